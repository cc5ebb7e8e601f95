public import MotionTween

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

extension SpringParameters {
  /// The time, in seconds after the start, from which a spring started `offset` (`from − to`)
  /// away from its destination with `velocity` stays within `restDisplacement` of it and below
  /// `restVelocity` (PH-4): an analytic, conservative settling time, computed once.
  ///
  /// Both the displacement and the velocity have the form
  /// e^(−ρt)·(P + Q·S(t)) with vector coefficients P, Q and |S(t)| ≤ min(t, L) (the sine or
  /// `expm1` factor of ``response(atTime:)``), so their lengths are bounded by the envelope
  /// F(t) = e^(−ρt)·(|P| + |Q|·min(t, L)), where ρ is the slowest decay rate. Past its single
  /// peak the envelope only decreases; the result is the first time past the peak at which both
  /// envelopes are within their thresholds (found by doubling and bisection of the envelope,
  /// never by simulating the spring), or 0 when the envelopes never exceed them.
  ///
  /// Lengths are Euclidean (`Interpolatable.magnitudeSquared`): a value whose length
  /// is within a threshold has every component within it, so for a multi-dimensional value
  /// every component is at rest (PH-11), conservatively. An undamped spring (damping 0) that is
  /// not already at rest never rests: infinity.
  ///
  /// - Complexity: O(1) vector operations plus about 100 scalar exponentials.
  public func settlingTime<Value: Interpolatable>(
    offset: Value, velocity: Value, restDisplacement: Double, restVelocity: Double
  ) -> Double {
    let rate = envelopeRate
    let omegaSquared = naturalFrequency * naturalFrequency
    // Displacement: P = d0, Q = v0 + ρ·d0. Velocity: P = v0, Q = q·v0 + ω²·d0 (sign aside),
    // with q = ζω below critical damping and −r₂ at or above it.
    let q = isUnderdamped ? decayRate : -fastRoot
    let displacementQ = (velocity + offset.scaled(by: rate)).magnitudeSquared.squareRoot()
    let velocityQ = (velocity.scaled(by: q) + offset.scaled(by: omegaSquared))
      .magnitudeSquared.squareRoot()
    let displacementTime = Self.envelopeTime(
      rate: rate, limit: sineBound, p: offset.magnitudeSquared.squareRoot(), q: displacementQ,
      threshold: restDisplacement)
    let velocityTime = Self.envelopeTime(
      rate: rate, limit: sineBound, p: velocity.magnitudeSquared.squareRoot(), q: velocityQ,
      threshold: restVelocity)
    return max(displacementTime, velocityTime)
  }

  /// The first time t ≥ the envelope's peak with e^(−ρt)·(p + q·min(t, limit)) ≤ threshold, or 0
  /// when the envelope never exceeds the threshold; infinity if it never falls to it.
  static func envelopeTime(
    rate: Double, limit: Double, p: Double, q: Double, threshold: Double
  ) -> Double {
    guard p.isFinite, q.isFinite else { return .infinity }
    if p == 0 && q == 0 { return 0 }
    func envelope(_ t: Double) -> Double { exp(-rate * t) * (p + q * min(t, limit)) }
    guard rate > 0 else { return p + q * limit <= threshold ? 0 : .infinity }
    // d/dt [e^(−ρt)(p + q·t)] = 0 at t = 1/ρ − p/q; past `limit` the envelope is a pure decay.
    let turn = q > 0 ? 1 / rate - p / q : 0
    let peak = max(0, min(turn, limit))
    if envelope(peak) <= threshold { return 0 }
    var low = peak
    var step = 1 / rate
    var high = peak + step
    var doublings = 0
    while envelope(high) > threshold {
      low = high
      step *= 2
      high = peak + step
      doublings += 1
      if doublings > 1100 || !high.isFinite { return .infinity }
    }
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      if middle <= low || middle >= high { break }
      if envelope(middle) > threshold { low = middle } else { high = middle }
    }
    return high
  }
}
