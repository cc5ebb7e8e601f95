extension TweenBatch {
  /// The value of repeating tween `index` at `localTime`: bit for bit what
  /// `Tween.value(atLocalTime:from:)` gives (the same timing model, then the same keyframe
  /// evaluation at the transformed progress). Unchecked: `index` must be in `0..<count`.
  @inlinable
  func iteratedValue(ofTween index: Int, atLocalTime localTime: Double) -> Value {
    let parameters = repeatParameters[index]
    let progress = parameters.progress(
      atLocalTime: localTime, delay: delays[index], duration: durations[index])
    let before = progress.beforeFlag
    let q = parameters.easing(progress.directedProgress, beforeFlag: before)
    let base = Int(segmentBase[index])
    // Several keyframes at 1 (at 0): the last (the first) shows from progress 1 on (below 0).
    if q >= 1, jumps[index] & 2 != 0 { return lastValues[index] }
    if q < 0, jumps[index] & 1 != 0 { return starts[base] }
    let end = Int(segmentBase[index &+ 1])
    var segment = base
    var position = base &+ 1
    while position < end {
      segment &+= Int(unsafeBitCast(offsets[position] <= q, to: UInt8.self))
      position &+= 1
    }
    let d = (q - offsets[segment]) / widths[segment]
    let amount = curves[Int(curveIndices[segment])](d, beforeFlag: before)
    return Tween<Value>.interpolate(starts[segment], ends[segment], amount)
  }
}
