/// Sampling a repeating tween: Web Animations Level 1's timing model (iterations, iteration
/// start, direction, the effect's easing) in front of the same keyframe evaluation as a tween
/// that plays once. A tween with ``IterationTiming/once`` never comes here.
extension Tween {
  /// The Web Animations timing quantities at `localTime` (phase, iteration, direction,
  /// progress): ``IterationTiming/progress(atLocalTime:delay:duration:)`` of ``timing``. O(1).
  @inlinable
  public func iterationProgress(atLocalTime localTime: Double) -> IterationProgress {
    timing.progress(atLocalTime: localTime, delay: delay, duration: duration)
  }

  /// The value of a repeating tween at `localTime` seconds: the keyframes at the transformed
  /// progress (the directed progress through the effect's easing, with the phase's before
  /// flag), then a single value's own function (TW-11). At a progress of 1 or more with
  /// several keyframes at offset 1 the last one shows, below 0 with several at 0 the first
  /// (§ "The effect value of a keyframe effect"). O(1), no allocation.
  ///
  /// Out of line (but specialised): the single-iteration path that inlines its caller keeps its
  /// registers and code size.
  ///
  /// In the active phase the directed progress comes from
  /// ``RepeatParameters/activeDirectedProgress(elapsed:duration:)`` (a division, a truncation
  /// and a parity), elsewhere from the whole timing model.
  @inlinable @inline(never)
  static func iteratedValue(
    atLocalTime localTime: Double, from start: Value, delay: Double, duration: Double,
    parameters: RepeatParameters, endTime: Double,
    header: UnsafeMutablePointer<TweenHeader<Value>>,
    segments: UnsafeMutablePointer<TweenSegment<Value>>
  ) -> Value {
    let elapsed = localTime - delay
    let directed: Double
    let before: Bool
    if elapsed >= 0, localTime < endTime,
      let active = parameters.activeDirectedProgress(elapsed: elapsed, duration: duration)
    {
      (directed, before) = (active, false)
    } else {
      let progress = parameters.progress(
        atLocalTime: localTime, delay: delay, duration: duration)
      (directed, before) = (progress.directedProgress, progress.beforeFlag)
    }
    var q = parameters.easing(directed, beforeFlag: before)
    if header.pointee.isDestinationOnly { q = header.pointee.effect(q, beforeFlag: before) }
    if q >= 1, header.pointee.jumpsAtEnd { return finalValue(from: start, header: header) }
    if q < 0, header.pointee.jumpsAtStart {
      return segments[header.pointee.count - 1].start  // the first segment, stored last
    }
    return sample(
      atEffectProgress: q, beforeFlag: before, from: start, header: header, segments: segments)
  }

  /// The velocity of a repeating tween at `localTime`, in value units per second: the
  /// keyframes' slope at the transformed progress, times the easing's slope at the directed
  /// progress, negated in a backwards iteration, over the duration. Zero outside the active
  /// phase and for a zero duration. O(1), no allocation.
  @inlinable
  func iteratedVelocity(
    atLocalTime localTime: Double, from start: Value, parameters: RepeatParameters
  ) -> Value {
    let progress = parameters.progress(atLocalTime: localTime, delay: delay, duration: duration)
    guard duration > 0, progress.phase == .active else { return .zero }
    let directed = progress.directedProgress
    var q = parameters.easing(directed, beforeFlag: false)
    var slope = parameters.easing.slope(directed)
    if isDestinationOnly {
      slope *= header.pointee.effect.slope(q)
      q = header.pointee.effect(q, beforeFlag: false)
    }
    if q >= 1, header.pointee.jumpsAtEnd { return .zero }
    if q < 0, header.pointee.jumpsAtStart { return .zero }
    let segment = segments[Self.interval(at: q, header: header, segments: segments)]
    guard segment.width > 0 else { return .zero }
    let d = (q - segment.offset) / segment.width
    let a = segment.underlying & 1 == 0 ? segment.start : start
    let b = segment.underlying & 2 == 0 ? segment.end : start
    let direction = progress.isForwards ? 1.0 : -1.0
    let rate = segment.curve.slope(d) / segment.width * slope * direction / duration
    return (b - a).scaled(by: rate)
  }
}
