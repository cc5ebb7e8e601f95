import MotionStreams
public import MotionTimeline

/// The angle of a ``PathAnimation``'s tangent, in radians, plus a fixed ``offset``: the
/// rotation that orients an element along its path (CSS's `offset-rotate: auto <offset>`).
///
/// The angle is measured from the x axis towards the y axis (`atan2(dy, dx)` of the direction
/// of travel) and unwrapped along the path, so it turns continuously through smooth joins and
/// past ±π; at a corner it turns at once by the smaller angle. Its velocity is the path's
/// curvature times the motion's speed along it, in radians per second. Before the motion's
/// delay it holds the start tangent's angle, from its end the end tangent's, at zero velocity;
/// its timing is the motion's.
///
/// ```swift
/// import MotionStreams
/// import MotionTween
///
/// let path = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 100))
/// let rotation = try PathAnimation(along: path, duration: 0.4).tangentRotation
/// let end = rotation.sample(atLocalTime: 1, from: AnimationSample(value: 0)).value  // π/2
/// ```
public struct PathRotation: Animation, Hashable, Sendable {
  /// The motion whose tangent is followed.
  public let motion: PathAnimation
  /// Radians added to the tangent's angle (π/2 to keep an element's y axis along the path).
  public let offset: Double

  /// Follows `motion`'s tangent, turned by `offset` radians (a NaN or infinite offset counts
  /// as 0).
  public init(following motion: PathAnimation, offset: Double = 0) {
    self.motion = motion
    self.offset = offset.isFinite ? offset : 0
  }

  /// Always `nil`, as for ``PathAnimation``.
  public var timeline: Timeline? { nil }

  /// The motion's delay.
  public var startSeconds: Double { motion.startSeconds }

  /// `false`: the angle comes from the path.
  public var startsFromShowing: Bool { false }

  /// The motion's end.
  public func endSeconds(from start: AnimationSample<Double>) -> Double {
    motion.delay + motion.duration
  }

  /// The angle and its rate at `localTime`; `start` is not used. No allocation.
  public func sample(atLocalTime localTime: Double, from start: AnimationSample<Double>)
    -> AnimationSample<Double>
  {
    let (location, speed) = motion.location(atLocalTime: localTime)
    return AnimationSample(
      value: location.angle + offset, velocity: speed == 0 ? 0 : location.curvature * speed)
  }
}
