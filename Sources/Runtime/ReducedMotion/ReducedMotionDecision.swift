public import MotionPhysics
public import MotionStreams
public import MotionTween

/// Where an interaction asks, when it registers a motion, what that motion becomes
/// (<doc:ReducedMotion>): the runtime's setting and policy, the interaction's override, the
/// property's role and the spring's.
///
/// Asked once per registration (an add, a spring run's start or retarget, a release), never per
/// frame. With motion not reduced the answer is one comparison (``isReducing(_:in:)``); the
/// role is worked out only when it is.
@usableFromInline
enum ReducedMotionDecision {
  /// Whether motion is reduced for an interaction with `override` in `runtime`:
  /// `override.reduces` when set, else the runtime's ``InteractionRuntime/reducesMotion``.
  @inlinable
  static func isReducing(_ override: ReducedMotionOverride, in runtime: some InteractionRuntime)
    -> Bool
  {
    override.reduces ?? runtime.reducesMotion
  }

  /// Whether a motion on `property` (driven by `spring`, if any) becomes instant under
  /// `policy`, motion being reduced: the role `override` gives, else the inferred one (the
  /// property's type or name, then the spring preset, then spatial).
  @usableFromInline
  static func isInstant<Value>(
    on property: ReactiveProperty<Value>, spring: SpringParameters?,
    override: ReducedMotionOverride, policy: ReducedMotionPolicy
  ) -> Bool {
    let role =
      override.role ?? MotionRole.role(of: property) ?? spring.flatMap(MotionRole.init(spring:))
      ?? .spatial
    return policy.treatment(of: role) == .instant
  }

  /// `animation`'s instant form, of its own type, when it has one (``InstantReducible``), and
  /// `nil` otherwise (an `Animation` of the app's own, which plays unchanged).
  @usableFromInline
  static func instant<A: Animation>(_ animation: A) -> A? {
    (animation as? any InstantReducible)?.instantWithoutStart() as? A
  }

  /// The spring parameters `animation` runs on, when it is a spring (for its role).
  @usableFromInline
  static func springParameters<A: Animation>(of animation: A) -> SpringParameters? {
    (animation as? SpringAnimation<A.Value>)?.parameters
  }
}
