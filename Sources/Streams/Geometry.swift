// The library's geometry and all its arithmetic live in MotionStreams, the module every other one
// imports: Point (Point.swift), Size and Rect (here), AffineTransform (AffineTransform.swift).
// MotionTween only declares their Interpolatable conformances; MotionGestures only uses them.

/// A width and a height, in points (`Double`).
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero by zero.
  public static let zero = Size(width: 0, height: 0)

  /// Whether both extents are finite (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { width.isFinite && height.isFinite }

  /// `"width×height"`.
  public var description: String { "\(width)×\(height)" }

  /// Component-wise sum.
  @inlinable
  public static func + (lhs: Size, rhs: Size) -> Size {
    Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }

  /// Component-wise difference.
  @inlinable
  public static func - (lhs: Size, rhs: Size) -> Size {
    Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
  }

  /// Both extents multiplied by `factor`.
  @inlinable
  public func scaled(by factor: Double) -> Size {
    Size(width: width * factor, height: height * factor)
  }

  /// `width² + height²`.
  @inlinable
  public var magnitudeSquared: Double { width * width + height * height }
}

/// A rectangle: an origin and a size, in points (`Double`).
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The corner with the smallest coordinates (for a non-negative size).
  public var origin: Point
  /// The extent from the origin.
  public var size: Size

  /// Creates a rectangle from its origin and size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The center point.
  @inlinable
  public var center: Point {
    Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
  }

  /// Whether `point` lies inside (edges at the origin included, far edges excluded).
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= origin.x && point.x < origin.x + size.width && point.y >= origin.y
      && point.y < origin.y + size.height
  }

  /// Whether the origin and the size are finite.
  @inlinable
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// `"(x, y, width×height)"`.
  public var description: String { "(\(origin.x), \(origin.y), \(size))" }

  /// Component-wise sum of origins and sizes.
  @inlinable
  public static func + (lhs: Rect, rhs: Rect) -> Rect {
    Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
  }

  /// Component-wise difference of origins and sizes.
  @inlinable
  public static func - (lhs: Rect, rhs: Rect) -> Rect {
    Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
  }

  /// Origin and size multiplied by `factor`.
  @inlinable
  public func scaled(by factor: Double) -> Rect {
    Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
  }

  /// The sum of the four squared components.
  @inlinable
  public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}
