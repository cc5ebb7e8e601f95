public import MotionStreams

// The shared geometry of MotionStreams interpolates component-wise.

extension Point: Interpolatable {
  /// Both coordinates multiplied by `factor`.
  @inlinable
  public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }

  /// `x² + y²`.
  @inlinable
  public var magnitudeSquared: Double { x * x + y * y }
}

extension Size: Interpolatable {
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

extension Rect: Interpolatable {
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

  /// Whether the origin and the size are finite.
  @inlinable
  public var isFinite: Bool { origin.isFinite && size.isFinite }
}
