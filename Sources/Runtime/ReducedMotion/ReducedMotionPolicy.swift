/// What each ``MotionRole`` becomes when motion is reduced: the one policy the runtime applies
/// (``FrameRuntime/reducedMotionPolicy``) and an exporter writes for
/// `prefers-reduced-motion: reduce` (<doc:ReducedMotion>).
///
/// ``material`` follows Material's guidance: spatial motion becomes an instant change, effects
/// play unchanged. ``treatment(of:override:reducing:)`` is the whole decision for one motion, a
/// pure function of its role, its interaction's override and whether motion is reduced.
///
/// ```swift
/// import MotionPhysics
/// import MotionRuntime
///
/// let policy = ReducedMotionPolicy.material
/// let role = MotionRole.inferred(propertyNamed: "translate", spring: .expressiveFastSpatial)
/// let reduced = policy.treatment(of: role, reducing: true)  // .instant
/// let essential = policy.treatment(of: role, override: .essential, reducing: true)  // .plays
/// ```
public struct ReducedMotionPolicy: Hashable, Sendable {
  /// What a motion becomes.
  public enum Treatment: Hashable, Sendable {
    /// The motion plays as written.
    case plays
    /// The motion becomes an instant change at its start, at zero velocity: during its delay
    /// it shows what it would show then (a tween its first frame, physics the value it starts
    /// from), and from its start instant on its final value (a tween's
    /// `Tween.finalValue(from:)`, a spring's destination, a decay's rest).
    ///
    /// A tween keeps its timing — the same delay and duration, its frames joined by
    /// `step-start` — so it takes part in precedence, reports activity and ends as it would
    /// have. A spring or decay, whose length is its own settling, is at rest from its start;
    /// starting, it still interrupts what is in effect (PH-6).
    case instant
  }

  /// What spatial motion becomes; ``Treatment/instant`` in ``material``.
  public var spatial: Treatment
  /// What effects motion becomes; ``Treatment/plays`` in ``material``.
  public var effects: Treatment

  /// Creates a policy; the defaults are ``material``'s.
  public init(spatial: Treatment = .instant, effects: Treatment = .plays) {
    self.spatial = spatial
    self.effects = effects
  }

  /// Material's guidance: spatial motion becomes an instant change, effects play unchanged.
  public static let material = ReducedMotionPolicy()

  /// What motion of `role` becomes when motion is reduced.
  public func treatment(of role: MotionRole) -> Treatment {
    switch role {
    case .spatial: spatial
    case .effects: effects
    }
  }

  /// What one motion becomes: ``Treatment/plays`` unless it is reduced — `override.reduces`
  /// when set, else `reducing` (the runtime's setting, or the exporter's reduce block) — and
  /// then the treatment of its role, `override.role` when set, else `role` (usually
  /// ``MotionRole/inferred(propertyNamed:spring:)``).
  public func treatment(
    of role: MotionRole, override: ReducedMotionOverride = .automatic, reducing: Bool
  ) -> Treatment {
    guard override.reduces ?? reducing else { return .plays }
    return treatment(of: override.role ?? role)
  }
}
