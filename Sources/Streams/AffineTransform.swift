/// A two-dimensional affine transform: a linear part `(a, b, c, d)` and a translation `(tx, ty)`.
///
/// A point `p` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, the same layout as Core Graphics'
/// `CGAffineTransform`, so values carry over from platform code unchanged.
///
/// ```swift
/// let spin = AffineTransform(rotationAngle: .pi / 2)
/// let turned = spin.apply(to: Point(x: 1, y: 0))  // (0, 1), to rounding
/// ```
public struct AffineTransform: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Row 1, column 1 of the linear part.
  public var a: Double
  /// Row 1, column 2 of the linear part.
  public var b: Double
  /// Row 2, column 1 of the linear part.
  public var c: Double
  /// Row 2, column 2 of the linear part.
  public var d: Double
  /// Horizontal translation.
  public var tx: Double
  /// Vertical translation.
  public var ty: Double

  /// Creates a transform from its six coefficients.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `(x, y)`.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `sx` horizontally and `sy` vertically.
  @inlinable
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians (positive turns +x towards +y).
  public init(rotationAngle angle: Double) {
    let cosine = Math.cosine(angle)
    let sine = Math.sine(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// `self` applied first, then `other`.
  @inlinable
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// The determinant of the linear part; zero (or non-finite) means the transform is singular.
  @inlinable
  public var determinant: Double { a * d - b * c }

  /// The inverse transform, or `nil` when the transform is singular or not finite.
  @inlinable
  public func inverted() -> AffineTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id)
    )
  }

  /// The image of `point`: linear part, then translation.
  @inlinable
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The image of the vector `vector`: the linear part only (translation does not move vectors).
  @inlinable
  public func applyLinear(to vector: Point) -> Point {
    Point(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
  }

  /// `"[a b c d tx ty]"`.
  public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
