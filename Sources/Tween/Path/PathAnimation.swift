public import MotionStreams
public import MotionTimeline

/// A motion along a ``MotionPath`` at a speed set by distance: with the linear timing function
/// the point covers equal lengths of the path in equal times, whatever the curves' parameters.
///
/// From ``delay`` on, over ``duration`` seconds, the progress `p = (t − delay) / duration` is
/// eased by ``timingFunction`` and gives the distance travelled, `f(p) × length`, clamped to the
/// path (a curve that overshoots stops at the path's ends, as CSS `offset-distance` does on an
/// open path). The velocity is the path's unit tangent times `length × f′(p) / duration`.
/// Before the delay the point is the path's start, from the end on its last point, both at
/// zero velocity. It starts from its path, not from what is showing, and is a pure function of
/// local time, so a runtime gives it precedence, scrubbing and hand-offs as it does a tween.
///
/// ```swift
/// import MotionStreams
/// import MotionTween
///
/// let arc = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 100))
/// let move = try PathAnimation(along: arc, duration: 0.4, timingFunction: .standard)
/// let sample = move.sample(atLocalTime: 0.2, from: AnimationSample(value: .zero))
/// let turn = move.tangentRotation  // the tangent's angle in radians, for a rotation
/// ```
public struct PathAnimation: Animation, Hashable, Sendable {
  /// The path followed.
  public let path: MotionPath
  /// Seconds from the delay to the end of the path.
  public let duration: Double
  /// The local time the motion starts at, in seconds.
  public let delay: Double
  /// How progress in time maps to progress along the path's length.
  public let timingFunction: TimingFunction

  /// Always `nil`: give a timeline to the interaction that runs the motion
  /// (`AnimationInteraction(move, timeline:)`) to position and scrub it.
  public var timeline: Timeline? { nil }

  /// Creates a motion along `path`.
  /// - Throws: ``MotionPathError/invalidDuration(_:)`` or ``MotionPathError/invalidDelay(_:)``
  ///   for a negative, NaN, infinite or too long (> `Tween.maximumSeconds`) time.
  public init(
    along path: MotionPath, duration: Double, delay: Double = 0,
    timingFunction: TimingFunction = .linear
  ) throws(MotionPathError) {
    guard duration >= 0, duration <= Tween<Double>.maximumSeconds else {
      throw .invalidDuration(duration)
    }
    guard delay >= 0, delay <= Tween<Double>.maximumSeconds else { throw .invalidDelay(delay) }
    self.path = path
    self.duration = duration
    self.delay = delay
    self.timingFunction = timingFunction
  }

  /// The motion's ``delay``: its first instant in effect.
  public var startSeconds: Double { delay }

  /// `false`: the motion starts from its path's start.
  public var startsFromShowing: Bool { false }

  /// `delay + duration`, whatever the start.
  public func endSeconds(from start: AnimationSample<Point>) -> Double { delay + duration }

  /// The distance along the path at `localTime` and its rate in units per second: 0 before the
  /// delay (and for a NaN time), the path's length from the end on, both at rate 0.
  public func distance(atLocalTime localTime: Double) -> (distance: Double, speed: Double) {
    let length = path.length
    guard localTime >= delay else { return (0, 0) }
    guard localTime < delay + duration else { return (length, 0) }
    let progress = (localTime - delay) / duration
    let distance = timingFunction(progress) * length
    let slope = timingFunction.slope(at: progress)
    // At or past an end, a curve heading further out is held there.
    guard distance > 0 || (distance == 0 && slope >= 0) else { return (0, 0) }
    guard distance < length || (distance == length && slope <= 0) else { return (length, 0) }
    return (distance, slope * length / duration)
  }

  /// Where the motion is at `localTime` on its path, and how fast it moves along it.
  public func location(atLocalTime localTime: Double) -> (location: PathLocation, speed: Double) {
    let (distance, speed) = distance(atLocalTime: localTime)
    return (path.location(atDistance: distance), speed)
  }

  /// The point and its velocity at `localTime`; `start` is not used. No allocation.
  public func sample(atLocalTime localTime: Double, from start: AnimationSample<Point>)
    -> AnimationSample<Point>
  {
    let (location, speed) = location(atLocalTime: localTime)
    return AnimationSample(value: location.point, velocity: location.direction * speed)
  }

  /// The tangent's angle along this motion, in radians, as an animation of its own: add it to
  /// a rotation property beside this one on the position to orient the element along its path
  /// (CSS's `offset-rotate: auto`).
  public var tangentRotation: PathRotation { PathRotation(following: self) }
}
