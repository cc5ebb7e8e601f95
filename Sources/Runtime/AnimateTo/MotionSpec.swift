public import MotionPhysics
public import MotionTween

/// How ``FrameRuntime/animate(_:to:with:)`` moves a property to its target: a spring (the
/// default, which keeps the value and the velocity showing) or a tween (which keeps the value
/// and follows its own curve).
///
/// | Specification | Starts from | Takes over from a running motion |
/// | --- | --- | --- |
/// | ``spring(_:)`` | the value **and velocity** showing (PH-6) | yes: what was in effect ends there |
/// | ``tween(duration:timingFunction:)`` | the value showing (TW-6); its slope is its curve's | yes, as a spring does |
public enum MotionSpec: Hashable, Sendable {
  /// A spring with these physics, from the value and velocity showing.
  case spring(SpringParameters)
  /// A tween of `duration` seconds along `timingFunction`, from the value showing.
  case tween(duration: Double, timingFunction: TimingFunction = .standard)

  /// Material 3's default spatial spring (`SpringParameters.standardDefaultSpatial`): the
  /// specification `animate(_:to:)` uses when none is given.
  public static let `default` = MotionSpec.spring(.standardDefaultSpatial)
}
