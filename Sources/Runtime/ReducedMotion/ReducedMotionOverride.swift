/// One interaction's exception to reduced motion: its role, when the inferred one is wrong, and
/// whether it is reduced at all, when the runtime's setting must not decide
/// (<doc:ReducedMotion>).
///
/// Set it on the interaction (``AnimationInteraction/reducedMotion``,
/// ``Spring/reducedMotion``, ``Draggable/reducedMotion``; a ``Tossable`` settles with its
/// spring's) before adding it: it is read when a motion is registered, so a change applies to
/// the motions registered after it.
///
/// ```swift
/// import MotionRuntime
///
/// let override = ReducedMotionOverride.role(.effects)  // a custom "glow" property fades
/// let progress = ReducedMotionOverride.essential  // never reduced: it carries information
/// ```
public struct ReducedMotionOverride: Hashable, Sendable {
  /// The motion's role, or `nil` to infer it (``MotionRole/inferred(propertyNamed:spring:)``).
  public var role: MotionRole?
  /// Whether the motion is reduced: `nil` (the default) follows the runtime's
  /// ``FrameRuntime/reducesMotion``; `false` never reduces it (motion essential to what it
  /// shows, such as a progress indicator); `true` reduces it whatever the runtime says.
  public var reduces: Bool?

  /// Creates an override; the defaults are ``automatic``.
  public init(role: MotionRole? = nil, reduces: Bool? = nil) {
    self.role = role
    self.reduces = reduces
  }

  /// No exception: the role is inferred and the runtime's setting decides.
  public static let automatic = ReducedMotionOverride()

  /// Never reduced, whatever the runtime's setting: motion that carries information.
  public static let essential = ReducedMotionOverride(reduces: false)

  /// The role given, the runtime's setting deciding.
  public static func role(_ role: MotionRole) -> ReducedMotionOverride {
    ReducedMotionOverride(role: role)
  }
}
