#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Solves `x(t) = w` exactly, in closed form, for one half of a cubic-bezier curve.
///
/// `x(t) = a·t³ + b·t² + c·t` with `a = 1 + 3x1 − 3x2`, `b = 3x2 − 6x1`, `c = 3x1`, monotone on
/// [0, 1] because x1 and x2 are in [0, 1]. ``CubicBezier`` uses this frame for `x ≤ 0.5` and the
/// mirrored curve (control x values `1 − x2`, `1 − x1`, solving for `1 − x`) above, so the only
/// flat spot a frame can meet at its end is `t = 0`, where `w` itself is exact.
///
/// The cubic is depressed around its inflection `tc` (`s = t − tc`, `s³ + P·s + Q = 0`) with the
/// inflection's value `x(tc)` kept in double-double, so `Q` is exact to a rounding even at a flat
/// inflection such as (1, 0, 0, 1) at x = 0.5, where the cube root is taken analytically. With one
/// real root, Cardano's formula in its cancellation-free form; with three, the trigonometric form
/// for the isolated root, then Vieta's product `w / a` for the pair when the curve's root is one of
/// two merging roots (near a flat end). One Newton step in the better-conditioned variable then
/// removes the last rounding.
struct CubicBezierFrame: Hashable {
  enum Kind: Hashable {
    /// a = b = 0: x = c·t.
    case linear
    /// a = 0 or negligible: b·t² + c·t = w, plus Newton steps on the full cubic.
    case quadratic
    /// The general case, in closed form.
    case cubic
  }
  /// Which real root of the cubic the monotone branch through [0, 1] is, when there are three.
  enum Branch: Hashable {
    case largest, middle, smallest
  }

  // Declared hot first: the common path reads only the first 43 bytes.
  let tc: Double
  let p: Double
  let xcHi: Double
  let xcLo: Double
  let inverseA: Double
  let kind: Kind
  let branch: Branch
  let cardanoNeedsNoPolish: Bool
  let a: Double
  let b: Double
  let c: Double

  /// Prepares the frame for control x values `x1`, `x2` (given exactly as double-doubles).
  init(x1: DoubleDouble, x2: DoubleDouble) {
    let one = DoubleDouble(1)
    let aDD = one + 3 * x1 - 3 * x2
    let bDD = 3 * x2 - 6 * x1
    let cDD = 3 * x1
    a = aDD.value
    b = bDD.value
    c = cDD.value
    // A nearly vanishing cubic term (x2 − x1 within about 1e-6 of 1/3) puts the inflection
    // millions of units away, where the depressed form loses everything to cancellation: solve
    // the quadratic and let Newton steps on the full cubic add the tiny cubic term.
    if a == 0 || abs(a) <= 1e-6 * max(abs(b), abs(c)) {
      kind = a == 0 && b == 0 ? .linear : .quadratic
      tc = 0
      p = 0
      xcHi = 0
      xcLo = 0
      inverseA = 0
      branch = .largest
      cardanoNeedsNoPolish = false
      return
    }
    kind = .cubic
    inverseA = 1 / a
    let center = -b / (3 * a)
    tc = center
    let t = DoubleDouble(center)
    let xc = ((aDD * t + bDD) * t + cDD) * t
    xcHi = xc.hi
    xcLo = xc.lo
    let slope = (3 * aDD * t + 2 * bDD) * t + cDD
    p = slope.value / a
    if a < 0 {
      branch = .middle
    } else {
      branch = center < 0.5 ? .largest : .smallest
    }
    cardanoNeedsNoPolish = p >= 0 && center > -0.5 && center < 1.5
  }

  /// The parameter `t` in [0, 1] with `x(t) = w`, for `w` in [0, 0.5]. O(1).
  func solve(_ w: Double) -> Double {
    guard w > 0 else { return 0 }
    var t: Double
    switch kind {
    case .linear:
      return min(w / c, 1)
    case .quadratic:
      let root = max(c * c + 4 * b * w, 0).squareRoot()
      let denominator = c + root
      t = denominator > 0 ? 2 * w / denominator : 0
      if a != 0 { t = polish(t, w) }
    case .cubic:
      return solveCubic(w)
    }
    return polish(t, w)
  }

  private func solveCubic(_ w: Double) -> Double {
    let q = ((xcHi - w) + xcLo) * inverseA
    let half = q / 2
    let third = p / 3
    let discriminant = half * half + third * third * third
    if discriminant >= 0 || p >= 0 {
      let root = max(discriminant, 0).squareRoot()
      let m = -half - (half >= 0 ? root : -root)
      // u = ∛m and 1/u from one division-free inverse cube root; s = u + v with v = −(P/3)/u.
      // With P > 0, u and v have opposite signs and u + v cancels when P dominates; then use
      // s = (u³ + v³)/(u² − uv + v²) = −Q/(u² + P/3 + v²), a sum of positive terms.
      let inverse = m == 0 ? 0 : inverseCubeRoot(m)
      let u = m * inverse * inverse
      let v = -third * inverse
      var s = u + v
      if p >= 0 && abs(s) < 0.5 * abs(u) { s = m == 0 ? 0 : -q / (u * u + third + v * v) }
      let t = tc + s
      // With P ≥ 0 near the interval, Cardano's cancellation-free form is already accurate to a
      // few roundings relative to s: no Newton step needed.
      if cardanoNeedsNoPolish { return min(max(t, 0), 1) }
      // One real root: it is the branch's, unless rounding hid two roots merging at t = 0 (then
      // it is the far, isolated one). Outside [0, 1], keep whichever of it and the deflated
      // root fits the equation better: a root just outside by rounding stays.
      if p >= 0 || (t >= 0 && t <= 1) { return polish(t, w) }
      let deflated = deflate(isolated: t, isolatedIsLargest: s > 0, w)
      let clamped = min(max(t, 0), 1)
      return polish(residual(deflated, w) < residual(clamped, w) ? deflated : clamped, w)
    } else {
      let radius = (-third).squareRoot()
      let cosine = min(max(-half / (radius * radius * radius), -1), 1)
      let angle = acos(cosine) / 3
      // Away from a double root (|cos 3φ| < 0.9) every root is well conditioned in φ: take the
      // branch's directly, s_k = 2r·cos(φ − 2πk/3). Near one, take the isolated root and the
      // branch's from Vieta's product, which keeps its accuracy where the pair merges.
      if abs(cosine) < 0.9 {
        let shift: Double
        switch branch {
        case .largest: shift = 0
        case .middle: shift = 2 * Double.pi / 3
        case .smallest: shift = 4 * Double.pi / 3
        }
        let t = tc + 2 * radius * cos(angle - shift)
        return abs(tc) > 2 ? polish(t, w) : min(max(t, 0), 1)
      }
      let isolatedIsLargest = cosine >= 0
      let s = 2 * radius * cos(isolatedIsLargest ? angle : angle - 4 * Double.pi / 3)
      let isolated = tc + s
      switch (branch, isolatedIsLargest) {
      case (.largest, true), (.smallest, false): return polish(isolated, w)
      default:
        return polish(deflate(isolated: isolated, isolatedIsLargest: isolatedIsLargest, w), w)
      }
    }
  }

  /// `|x(t) − w|`.
  private func residual(_ t: Double, _ w: Double) -> Double {
    abs(((a * t + b) * t + c) * t - w)
  }

  /// The branch's root from the other two roots' sum and product (Vieta), given the isolated one.
  private func deflate(isolated: Double, isolatedIsLargest: Bool, _ w: Double) -> Double {
    guard isolated != 0 else { return 0 }
    let sum = -b * inverseA - isolated
    let product = w * inverseA / isolated
    let root = max(sum * sum - 4 * product, 0).squareRoot()
    let big = (sum + (sum >= 0 ? root : -root)) / 2
    let small = big != 0 ? product / big : 0
    let larger = max(big, small)
    let smaller = min(big, small)
    switch branch {
    case .largest: return larger
    case .smallest: return smaller
    case .middle: return isolatedIsLargest ? larger : smaller
    }
  }

  /// One Newton step on `x(t) − w` in t, clamped to [0, 1]. Used where t's own frame is the
  /// better conditioned one: near the flat end t = 0 and for nearly quadratic curves (the
  /// depressed frame's results need none).
  private func polish(_ t: Double, _ w: Double) -> Double {
    let residual = ((a * t + b) * t + c) * t - w
    let slope = (3 * a * t + 2 * b) * t + c
    guard slope > 0 else { return min(max(t, 0), 1) }
    let step = residual / slope
    return min(max(step.isFinite ? t - step : t, 0), 1)
  }

  /// `1 / ∛x` for finite, non-zero `x`, to about 1e-15 relative (the solver's Newton step
  /// removes the rest).
  ///
  /// The C library's `cbrt` costs more than the rest of an evaluation here (it rescales through
  /// `frexp` and `scalbn`) and Cardano's formula would divide by its result; this starts from
  /// minus a third of the exponent (an integer operation on the bit pattern, with a bias chosen
  /// for the smallest initial error, about 3.4 %) and refines with two division-free fourth-order
  /// steps: with `e = 1 − x·y³`, `y ← y·(1 + e/3 + 2e²/9 + 14e³/81)` (the series of
  /// `(1 − e)^(−1/3)`), so the error goes 3.4e-2 → ~1e-6 → rounding.
  @inline(__always)
  private func inverseCubeRoot(_ x: Double) -> Double {
    var a = x.magnitude
    var scale = 1.0
    if a < 0x1p-1000 {
      a *= 0x1p900
      scale = 0x1p300
    } else if a > 0x1p1000 {
      a *= 0x1p-900
      scale = 0x1p-300
    }
    var y = Double(bitPattern: 0x553E_F0FF_289D_D796 &- a.bitPattern / 3)
    for _ in 0..<2 {
      let e = 1 - a * y * y * y
      y += y * e * ((1.0 / 3) + e * ((2.0 / 9) + e * (14.0 / 81)))
    }
    return x < 0 ? -y * scale : y * scale
  }
}
