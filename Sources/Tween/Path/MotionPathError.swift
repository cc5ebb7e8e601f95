/// Why a ``MotionPath`` or a ``PathAnimation`` could not be created: each case names the field
/// and the problem.
public enum MotionPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path has no segments (a path of one point is a segment to that point).
  case noSegments
  /// The start point has a NaN or infinite coordinate.
  case nonFiniteStart
  /// A point of `segments[index]` (an end or a control point) has a NaN or infinite coordinate.
  case nonFinitePoint(segment: Int)
  /// The points are finite but so far apart that the path's length overflows to infinity.
  case lengthOverflows
  /// `duration` is negative, NaN, infinite, or longer than `Tween.maximumSeconds`.
  case invalidDuration(Double)
  /// `delay` is negative, NaN, infinite, or longer than `Tween.maximumSeconds`.
  case invalidDelay(Double)

  /// One line naming the field and the problem.
  public var description: String {
    switch self {
    case .noSegments:
      return "segments: must not be empty (a path of one point is a line to that point)"
    case .nonFiniteStart:
      return "start: must be finite (got NaN or infinity)"
    case .nonFinitePoint(let segment):
      return "segments[\(segment)]: every point must be finite (got NaN or infinity)"
    case .lengthOverflows:
      return "segments: the path's length overflows (its points are too far apart)"
    case .invalidDuration(let value):
      return "duration: must be between 0 and 1e12 seconds, got \(value)"
    case .invalidDelay(let value):
      return "delay: must be between 0 and 1e12 seconds, got \(value)"
    }
  }
}
