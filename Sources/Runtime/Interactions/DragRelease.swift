public import MotionPhysics
public import MotionStreams
import MotionTween

/// What a ``Draggable`` does when the finger lifts: hand off to a tween, a spring or a decay
/// that carries the release velocity into a settle (``Settle``, PH-12).
///
/// ```swift
/// import MotionGestures
/// import MotionRuntime
///
/// let release = try DragRelease(duration: 0.35, projection: 0.2)
/// runtime.add(Draggable(pan, release: release), to: card)
/// ```
///
/// ## How the release velocity is used
/// The pan's release velocity `v` (points per second, in the parent's coordinates):
/// 1. **Picks the destination.** By default `d = p + v × projection`: where the element would
///    coast to in `projection` seconds. A custom `destination` closure receives `p` and `v` and
///    may snap, clamp or ignore them.
/// 2. **Shapes the tween's start** so the element leaves the finger at the finger's speed: the
///    tween runs from `p` to `d` over ``duration`` along `cubic-bezier(1/3, s/3, 0.2, 1)`, whose
///    initial slope `s = (v · u) × duration / |d − p|` (u the unit direction to `d`) makes the
///    initial speed equal to the velocity's component towards the destination. `s` is clamped to
///    `0...4.5`; the curve then decelerates into place (Material's decelerate ending).
///
/// A plain ``TweenInteraction`` is a function of time only and ignores velocity.
///
/// ## Spring and decay
/// ``init(spring:projection:destination:)`` settles with a spring toward the same destination,
/// started from the release position and velocity (PH-6): the velocity carries over exactly, in
/// every direction. ``init(decay:)`` coasts from the release velocity to a stop (PH-7).
/// ``init(decay:bounds:bounce:)`` coasts too, but keeps the position within a rectangle: each
/// coordinate that reaches an edge springs back onto it from the velocity it has there, as a
/// scroll view bounces, while the other coasts on (PH-9, PH-11); released outside the rectangle
/// (a rubber-banded drag), that coordinate springs back at once. A spring or decay settle takes
/// the property over: any motion still in effect on it is interrupted.
public struct DragRelease: Sendable {
  /// The kind of motion a release settles with.
  public enum Settle: Hashable, Sendable {
    /// A tween shaped by the release velocity (the default; see above).
    case tween
    /// A spring toward the destination, from the release velocity (PH-6, PH-12).
    case spring(SpringParameters)
    /// A decay from the release velocity, coasting to a stop (PH-7, PH-12).
    case decay(DecayParameters)
    /// A decay from the release velocity that keeps the position within `bounds`, edges
    /// included: a coordinate that reaches an edge hands off to a `bounce` spring onto it
    /// (PH-9, PH-11, PH-12).
    case boundedDecay(DecayParameters, bounds: Rect, bounce: SpringParameters)
  }

  /// The kind of motion the release settles with; ``Settle/tween`` unless created with
  /// ``init(spring:projection:destination:)``, ``init(decay:)`` or
  /// ``init(decay:bounds:bounce:)``.
  public let settle: Settle
  /// How long the settle takes, in seconds.
  public let duration: Double
  /// Seconds of release velocity projected into the default destination.
  public let projection: Double
  /// Chooses the destination from the release position and velocity; `nil` for the default
  /// projection.
  public let destination: (@Sendable (_ position: Point, _ velocity: Point) -> Point)?

  /// Creates a release.
  ///
  /// - Throws: `ParameterError/invalidParameter(_:_:)` for a NaN, infinite or negative
  ///   `duration` or `projection`.
  public init(
    duration: Double = 0.35, projection: Double = 0.2,
    destination: (@Sendable (_ position: Point, _ velocity: Point) -> Point)? = nil
  ) throws(ParameterError) {
    self.duration = try ParameterError.checkedNonNegative("duration", duration)
    self.projection = try ParameterError.checkedNonNegative("projection", projection)
    self.destination = destination
    settle = .tween
  }

  /// Creates a release that settles with a spring toward the destination (by default the
  /// release position plus `projection` seconds of release velocity), starting at the release
  /// velocity (PH-12).
  ///
  /// - Throws: `ParameterError/invalidParameter(_:_:)` for a NaN, infinite or negative
  ///   `projection`.
  public init(
    spring: SpringParameters, projection: Double = 0.2,
    destination: (@Sendable (_ position: Point, _ velocity: Point) -> Point)? = nil
  ) throws(ParameterError) {
    duration = 0
    self.projection = try ParameterError.checkedNonNegative("projection", projection)
    self.destination = destination
    settle = .spring(spring)
  }

  /// Creates a release that coasts from the release velocity to a stop (PH-7, PH-12).
  public init(decay: DecayParameters) {
    duration = 0
    projection = 0
    destination = nil
    settle = .decay(decay)
  }

  /// Creates a release that coasts from the release velocity and keeps the position within
  /// `bounds`, edges included: a coordinate that reaches an edge springs back onto it with
  /// `bounce`, started from the velocity it has there (PH-9, PH-11, PH-12).
  ///
  /// ```swift
  /// import MotionGestures
  /// import MotionPhysics
  /// import MotionRuntime
  /// import MotionStreams
  ///
  /// let release = try DragRelease(decay: .normal, bounds: Rect(x: 0, y: 0, width: 320, height: 480))
  /// runtime.add(Draggable(pan, release: release), to: card)
  /// ```
  ///
  /// - Throws: `ParameterError.outOfRange` naming `bounds` when the rectangle is not finite or
  ///   has a negative width or height.
  public init(
    decay: DecayParameters, bounds: Rect, bounce: SpringParameters = .standardDefaultSpatial
  ) throws(ParameterError) {
    for value in [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height] {
      guard value.isFinite else { throw .outOfRange("bounds", value, expected: "finite") }
    }
    for extent in [bounds.size.width, bounds.size.height] where extent < 0 {
      throw .outOfRange("bounds", extent, expected: "a width and height of at least 0")
    }
    duration = 0
    projection = 0
    destination = nil
    settle = .boundedDecay(decay, bounds: bounds, bounce: bounce)
  }

  /// The bounded settle for a release at `position` with `velocity`; `nil` when the velocity is
  /// not finite.
  func boundedDecay(
    _ parameters: DecayParameters, bounds: Rect, bounce: SpringParameters, from position: Point,
    velocity: Point
  ) -> BoundedDecayAnimation<Point>? {
    try? BoundedDecayAnimation(
      parameters, bounds: bounds, bounce: bounce, from: position, velocity: velocity)
  }

  /// The settle spring for a release at `position` with `velocity`; `nil` when the destination
  /// or the velocity is not finite.
  func spring(_ parameters: SpringParameters, from position: Point, velocity: Point)
    -> SpringAnimation<Point>?
  {
    let target = destination?(position, velocity) ?? position + velocity * projection
    return try? SpringAnimation(parameters, to: target, from: position, velocity: velocity)
  }

  /// The settle tween for a release at `position` with `velocity`; `nil` when the destination is
  /// not finite (the element then stays where it was released).
  func tween(from position: Point, velocity: Point) -> Tween<Point>? {
    let target = destination?(position, velocity) ?? position + velocity * projection
    guard target.isFinite, velocity.isFinite else { return nil }
    let distance = position.distance(to: target)
    var slope = 0.0
    if distance > 0 {
      let along = ((target.x - position.x) * velocity.x + (target.y - position.y) * velocity.y)
      slope = min(max(along / distance * duration / distance, 0), 4.5)
    }
    guard let curve = try? TimingFunction.cubicBezier(1.0 / 3, slope / 3, 0.2, 1) else {
      return nil
    }
    return try? Tween(duration: duration, values: [target], interTimingFunctions: [curve])
  }
}
