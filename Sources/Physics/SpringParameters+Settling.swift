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
  /// their thresholds. Past its single peak F only decreases, and ln F is concave, so Newton's
  /// method on ln F = 0 started past the peak lands at or after the root at every step and
  /// converges to it from there: the result is never early, and later than the exact last
  /// crossing of either threshold by at most ln 2/ρ (the cost of adding the two ratios). It is
  /// 0 when F never exceeds 1.
  ///
  /// Lengths are Euclidean (`Interpolatable.magnitudeSquared`): a value whose length is within
  /// a threshold has every component within it, so for a multi-dimensional value every
  /// component is at rest (PH-11), conservatively. An undamped spring (damping 0), or a zero
  /// threshold, never rests unless the spring starts exactly at rest: infinity.
  ///
  /// - Complexity: O(1) vector operations and, typically, three to five logarithms; no
  ///   allocation.
  @inlinable
  public func settlingTime<Value: Interpolatable>(
    offset: Value, velocity: Value, restDisplacement: Double, restVelocity: Double
  ) -> Double {
    let rate = envelopeRate
    let omegaSquared = naturalFrequency * naturalFrequency
    // Displacement: P = d0, Q = v0 + ρ·d0. Velocity: P = v0, Q = q·v0 + ω²·d0 (sign aside),
    // with q = ζω below critical damping and −r₂ at or above it.
    let q = isUnderdamped ? decayRate : -fastRoot
    let offsetP = offset.magnitudeSquared.squareRoot()
    let offsetQ = (velocity + offset.scaled(by: rate)).magnitudeSquared.squareRoot()
    let velocityP = velocity.magnitudeSquared.squareRoot()
    let velocityQ = (velocity.scaled(by: q) + offset.scaled(by: omegaSquared))
      .magnitudeSquared.squareRoot()
    return Self.envelopeTime(
      rate: rate, limit: sineBound,
      p: Self.ratio(offsetP, restDisplacement) + Self.ratio(velocityP, restVelocity),
      q: Self.ratio(offsetQ, restDisplacement) + Self.ratio(velocityQ, restVelocity))
  }

  /// `amount / threshold`, with 0 / 0 = 0 (nothing to settle).
  @inlinable
  static func ratio(_ amount: Double, _ threshold: Double) -> Double {
    amount == 0 ? 0 : amount / threshold
  }

  /// The first time t past the envelope's peak with e^(−ρt)·(p + q·min(t, limit)) ≤ 1, or 0
  /// when the envelope never exceeds 1; infinity if it never falls to it.
  @inlinable
  static func envelopeTime(rate: Double, limit: Double, p: Double, q: Double) -> Double {
    if p == 0 && q == 0 { return 0 }
    guard p.isFinite, q.isFinite else { return .infinity }
    guard rate > 0 else { return p + q * limit <= 1 ? 0 : .infinity }
    // d/dt [e^(−ρt)(p + q·t)] = 0 at t = 1/ρ − p/q; past `limit` the envelope is a pure decay.
    let turn = q > 0 ? 1 / rate - p / q : 0
    let peak = max(0, min(turn, limit))
    // At rest from the start when the envelope's maximum is within 1 (no exponential needed
    // when it starts above 1, the usual case).
    if p <= 1 && exp(-rate * peak) * (p + q * min(peak, limit)) <= 1 { return 0 }
    // Start near the root: one fixed-point step of ρt = ln(p + q·min(t, L)) from t = 1/ρ. Any
    // start past the peak converges; a close one saves iterations.
    let guess = max(0, log(p + q * min(1 / rate, limit)) / rate)
    var time = max(log(p + q * min(guess, limit)) / rate, peak + 0.25 / rate)
    for step in 0..<60 {
      let linear = p + q * min(time, limit)
      let h = log(linear) - rate * time
      let slope = (time < limit ? q / linear : 0) - rate
      let next = time - h / slope
      // The first step may go either way; from then on only down, to the root, and every step
      // lands at or after it (the tangent of a concave function lies above it). Newton's error
      // squares at each step, so once a step is within a thousandth of the time, the point it
      // lands on is within parts in a million of the root: take it without another logarithm.
      if step > 0 {
        guard next < time else { break }
        if time - next <= 1e-3 * time {
          time = next
          break
        }
      }
      time = next
    }
    // A few rounding errors in h can only move the root by parts in 1e-15; stay after it.
    return time * (1 + 1e-12)
  }
}
