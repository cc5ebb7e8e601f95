/// A reference cubic-bezier evaluator in Float80 (64-bit significand), independent of the solver
/// under test: bisection on t, where the sign of `x(t) − x` at each midpoint is computed from the
/// Taylor expansion around whichever of t = 0, 1 or the inflection gives the smallest rounding
/// bound. Near a flat spot that expansion has no cancellation (for example `4(t − 0.5)³ − (x − 0.5)`
/// for (1, 0, 0, 1)), so the reference is accurate where iterating on `x(t) − x` directly is not.
struct BezierReference {
  let a: Float80
  let b: Float80
  let c: Float80
  let ay: Float80
  let by: Float80
  let cy: Float80
  let centers: [Float80]

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    let (x1, y1, x2, y2) = (Float80(x1), Float80(y1), Float80(x2), Float80(y2))
    a = 1 + 3 * x1 - 3 * x2
    b = 3 * x2 - 6 * x1
    c = 3 * x1
    ay = 1 + 3 * y1 - 3 * y2
    by = 3 * y2 - 6 * y1
    cy = 3 * y1
    var centers: [Float80] = [0, 1]
    if a != 0 { centers.append(-b / (3 * a)) }
    self.centers = centers
  }

  /// The sign of `x(t) − x`, from the best-conditioned expansion.
  func residual(_ t: Float80, _ x: Float80) -> Float80 {
    var best: (value: Float80, bound: Float80) = (0, .infinity)
    for e in centers {
      let value0 = ((a * e + b) * e + c) * e - x
      let slope = (3 * a * e + 2 * b) * e + c
      let half = 3 * a * e + b
      let h = t - e
      let (t1, t2, t3) = (slope * h, half * h * h, a * h * h * h)
      let bound = abs(value0) + abs(t1) + abs(t2) + abs(t3)
      if bound < best.bound { best = (value0 + t1 + t2 + t3, bound) }
    }
    return best.value
  }

  /// The curve's y at `x` in [0, 1].
  func value(at x: Double) -> Float80 {
    let target = Float80(x)
    var low: Float80 = 0
    var high: Float80 = 1
    for _ in 0..<80 {
      let mid = (low + high) / 2
      if mid == low || mid == high { break }
      if residual(mid, target) < 0 { low = mid } else { high = mid }
    }
    let t = (low + high) / 2
    return ((ay * t + by) * t + cy) * t
  }
}
