/// The prepared constants of one cubic-bezier curve and its exact evaluation.
///
/// A class so that every copy of a ``CubicBezier`` — and every tween segment that uses it —
/// shares one prepared solver: sampling thousands of tweens that use a handful of curves touches
/// a handful of solvers, which stay in cache. Immutable, hence `Sendable`.
@usableFromInline
final class CubicBezierSolver: Sendable {
  // Declared in the order evaluation reads them, so they share cache lines.
  private let ay: Double
  private let by: Double
  private let cy: Double
  private let lower: CubicBezierFrame
  private let upper: CubicBezierFrame

  /// Prepares the curve; the control values are validated by ``CubicBezier``.
  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    let one = DoubleDouble(1)
    lower = CubicBezierFrame(x1: DoubleDouble(x1), x2: DoubleDouble(x2))
    upper = CubicBezierFrame(x1: one - DoubleDouble(x2), x2: one - DoubleDouble(x1))
    ay = 1 + 3 * y1 - 3 * y2
    by = 3 * y2 - 6 * y1
    cy = 3 * y1
  }

  /// A solver for the diagonal, standing in where a segment has no bezier.
  static let unused = CubicBezierSolver(0, 0, 1, 1)

  /// The curve's y at `x`: 0 for `x ≤ 0`, 1 for `x ≥ 1`, NaN for NaN. O(1).
  @usableFromInline
  func value(at x: Double) -> Double {
    guard x > 0 else { return x.isNaN ? x : 0 }
    guard x < 1 else { return 1 }
    let t = x <= 0.5 ? lower.solve(x) : 1 - upper.solve(1 - x)
    return ((ay * t + by) * t + cy) * t
  }

  /// The parameter t in [0, 1] whose x is `x`. O(1).
  func parameter(forX x: Double) -> Double {
    guard x > 0 else { return x.isNaN ? x : 0 }
    guard x < 1 else { return 1 }
    return x <= 0.5 ? lower.solve(x) : 1 - upper.solve(1 - x)
  }
}
