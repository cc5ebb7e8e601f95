public import MotionTween

/// The start a spring or a decay was given: a value and a velocity, either of which may be left
/// to what is showing on the property when the motion starts (PH-6).
///
/// Stored flat, with a flag for each, rather than as two `Optional<Value>`: copying an optional
/// of a generic value goes through the type's value witnesses, which cost more than a whole
/// spring sample.
@usableFromInline
struct ExplicitStart<Value: Interpolatable> {
  /// The start value; meaningful only when ``hasValue``.
  @usableFromInline let value: Value
  /// The start velocity; meaningful only when ``hasVelocity``.
  @usableFromInline let velocity: Value
  /// Whether ``value`` was given.
  @usableFromInline let hasValue: Bool
  /// Whether ``velocity`` was given.
  @usableFromInline let hasVelocity: Bool

  /// A start with the given value and velocity, each `nil` to take what is showing.
  @inlinable
  init(value: Value?, velocity: Value?) {
    self.value = value ?? .zero
    self.velocity = velocity ?? .zero
    hasValue = value != nil
    hasVelocity = velocity != nil
  }

  /// The value given, or `nil`.
  @inlinable
  var givenValue: Value? { hasValue ? value : nil }

  /// The velocity given, or `nil`.
  @inlinable
  var givenVelocity: Value? { hasVelocity ? velocity : nil }

  /// Whether the value or the velocity is left to what is showing.
  @inlinable
  var takesShowing: Bool { !(hasValue && hasVelocity) }

  /// The value and velocity to start from, given what is showing at the start.
  @inlinable
  func start(from showing: AnimationSample<Value>) -> AnimationSample<Value> {
    AnimationSample(
      value: hasValue ? value : showing.value, velocity: hasVelocity ? velocity : showing.velocity)
  }
}
