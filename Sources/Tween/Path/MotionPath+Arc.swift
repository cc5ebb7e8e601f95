public import MotionStreams

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

extension MotionPath {
  /// The arc angles Material's arc keeps to, in radians: 10° to 90°.
  public static let arcAngleLimits: ClosedRange<Double> = (10 * Double.pi / 180)...(Double.pi / 2)

  /// Material's arc from `start` to `end`: one cubic segment that follows a circular arc
  /// bulging towards the corner `(end.x, start.y)` (material-motion-swift's ArcMove).
  ///
  /// The arc leaves along the dominant axis of the move: its angle (the turn of its tangent,
  /// the angle the arc subtends at its centre) is twice the angle `α` between the chord and the
  /// nearer of the x and y axes, clamped to ``arcAngleLimits``. So a move more horizontal than
  /// vertical leaves horizontally and arrives turned by `2α`; a 45° diagonal is a quarter
  /// circle; a move within 5° of an axis takes the 10° arc. With `θ` that angle and `c` half
  /// the chord, the radius is `c / sin(θ/2)`, each tangent makes `θ/2` with the chord, and each
  /// handle is `(4/3)·tan(θ/4)` radii long, which puts the curve's midpoint on the circle
  /// (<doc:MotionPaths> derives it). A horizontal move bulges towards +y, a vertical one towards
  /// +x (the corner lies on the chord). Equal points give a path of length 0.
  ///
  /// ```swift
  /// import MotionStreams
  /// import MotionTween
  ///
  /// let arc = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50))
  /// let curve = arc.segments[0]  // control points (39.34…, 0) and (76.39…, 18.52…)
  /// ```
  ///
  /// - Throws: ``MotionPathError/nonFiniteStart`` or ``MotionPathError/nonFinitePoint(segment:)``
  ///   for a NaN or infinite coordinate, ``MotionPathError/lengthOverflows`` when the points are
  ///   too far apart to measure.
  public static func arc(from start: Point, to end: Point) throws(MotionPathError) -> MotionPath {
    guard start.isFinite else { throw .nonFiniteStart }
    guard end.isFinite else { throw .nonFinitePoint(segment: 0) }
    let delta = end - start
    let chord = delta.magnitudeSquared.squareRoot()
    guard chord.isFinite else { throw .lengthOverflows }
    guard chord > 0 else {
      return try MotionPath(
        start: start, segments: [.cubic(control1: start, control2: end, to: end)])
    }
    let (along, across) = (abs(delta.x), abs(delta.y))
    let alpha = atan2(min(along, across), max(along, across))
    let theta = min(arcAngleLimits.upperBound, max(arcAngleLimits.lowerBound, 2 * alpha))
    let radius = 0.5 * chord / sin(theta / 2)
    let handle = 4.0 / 3.0 * tan(theta / 4) * radius
    let unit = delta * (1 / chord)
    let normal = Point(x: -unit.y, y: unit.x)
    // The side of the corner (end.x, start.y); on the chord, +y for a horizontal move and +x
    // for a vertical one.
    let side: Double
    if delta.x * delta.y != 0 {
      side = delta.x * delta.y < 0 ? 1 : -1
    } else if delta.y == 0 {
      side = delta.x > 0 ? 1 : -1
    } else {
      side = delta.y > 0 ? -1 : 1
    }
    let (cosine, sine) = (cos(theta / 2), side * sin(theta / 2))
    let leaving = unit * cosine + normal * sine
    let arriving = unit * cosine - normal * sine
    return try MotionPath(
      start: start,
      segments: [
        .cubic(control1: start + leaving * handle, control2: end - arriving * handle, to: end)
      ])
  }
}
