/// A point in a two-dimensional coordinate space, in points (`Double`).
///
/// The library's shared geometry: gesture locations, element positions, operator inputs such as
/// `x`, `y` and `distance(from:)`. Plain value, `Sendable`, `Codable`.
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The Euclidean distance to `other`.
  @inlinable
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// `"(x, y)"`.
  public var description: String { "(\(x), \(y))" }

  /// Component-wise sum.
  @inlinable
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Component-wise difference.
  @inlinable
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Both coordinates scaled by `factor`.
  @inlinable
  public static func * (lhs: Point, factor: Double) -> Point {
    Point(x: lhs.x * factor, y: lhs.y * factor)
  }

  /// Both coordinates multiplied by `factor`.
  @inlinable
  public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }

  /// `x² + y²`: the squared length of the point as a vector.
  @inlinable
  public var magnitudeSquared: Double { x * x + y * y }
}
