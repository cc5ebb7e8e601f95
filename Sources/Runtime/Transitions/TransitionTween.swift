public import MotionTimeline
public import MotionTween

/// A transition's keyframe motion (TR-7): forward, its animation as it is; backward, the same
/// animation reversed and mirrored in time, so the backward motion shows at local time `s`
/// what the forward one shows just before `end − s`, at the opposite velocity.
///
/// ```swift
/// import MotionRuntime
/// import MotionTween
///
/// let fade = try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6]))
/// transition.add(fade, to: scrim.opacity)
/// ```
///
/// - **Any fixed-length animation**: a keyframe `Tween` (with any timing functions, delay or
///   iterations), a `PathAnimation` along an arc, or an animation of the app's own, as long as
///   it does not start from the value showing (it needs a back state of its own) and it ends.
/// - **Progress** is time: `t / end` forward, `1 − t / end` backward, so a flip at progress
///   `p` enters the other direction at the mirrored time and shows the same value there; the
///   run's hand-off (see ``Transition``) makes the velocity continuous too.
/// - **Scrubbable** (TR-9): on a transition with a timeline, the forward animation plays on
///   the timeline, and the direction sets which way the timeline runs.
public struct TransitionTween<Forward: Animation>: DirectionalAnimation {
  /// The animated value's type.
  public typealias Value = Forward.Value

  /// The animation played forward.
  public let forward: Forward
  /// The forward animation's end, in its local seconds: the length of the window it covers.
  public let end: Double

  /// Creates a transition tween from the animation it plays forward.
  ///
  /// - Throws: ``TransitionError/startsFromShowing`` for an animation that starts from the
  ///   value showing (a single-value tween), ``TransitionError/endless`` for one that does not
  ///   end (an infinitely repeating tween).
  public init(_ forward: Forward) throws(TransitionError) {
    guard !forward.startsFromShowing else { throw .startsFromShowing }
    // An animation that ignores its start ends at the same time from any start.
    let end = forward.endSeconds(from: AnimationSample(value: .zero))
    guard end.isFinite else { throw .endless }
    self.forward = forward
    self.end = end
  }

  /// The forward animation, or its mirror in time.
  @inlinable
  public func motion(toward direction: TransitionDirection) -> Motion {
    Motion(forward: forward, end: end, isReversed: direction == .backward)
  }

  /// `progress × end` forward, `(1 − progress) × end` backward.
  @inlinable
  public func entryTime(toward direction: TransitionDirection, progress: Double) -> Double {
    let clamped = min(max(progress, 0), 1)
    return (direction == .forward ? clamped : 1 - clamped) * end
  }

  /// `t / end` forward, `1 − t / end` backward, within [0, 1]; 1 forward and 0 backward for a
  /// window of zero length.
  @inlinable
  public func progress(toward direction: TransitionDirection, atLocalTime localTime: Double)
    -> Double?
  {
    guard end > 0 else { return direction.destinationProgress }
    let fraction = min(max(localTime / end, 0), 1)
    return direction == .forward ? fraction : 1 - fraction
  }

  /// `true`: the forward animation can play on a transition's timeline.
  @inlinable
  public var isScrubbable: Bool { true }
}

extension TransitionTween {
  /// The forward animation, or its mirror in time: at local time `s` the mirror shows the
  /// forward animation at `end − s`, with the velocity negated.
  public struct Motion: Animation {
    /// The animated value's type.
    public typealias Value = Forward.Value

    @usableFromInline let forward: Forward
    @usableFromInline let end: Double
    /// Whether this is the mirror (the backward motion).
    public let isReversed: Bool

    @inlinable
    init(forward: Forward, end: Double, isReversed: Bool) {
      self.forward = forward
      self.end = end
      self.isReversed = isReversed
    }

    /// `nil`: a transition positions its motions itself.
    @inlinable
    public var timeline: Timeline? { nil }

    /// The forward animation's start; 0 for the mirror (its first instant is the forward end).
    @inlinable
    public var startSeconds: Double { isReversed ? 0 : forward.startSeconds }

    /// `false`: the motion has keyframes of its own.
    @inlinable
    public var startsFromShowing: Bool { false }

    /// The forward animation's end, for both.
    @inlinable
    public func endSeconds(from start: AnimationSample<Value>) -> Double { end }

    /// The forward sample at `localTime`, or the forward animation's left limit at
    /// `end − localTime` with its velocity negated: the mirror of a motion that is continuous
    /// from the right is continuous from the right too, so at a step or an iteration's turn it
    /// shows what it shows just after, as the forward motion does. Before its start it holds
    /// the forward animation's end, from its end on its first value, at zero velocity.
    @inlinable
    public func sample(atLocalTime localTime: Double, from start: AnimationSample<Value>)
      -> AnimationSample<Value>
    {
      guard isReversed else { return forward.sample(atLocalTime: localTime, from: start) }
      guard localTime >= 0 else {
        // Not begun: the forward animation's end, held.
        return AnimationSample(value: forward.sample(atLocalTime: end, from: start).value)
      }
      guard localTime < end else {
        // Ended: the forward animation's value before its start, held.
        let first = forward.sample(atLocalTime: forward.startSeconds - 1, from: start)
        return AnimationSample(value: first.value)
      }
      let mirrored = forward.sample(atLocalTime: (end - localTime).nextDown, from: start)
      return AnimationSample(value: mirrored.value, velocity: .zero - mirrored.velocity)
    }
  }
}
