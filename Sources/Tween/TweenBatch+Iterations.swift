extension TweenBatch {
  /// The value of repeating tween `index` at `localTime`: bit for bit what
  /// `Tween.value(atLocalTime:from:)` gives (the same timing model, then the same keyframe
  /// evaluation at the transformed progress). Unchecked: `index` must be in `0..<count`.
  ///
  /// Before the delay (NaN included) and after the active duration every quantity of the
  /// timing model is constant, and so is the value: the batch computed both when it was built.
  /// In the active phase the timing model is a division, a floor and the iteration's parity
  /// (``RepeatParameters/activeDirectedProgress(elapsed:duration:)``), so that a repeating
  /// tween costs little more than one that plays once.
  @inlinable @inline(__always)
  func iteratedValue(ofTween index: Int, atLocalTime localTime: Double) -> Value {
    let elapsed = localTime - delays[index]
    guard elapsed >= 0 else { return beforeValues[index] }
    guard localTime < activeEnds[index] else { return afterValues[index] }
    guard let q = shortPathProgress(ofTween: index, elapsed: elapsed) else {
      return generalIteratedValue(ofTween: index, atLocalTime: localTime)
    }
    return keyframeValue(ofTween: index, atTransformedProgress: q, beforeFlag: false)
  }

  /// The transformed progress of repeating tween `index` `elapsed` seconds into its active
  /// phase (the caller has checked the phase), or nil when its overall progress takes the
  /// general path: ``RepeatParameters/activeDirectedProgress(elapsed:duration:)`` through the
  /// effect's easing, the before flag clear.
  @inlinable @inline(__always)
  func shortPathProgress(ofTween index: Int, elapsed: Double) -> Double? {
    let parameters = timings + Int(timingIndices[index])
    guard
      let directed = parameters.pointee.activeDirectedProgress(
        elapsed: elapsed, duration: durations[index])
    else { return nil }
    return parameters.pointee.easing(directed, beforeFlag: false)
  }

  /// ``iteratedValue(ofTween:atLocalTime:)`` through the whole timing model: an overall
  /// progress of 2⁵² or more comes here. Out of line, to keep the sampling loops small.
  @inlinable @inline(never)
  func generalIteratedValue(ofTween index: Int, atLocalTime localTime: Double) -> Value {
    let parameters = timings + Int(timingIndices[index])
    let progress = parameters.pointee.progress(
      atLocalTime: localTime, delay: delays[index], duration: durations[index])
    let before = progress.beforeFlag
    let q = parameters.pointee.easing(progress.directedProgress, beforeFlag: before)
    return keyframeValue(ofTween: index, atTransformedProgress: q, beforeFlag: before)
  }

  /// Repeating tween `index`'s keyframes at the transformed progress `q`: at 1 or more with
  /// several keyframes at offset 1 the last one shows, below 0 with several at 0 the first
  /// (§ "The effect value of a keyframe effect"); otherwise the keyframes' own evaluation.
  @inlinable @inline(__always)
  func keyframeValue(ofTween index: Int, atTransformedProgress q: Double, beforeFlag before: Bool)
    -> Value
  {
    if q >= 1, jumps[index] & 2 != 0 { return lastValues[index] }
    if q < 0, jumps[index] & 1 != 0 { return starts[Int(segmentBase[index])] }
    return segmentValue(ofTween: index, atProgress: q, beforeFlag: before)
  }

  /// The transformed progress of tween `index` at `localTime` when it repeats, is in its active
  /// phase and takes the short path there, else nil (``value(ofTween:atLocalTime:)`` then
  /// gives its value): the progress ``iteratedValue(ofTween:atLocalTime:)`` evaluates the
  /// keyframes at.
  @inlinable @inline(__always)
  func activeTransformedProgress(ofTween index: Int, atLocalTime localTime: Double) -> Double? {
    guard jumps[index] & 4 != 0 else { return nil }
    let elapsed = localTime - delays[index]
    guard elapsed >= 0, localTime < activeEnds[index] else { return nil }
    return shortPathProgress(ofTween: index, elapsed: elapsed)
  }
}
