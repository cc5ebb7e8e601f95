extension Tween {
  /// The same tween starting `seconds` later: its delay plus `seconds`, the same keyframes,
  /// offsets, timing functions, iteration timing and timeline. O(n) for n values (the storage is prepared again).
  ///
  /// A negative `seconds` starts it earlier, down to a delay of 0.
  /// - Throws: ``TweenError/invalidDelay(_:)`` when the new delay is negative, NaN, infinite
  ///   or above ``maximumSeconds``.
  public func delayed(by seconds: Double) throws(TweenError) -> Tween {
    try Tween(
      duration: duration, delay: delay + seconds, values: values, offsets: offsets,
      interTimingFunctions: interTimingFunctions, timing: timing, timeline: timeline)
  }
}
