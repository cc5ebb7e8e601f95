public import MotionTween

/// An animation that can carry a property toward either state of a ``Transition``: the one
/// protocol that makes any `Animation` follow a transition's direction (TR-5).
///
/// A transition asks for ``motion(toward:)`` when it starts and each time its direction is
/// decided (a flip, a release). It runs that motion from the value and velocity showing on
/// the property, entered at ``entryTime(toward:progress:)`` for the progress the property had
/// reached, so a flip mid-way continues where the previous motion left off (TR-6). The
/// library's conformances are ``TransitionTween`` (keyframes played backward by mirroring
/// time) and ``TransitionSpring`` (a spring toward the back or the fore value); an app's own
/// animation conforms by naming its two motions:
///
/// ```swift
/// import MotionRuntime
/// import MotionTween
///
/// struct Glow: DirectionalAnimation {
///   let rise: Tween<Double>
///   let fall: Tween<Double>
///
///   func motion(toward direction: TransitionDirection) -> Tween<Double> {
///     direction == .forward ? rise : fall
///   }
/// }
///
/// let glow = Glow(
///   rise: try Tween(duration: 0.2, values: [0.0, 1]),
///   fall: try Tween(duration: 0.4, values: [1.0, 0]))
/// ```
///
/// A motion that is a function of time (a tween) reports its progress, so that the motion of
/// the other direction can enter at the same place; one that starts from whatever shows (a
/// spring) keeps the defaults: it enters at its start and has no progress of its own.
public protocol DirectionalAnimation<Value> {
  /// The animated value's type.
  associatedtype Value: Interpolatable
  /// The motion that runs toward one state.
  associatedtype Motion: Animation<Value>

  /// The motion that carries the property toward `direction`'s state.
  func motion(toward direction: TransitionDirection) -> Motion

  /// The local time of ``motion(toward:)`` at which it shows the transition `progress` of the
  /// way from back (0) to fore (1): where a run toward `direction` enters after a flip at that
  /// progress. 0 (the default): the motion starts from its beginning.
  func entryTime(toward direction: TransitionDirection, progress: Double) -> Double

  /// How far from back (0) toward fore (1) ``motion(toward:)`` has carried the property at
  /// `localTime`, or `nil` (the default) for a motion whose progress is not a function of its
  /// time (a spring).
  func progress(toward direction: TransitionDirection, atLocalTime localTime: Double) -> Double?

  /// Whether the forward motion can be driven by a transition's timeline, scrubbed and played
  /// at the timeline's rate (the timeline form, TR-9): `false` by default.
  var isScrubbable: Bool { get }
}

extension DirectionalAnimation {
  /// 0: the motion starts from its beginning whatever the progress.
  @inlinable
  public func entryTime(toward direction: TransitionDirection, progress: Double) -> Double { 0 }

  /// `nil`: the motion's progress is not a function of its time.
  @inlinable
  public func progress(toward direction: TransitionDirection, atLocalTime localTime: Double)
    -> Double?
  { nil }

  /// `false`: the motion runs on frame time only.
  @inlinable
  public var isScrubbable: Bool { false }
}
