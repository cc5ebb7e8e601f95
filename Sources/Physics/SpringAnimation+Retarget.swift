public import MotionStreams
public import MotionTween

extension SpringAnimation {
  /// The spring that continues this one toward `newDestination` (and, optionally, with new
  /// `parameters`) from `localTime` on (PH-5): a pure operation, this spring is unchanged.
  ///
  /// The new spring starts at `localTime` (its ``delay``) from exactly the value and velocity
  /// this one has there, on the same local clock, with the same rest thresholds, so
  /// value and velocity are continuous across the change: no jump, no kink. Retargeting a spring
  /// at rest starts the new one from rest at the old destination; retargeting before the spring
  /// has started (`localTime` before ``delay``) only replaces its destination and parameters.
  ///
  /// ```swift
  /// import MotionPhysics
  /// import MotionTween
  ///
  /// let moved = try spring.retargeted(to: 500.0, atLocalTime: 0.12)
  /// // moved.sample(atLocalTime: 0.12, …) == spring.sample(atLocalTime: 0.12, …)
  /// ```
  ///
  /// - Parameters:
  ///   - newDestination: The new value to come to rest at.
  ///   - localTime: The instant of the change, in the spring's local seconds.
  ///   - showing: What was showing when this spring started (used only when it
  ///     ``startsFromShowing``).
  ///   - newParameters: New physics, or `nil` to keep ``parameters``.
  /// - Throws: `ParameterError` naming `destination` when a component is not
  ///   finite, or `localTime` when it is not finite.
  @inlinable
  public func retargeted(
    to newDestination: Value, atLocalTime localTime: Double,
    from showing: AnimationSample<Value> = AnimationSample(value: .zero),
    parameters newParameters: SpringParameters? = nil
  ) throws(ParameterError) -> SpringAnimation {
    try checkFinite(newDestination, "destination")
    guard localTime.isFinite else {
      throw .outOfRange("localTime", localTime, expected: "finite")
    }
    let parameters = newParameters ?? self.parameters
    guard localTime >= delay else {
      return SpringAnimation(
        unchecked: parameters, to: newDestination, from: from, velocity: initialVelocity,
        delay: delay, restDisplacement: restDisplacement, restVelocity: restVelocity)
    }
    let now = sample(atLocalTime: localTime, from: showing)
    return SpringAnimation(
      unchecked: parameters, to: newDestination, from: now.value, velocity: now.velocity,
      delay: localTime, restDisplacement: restDisplacement, restVelocity: restVelocity)
  }
}
