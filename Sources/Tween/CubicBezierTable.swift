/// A cubic-bezier curve's per-curve lookup table: over each of ``intervals`` equal intervals of
/// x, a cubic in the interval's local coordinate that approximates the parameter `t(x)`.
///
/// Each cubic is the Hermite interpolant of the exact knots: `t(x_k)` from the closed form (see
/// ``CubicBezierFrame``) and the slope `dt/dx = 1 / x′(t)` at both ends, so a guess is within
/// about 1e-8 of `t` on smooth parts of the curve. ``CubicBezierSolver`` then takes one Newton
/// step on `x(t) − x`, which squares the guess's error (to about 1e-16), and evaluates `y(t)`.
///
/// An interval is flagged (its first coefficient is NaN) and keeps the closed form unless the
/// build proves the fast path exact there: with `e` four times the largest guess error measured
/// at seven points of the interval, and the extremes of the derivatives taken over the interval
/// widened by `e`, the bound
/// `max|y′| · (max|x″| / (2 min x′) · e² + rounding / min x′)` on the result's error must be at
/// most 1e-13. That rejects the intervals next to a flat spot of `x(t)` (a flat end, as in
/// `ease-in`, or a flat inflection, as in (1, 0, 0, 1)), where the Newton step is
/// ill-conditioned or the interpolant poor. Flat spots are where ``CubicBezierFrame`` takes the
/// cube root analytically.
///
/// 64 intervals × 4 coefficients: 2 KiB per curve, allocated once per distinct curve (curves are
/// interned by ``CubicBezierSolverCache``), freed by the owning solver.
@usableFromInline
struct CubicBezierTable {
  /// The number of equal x intervals over [0, 1]. A power of two: `x · intervals` is exact.
  @usableFromInline static var intervals: Int { 64 }

  /// `4 · intervals` values: per interval `c0, c1, c2, c3` with
  /// `t ≈ c0 + s·(c1 + s·(c2 + s·c3))` for `s = x · intervals − k` in [0, 1).
  @usableFromInline let coefficients: UnsafeMutablePointer<Double>

  /// Builds the table of the curve `x(t) = ax·t³ + bx·t² + cx·t`, `y(t) = ay·t³ + by·t² + cy·t`
  /// from its exact inverse `exactParameter`.
  init(
    x: (a: Double, b: Double, c: Double), y: (a: Double, b: Double, c: Double),
    exactParameter: (Double) -> Double
  ) {
    let count = Self.intervals
    let width = 1 / Double(count)
    let knots = (0...count).map { index -> (t: Double, slope: Double) in
      let t = index == 0 ? 0 : index == count ? 1 : exactParameter(Double(index) * width)
      let derivative = (3 * x.a * t + 2 * x.b) * t + x.c
      return (t, derivative > 0 ? width / derivative : .infinity)
    }
    coefficients = .allocate(capacity: 4 * count)
    let rounding = 8 * 0x1p-53 * (abs(x.a) + abs(x.b) + abs(x.c) + 1)
    for index in 0..<count {
      let (t0, m0) = knots[index]
      let (t1, m1) = knots[index + 1]
      let span = t1 - t0
      let cubic = (t0, m0, 3 * span - 2 * m0 - m1, m0 + m1 - 2 * span)
      var accepted = m0.isFinite && m1.isFinite
      if accepted {
        var guessError = 0.0
        for step in 1...7 {
          let s = Double(step) / 8
          let guess = cubic.0 + s * (cubic.1 + s * (cubic.2 + s * cubic.3))
          let exact = exactParameter((Double(index) + s) * width)
          guessError = max(guessError, abs(guess - exact))
        }
        let margin = 4 * guessError
        let low = t0 - margin
        let high = t1 + margin
        let slopeMin = Self.minimum(3 * x.a, 2 * x.b, x.c, low, high)
        let curvatureMax = max(abs(6 * x.a * low + 2 * x.b), abs(6 * x.a * high + 2 * x.b))
        let ySlopeMax = max(
          abs(Self.minimum(3 * y.a, 2 * y.b, y.c, low, high)),
          abs(Self.minimum(-3 * y.a, -2 * y.b, -y.c, low, high)))
        // Halley's step: e ← (x‴ / (6x′) − (x″ / (2x′))²) · e³, bounded over the interval.
        let ratio = curvatureMax / (2 * slopeMin)
        let contraction = abs(x.a) / slopeMin + ratio * ratio
        let bound = ySlopeMax * (contraction * margin * margin * margin + rounding / slopeMin)
        accepted = slopeMin > 0 && bound <= 1e-13
      }
      let slot = coefficients + 4 * index
      slot[0] = accepted ? cubic.0 : .nan
      slot[1] = cubic.1
      slot[2] = cubic.2
      slot[3] = cubic.3
    }
  }

  /// The minimum of `p·t² + q·t + r` over [low, high].
  private static func minimum(
    _ p: Double, _ q: Double, _ r: Double, _ low: Double, _ high: Double
  ) -> Double {
    var result = min((p * low + q) * low + r, (p * high + q) * high + r)
    if p > 0 {
      let vertex = -q / (2 * p)
      if vertex > low && vertex < high { result = min(result, (p * vertex + q) * vertex + r) }
    }
    return result
  }

  /// Frees the coefficients; called once, by the owning solver's `deinit`.
  func deallocate() {
    coefficients.deallocate()
  }
}
