public import MotionTween

#if canImport(Glibc)
  public import Glibc
#elseif canImport(Musl)
  public import Musl
#elseif canImport(Darwin)
  public import Darwin
#elseif canImport(ucrt)
  public import ucrt
#endif

extension SpringParameters {
  /// The time, in seconds after the start, from which a spring started `offset` (`from − to`)
  /// away from its destination with `velocity` stays within `restDisplacement` of it and below
  /// `restVelocity` (PH-4): an analytic, conservative settling time.
  ///
  /// Both the displacement and the velocity have the form e^(−ρt)·(P + Q·S(t)) with vector
  /// coefficients P, Q and |S(t)| ≤ min(t, L) (the sine or `expm1` factor of
  /// ``response(atTime:)``), where ρ is the slowest decay rate. So |x − to| / restDisplacement +
  /// |v| / restVelocity is bounded by the envelope F(t) = e^(−ρt)·(p + q·min(t, L)) with
  /// p = |P₁|/restDisplacement + |P₂|/restVelocity and q likewise; once F ≤ 1 both are within
  /// their thresholds, and F has a single peak, so the result is the time F falls to 1 for
  /// good. It is found without iterating: one logarithm when the crossing lies past L (exact),
  /// else a closed-form bound on the Lambert W value it is and one Newton step, never early
  /// and at most 0.0086/ρ late. It is 0 when F never exceeds 1.
  ///
  /// Lengths are Euclidean (`Interpolatable.magnitudeSquared`): a value whose length is within
  /// a threshold has every component within it, so for a multi-dimensional value every
  /// component is at rest (PH-11), conservatively. An undamped spring (damping 0), or a zero
  /// threshold, never rests unless the spring starts exactly at rest: infinity.
  ///
  /// - Complexity: O(1) vector operations, one or two logarithms (three for a damping ratio
  ///   near 1) and a square root; no allocation, no iteration.
  @inlinable
  public func settlingTime<Value: Interpolatable>(
    offset: Value, velocity: Value, restDisplacement: Double, restVelocity: Double
  ) -> Double {
    // Displacement: P = d0, Q = v0 + ρ·d0. Velocity: P = v0, Q = κ·v0 + ω²·d0 (sign aside).
    let offsetP = offset.magnitudeSquared.squareRoot()
    let offsetQ = (velocity + offset.scaled(by: envelopeRate)).magnitudeSquared.squareRoot()
    let velocityP = velocity.magnitudeSquared.squareRoot()
    let velocityQ = (velocity.scaled(by: counterRate) + offset.scaled(by: omegaSquared))
      .magnitudeSquared.squareRoot()
    return Self.envelopeTime(
      rate: envelopeRate, inverseRate: inverseEnvelopeRate, limit: sineBound,
      p: Self.ratio(offsetP, restDisplacement) + Self.ratio(velocityP, restVelocity),
      q: Self.ratio(offsetQ, restDisplacement) + Self.ratio(velocityQ, restVelocity))
  }

  /// `amount / threshold`, with 0 / 0 = 0 (nothing to settle).
  @inlinable
  static func ratio(_ amount: Double, _ threshold: Double) -> Double {
    amount == 0 ? 0 : amount / threshold
  }

  /// The time t after which F(t) = e^(−ρt)·(p + q·min(t, L)) ≤ 1 for good, or 0 when F never
  /// exceeds 1; infinity if it never falls to 1. Never earlier than that time; later by at most
  /// 0.0086/ρ (a hundredth of the envelope's own e-folding time), and exact when the answer
  /// lies past L.
  ///
  /// In u = ρt, with b = q/ρ and Λ = ρL, the time solves u = ln(p + b·min(u, Λ)):
  /// - Past Λ the envelope is a pure exponential, and u = ln(p + q·L) is exact; it is the
  ///   answer whenever it lies past Λ (most springs: the sine's bound is reached within a
  ///   fraction of a period).
  /// - Otherwise u solves u = ln(p + b·u), the later root, which is a Lambert W value. Its
  ///   closed-form bound W₋₁(−e^(−x−1)) > −1 − √(2x) − x (Chatzigeorgiou, IEEE Communications
  ///   Letters 17(8), 1505–1508, 2013) gives, with x = p/b + ln b − 1, a start u₀ = ln b + √(2x) at or after
  ///   the root. From any start past the peak, one Newton step on f(u) = ln(p + b·u) − u lands
  ///   at or after the root, because f is concave and its tangent lies above it; from u₀ that
  ///   step is within 0.0086 of the root (the error squares: f″ = −b²/(p + b·u)² is small where
  ///   the start is far off). The step is written as
  ///   (p·ln y + b·u₀·(ln y − 1)) / (y − b) with y = p + b·u₀, which adds no quantities of
  ///   opposite sign when the start is far from the root.
  ///   When x ≤ 1e-4 (the maximum at most e^(1e-4) above 1) the bound is the answer: it is then
  ///   within x/3 of the root, and the step, near the peak, would be ill-conditioned. x carries
  ///   a margin of a few ulps for its own rounding, which the square root would magnify.
  /// - The result is stretched by 1e-12 to stay after the root through rounding.
  @inlinable
  static func envelopeTime(rate: Double, inverseRate: Double, limit: Double, p: Double, q: Double)
    -> Double
  {
    if p == 0 && q == 0 { return 0 }
    guard p.isFinite, q.isFinite else { return .infinity }
    guard rate > 0 else { return p + q * limit <= 1 ? 0 : .infinity }
    let b = q * inverseRate
    let capLimit = rate * limit
    if p <= 1 {
      // At rest from the start when the envelope's peak, at u = 1 − p/b within [0, Λ], is
      // within 1 (no exponential is needed when it starts above 1, the usual case).
      let peak = max(0, min(1 - p / b, capLimit))  // 0 when q = 0 (then 1 − p/b = −∞)
      if exp(-peak) * (p + b * min(peak, capLimit)) <= 1 { return 0 }
    }
    guard q > 0 else { return seconds(log(p), inverseRate) }
    // The pure exponential past Λ (infinite when L is).
    let capped = log(p + q * limit)
    if capped >= capLimit && capLimit < .infinity { return seconds(capped, inverseRate) }
    // How far, in logarithms, the linear form's maximum is above 1. Where that matters (near
    // the peak, where the square root below magnifies it) p/b and ln b are both within [0, 1],
    // so x's rounding is a few ulps: the margin covers it.
    let logB = log(b)
    let x = p / b + logB - 1
    let start = min(logB + (2 * max(x + 8 * Double.ulpOfOne, 0)).squareRoot(), capped)
    // Near the peak the bound is within x/3 of the root, and a Newton step would divide by a
    // slope of about √(2x): the bound is the answer.
    guard x > 1e-4 else { return seconds(start, inverseRate) }
    let y = p + b * start
    let logY = log(y)
    let root = (p * logY + b * start * (logY - 1)) / (y - b)
    return seconds(root, inverseRate)
  }

  /// u/ρ, stretched by 1e-12 so that rounding cannot bring it before the crossing.
  @inlinable
  static func seconds(_ u: Double, _ inverseRate: Double) -> Double {
    u * inverseRate * (1 + 1e-12)
  }
}
