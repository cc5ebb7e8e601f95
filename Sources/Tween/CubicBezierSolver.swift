/// The prepared constants of one cubic-bezier curve and its exact evaluation.
///
/// A class so that every copy of a ``CubicBezier`` — and every tween segment that uses it —
/// shares one prepared solver: sampling thousands of tweens that use a handful of curves touches
/// a handful of solvers, which stay in cache. Immutable after `init`, hence `Sendable`.
///
/// Evaluation is table-driven (see ``CubicBezierTable``): an interpolated initial guess for the
/// parameter `t(x)`, one Newton step, then `y(t)`. Intervals of x where that would not be exact
/// (near a flat spot of x(t), where the Newton step is ill-conditioned) are flagged when the
/// table is built and keep the closed-form solve of ``CubicBezierFrame``.
@usableFromInline
final class CubicBezierSolver: @unchecked Sendable {
  // Declared in the order evaluation reads them, so they share cache lines.
  @usableFromInline let table: CubicBezierTable
  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ax3: Double
  @usableFromInline let bx2: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  private let lower: CubicBezierFrame
  private let upper: CubicBezierFrame

  /// Prepares the curve; the control values are validated by ``CubicBezier``.
  /// - Complexity: O(``CubicBezierTable/intervals``): the table's knots come from the closed form.
  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    let one = DoubleDouble(1)
    let lower = CubicBezierFrame(x1: DoubleDouble(x1), x2: DoubleDouble(x2))
    let upper = CubicBezierFrame(x1: one - DoubleDouble(x2), x2: one - DoubleDouble(x1))
    self.lower = lower
    self.upper = upper
    ax = 1 + 3 * x1 - 3 * x2
    bx = 3 * x2 - 6 * x1
    cx = 3 * x1
    ax3 = 3 * ax
    bx2 = 2 * bx
    ay = 1 + 3 * y1 - 3 * y2
    by = 3 * y2 - 6 * y1
    cy = 3 * y1
    table = CubicBezierTable(
      x: (ax, bx, cx), y: (ay, by, cy),
      exactParameter: { x in x <= 0.5 ? lower.solve(x) : 1 - upper.solve(1 - x) })
  }

  deinit {
    table.deallocate()
  }

  /// A solver for the diagonal, standing in where a segment has no bezier.
  static let unused = CubicBezierSolver(0, 0, 1, 1)

  /// The curve's y at `x`: 0 for `x ≤ 0`, 1 for `x ≥ 1`, NaN for NaN. O(1), no allocation.
  ///
  /// Inlinable, so that a caller reading a curve out of an array borrows it instead of
  /// retaining its solver; the closed form stays out of line.
  @inlinable @inline(__always)
  func value(at x: Double) -> Double {
    guard x > 0 else { return x.isNaN ? x : 0 }
    guard x < 1 else { return 1 }
    let scaled = x * Double(CubicBezierTable.intervals)
    let index = Int(scaled)
    let s = scaled - Double(index)
    let knot = table.coefficients + 4 &* index
    let c0 = knot[0]
    var t: Double
    if c0.isNaN {
      t = closedFormParameter(x)
    } else {
      // Hermite guess (within about 1e-7), then one Halley step on x(t) − x: cubic convergence
      // takes it to rounding (the table's build checked that it does, in this interval).
      t = c0 + s * (knot[1] + s * (knot[2] + s * knot[3]))
      let residual = ((ax * t + bx) * t + cx) * t - x
      let slope = (ax3 * t + bx2) * t + cx
      let curvature = ax3 * t + bx
      t -= residual * slope / (slope * slope - residual * curvature)
    }
    return ((ay * t + by) * t + cy) * t
  }

  /// The parameter t in [0, 1] whose x is `x`, from the closed form. O(1).
  func parameter(forX x: Double) -> Double {
    guard x > 0 else { return x.isNaN ? x : 0 }
    guard x < 1 else { return 1 }
    return closedFormParameter(x)
  }

  /// The closed-form `t(x)` for `x` in (0, 1): the flagged intervals' path. Reads only the
  /// immutable frames (declared read-only, so callers' borrows survive the call).
  @usableFromInline @inline(never) @_effects(readonly)
  func closedFormParameter(_ x: Double) -> Double {
    x <= 0.5 ? lower.solve(x) : 1 - upper.solve(1 - x)
  }

  /// Whether x interval `index` (of ``CubicBezierTable/intervals``) keeps the closed form.
  func usesClosedForm(interval index: Int) -> Bool {
    table.coefficients[4 * index].isNaN
  }
}
