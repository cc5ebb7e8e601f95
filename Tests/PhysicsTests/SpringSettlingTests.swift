import MotionTestSupport
import MotionTween
import Testing

@testable import MotionPhysics

#if canImport(Glibc)
  import Glibc
#endif

/// How close the analytic settling time is (PH-4): never early, against the exact crossing of the
/// envelope and against a fine scan of the motion itself, and by how much it is late.
@Suite("The settling time is conservative and tight")
struct SpringSettlingTests {
  #if arch(x86_64) && !os(Windows)
    /// The last time F(t) = e^(−ρt)·(p + q·min(t, L)) is above 1, by bisection in Float80; 0
    /// when it never is.
    static func envelopeCrossing(rate: Double, limit: Double, p: Double, q: Double) -> Float80 {
      let (rho, cap, p80, q80) = (Float80(rate), Float80(limit), Float80(p), Float80(q))
      func envelope(_ t: Float80) -> Float80 { expl(-rho * t) * (p80 + q80 * min(t, cap)) }
      let turn = q80 > 0 ? 1 / rho - p80 / q80 : 0
      var low = max(0, min(turn, cap))  // the peak
      if envelope(low) <= 1 { return 0 }
      var high = low + 1 / rho
      while envelope(high) > 1 { high *= 2 }
      for _ in 0..<200 {
        let middle = (low + high) / 2
        if envelope(middle) > 1 { low = middle } else { high = middle }
      }
      return high
    }

    @Test(
      "PH-4: the settling time is never before the envelope's crossing, at most 0.0086/ρ after it, and exact past the sine's bound"
    )
    func againstTheEnvelope() {
      var worstLate = 0.0
      var checked = 0
      // In units of 1/ρ (ρ = 1): every order of magnitude of p and q, and bounds L from a
      // strongly over-damped spring's (0.03/ρ) to none (critical damping).
      for rate in [1.0, 37.5] {
        for limit in [0.03, 0.7, 2.06, 7, 22.3, 1e3, .infinity] {
          for pExponent in stride(from: -3.0, through: 13, by: 0.5) {
            for qExponent in stride(from: -3.0, through: 13, by: 0.5) {
              let p = pow(10, pExponent)
              let q = pow(10, qExponent) * rate
              let result = SpringParameters.envelopeTime(
                rate: rate, inverseRate: 1 / rate, limit: limit / rate, p: p, q: q)
              let crossing = Self.envelopeCrossing(rate: rate, limit: limit / rate, p: p, q: q)
              if crossing == 0 {
                #expect(result == 0, "p \(p) q \(q) L \(limit): never above 1")
                continue
              }
              checked += 1
              let late = Double(Float80(result) - crossing) * rate  // in units of 1/ρ
              #expect(late >= 0, "early: p \(p) q \(q) L \(limit) by \(late)/ρ")
              #expect(late <= 0.0086, "late: p \(p) q \(q) L \(limit) by \(late)/ρ")
              if Double(crossing) * rate > limit * 1.01 {
                // Past the sine's bound the envelope is a pure exponential: only the 1e-12
                // stretch and rounding remain.
                #expect(late <= 1e-10 * Double(crossing) * rate, "p \(p) q \(q) L \(limit)")
              }
              worstLate = max(worstLate, late)
            }
          }
        }
      }
      #expect(checked > 3_000)
      // The bound is reached: the Newton step from the Lambert W bound is about 0.0085/ρ late
      // where the root is near ρt = 8.
      #expect(worstLate > 0.008)
    }

    @Test("PH-4: an envelope at or just above 1 at its peak, or with q = 0, settles exactly")
    func envelopeEdges() {
      // Never above 1: at rest from the start.
      #expect(
        SpringParameters.envelopeTime(rate: 2, inverseRate: 0.5, limit: 1, p: 0.5, q: 0.2) == 0)
      // q = 0: a pure exponential, p·e^(−ρt) = 1 at ln p / ρ.
      let pure = SpringParameters.envelopeTime(rate: 2, inverseRate: 0.5, limit: 1, p: 1e4, q: 0)
      #expect(pure >= log(1e4) / 2 && pure <= log(1e4) / 2 * (1 + 1e-11))
      // A peak barely above 1 (p/b + ln b − 1 = x tiny): still never early, and tight.
      for x in [1e-12, 1e-8, 1e-4, 2e-4, 0.01] {
        // p = 0.5, b solves 0.5/b + ln b − 1 = x on the branch b > 0.5; ρ = 4.
        var low = 0.5
        var high = 100.0
        for _ in 0..<200 {
          let middle = (low + high) / 2
          if 0.5 / middle + log(middle) - 1 > x { high = middle } else { low = middle }
        }
        let q = high * 4
        let result = SpringParameters.envelopeTime(
          rate: 4, inverseRate: 0.25, limit: .infinity, p: 0.5, q: q)
        let crossing = Self.envelopeCrossing(rate: 4, limit: .infinity, p: 0.5, q: q)
        #expect(Float80(result) >= crossing, "x \(x)")
        #expect(Double(Float80(result) - crossing) * 4 <= max(x / 2, 1e-7), "x \(x)")
      }
      // The maximum above 1 by one rounding error (p = 0, b just above e: the computed
      // x is 0): the crossing is √(2·1.6e-16) ≈ 1.8e-8 past the peak, and still not missed.
      let nearlyE = 2.718_281_828_459_045_5
      let edge = SpringParameters.envelopeTime(
        rate: 2, inverseRate: 0.5, limit: .infinity, p: 0, q: 2 * nearlyE)
      let edgeCrossing = Self.envelopeCrossing(rate: 2, limit: .infinity, p: 0, q: 2 * nearlyE)
      #expect(edgeCrossing > 0.5 + 1e-9)
      #expect(Float80(edge) >= edgeCrossing && Float80(edge) <= edgeCrossing + 1e-6)
      // p = 0 (only the linear term): t·e^(−ρt) peaks at 1/(eρ), above 1 for ρ = 0.1.
      let linear = SpringParameters.envelopeTime(
        rate: 0.1, inverseRate: 10, limit: .infinity, p: 0, q: 1)
      let linearCrossing = Self.envelopeCrossing(rate: 0.1, limit: .infinity, p: 0, q: 1)
      #expect(linearCrossing > 10)
      #expect(Float80(linear) >= linearCrossing && Float80(linear) <= linearCrossing + 0.086)
      // q = 0 with no bound L (a critically damped spring started in its pure exponential
      // mode, v0 = −ω·d0): p·e^(−ρt) = 1 at ln p / ρ.
      let critical = SpringParameters.envelopeTime(
        rate: 3, inverseRate: 1.0 / 3, limit: .infinity, p: 1e4, q: 0)
      #expect(critical >= log(1e4) / 3 && critical <= log(1e4) / 3 * (1 + 1e-11))
      // An undamped spring within both thresholds from the start (p + q·L ≤ 1, here = 1) is
      // at rest.
      #expect(
        SpringParameters.envelopeTime(rate: 0, inverseRate: .infinity, limit: 1, p: 0.5, q: 0.5)
          == 0)
      #expect(
        SpringParameters.envelopeTime(rate: 0, inverseRate: .infinity, limit: 1, p: 0.5, q: 0.6)
          == .infinity)
      // Not finite, or undamped: never at rest.
      #expect(
        SpringParameters.envelopeTime(rate: 0, inverseRate: .infinity, limit: 1, p: 2, q: 1)
          == .infinity)
      #expect(
        SpringParameters.envelopeTime(rate: 1, inverseRate: 1, limit: 1, p: .infinity, q: 1)
          == .infinity)
      for limit in [1, Double.infinity] {
        for (p, q) in [(Double.infinity, 1.0), (1, .infinity), (.nan, 1), (1, .nan)] {
          #expect(
            SpringParameters.envelopeTime(rate: 1, inverseRate: 1, limit: limit, p: p, q: q)
              == .infinity, "p \(p) q \(q) L \(limit)")
        }
      }
      #expect(SpringParameters.envelopeTime(rate: 1, inverseRate: 1, limit: 1, p: 0, q: 0) == 0)
    }
  #endif

  @Test(
    "PH-4: an undamped spring that starts within both thresholds is at rest; a critically damped one in its pure exponential mode rests when it reaches them"
  )
  func restingStarts() throws {
    let showing = AnimationSample(value: 0.0)
    // ω = 5: 0.0005 away, the swing stays within 0.001 and its speed within 0.0025.
    let undamped = try SpringParameters(stiffness: 25, damping: 0)
    let still = try SpringAnimation(undamped, to: 1.0, from: 1.0005, velocity: 0)
    #expect(still.endSeconds(from: showing) == 0)
    #expect(still.sample(atLocalTime: 0, from: showing) == AnimationSample(value: 1))
    // ω = 10, ζ = 1, v0 = −ω·d0: x − to = d0·e^(−ωt) exactly; the envelope is p·e^(−ωt).
    let critical = try SpringParameters(stiffness: 100, dampingRatio: 1)
    let pure = try SpringAnimation(critical, to: 0.0, from: 2, velocity: -20)
    let end = pure.endSeconds(from: showing)
    let p = 2 / 0.001 + 20 / 0.01
    #expect(end >= log(p) / 10 && end <= log(p) / 10 * (1 + 1e-11))
  }

  @Test(
    "PH-4: each term of the envelope is its amount over its threshold; nothing over nothing is 0")
  func ratios() throws {
    #expect(SpringParameters.ratio(1, 0.001) == 1000)
    #expect(SpringParameters.ratio(3, 0.5) == 6)
    #expect(SpringParameters.ratio(0, 0) == 0 && SpringParameters.ratio(0, 0.01) == 0)
    // So a spring exactly at rest settles at once even with zero thresholds.
    let exact = try SpringAnimation(
      .standardDefaultSpatial, to: 5.0, from: 5, velocity: 0, restDisplacement: 0, restVelocity: 0)
    #expect(exact.endSeconds(from: AnimationSample(value: 0)) == 0)
  }

  /// Springs of every regime, with masses other than 1.
  static let springs: [SpringParameters] = [
    .standardDefaultSpatial, .expressiveFastSpatial, .standardFastEffects, .materialMotion2017,
    try! SpringParameters(stiffness: 300, dampingRatio: 50),
    try! SpringParameters(stiffness: 300, dampingRatio: 3),
    try! SpringParameters(stiffness: 1e5, dampingRatio: 1 - 1e-12, mass: 2),
    try! SpringParameters(stiffness: 170, dampingRatio: 1 + 1e-12),
    try! SpringParameters(stiffness: 170, dampingRatio: 1 - 1e-6, mass: 0.25),
    try! SpringParameters(stiffness: 400, dampingRatio: 0.999),
    try! SpringParameters(stiffness: 50, dampingRatio: 0.05, mass: 0.5),
  ]

  @Test(
    "PH-4: a fine scan of the motion finds it within both thresholds from the settling time on, and outside them not long before"
  )
  func againstTheMotion() throws {
    var random = SeededRandom(seed: 0x5E77_1E)
    for parameters in Self.springs {
      let rate = parameters.envelopeRate
      for trial in 0..<8 {
        let offset = trial == 0 ? 0.0005 : random.uniform(-400, 400)
        let velocity = trial == 1 ? 0 : random.uniform(-4000, 4000)
        let spring = try SpringAnimation(
          parameters, to: 100.0, from: 100 + offset, velocity: velocity)
        let free = try SpringAnimation(
          parameters, to: 100.0, from: 100 + offset, velocity: velocity, restDisplacement: 0,
          restVelocity: 0)
        let showing = AnimationSample(value: 0.0)
        let end = spring.endSeconds(from: showing)
        // Up to six e-folding times (or twenty periods) past the end, 25,000 steps.
        let horizon = end + max(6 / rate, 20 * parameters.duration)
        var lastOutside = 0.0
        for step in 0...25_000 {
          let time = horizon * Double(step) / 25_000
          let sample = free.sample(atLocalTime: time, from: showing)
          guard abs(sample.value - 100) > 0.001 || abs(sample.velocity) > 0.01 else { continue }
          lastOutside = time
          #expect(
            time < end, "\(parameters) d0 \(offset) v0 \(velocity): outside at \(time) ≥ \(end)")
        }
        #expect(spring.sample(atLocalTime: end, from: showing) == AnimationSample(value: 100))
        // How late: the envelope adds the two ratios (ln 2), bounds an oscillation by the sum of
        // its parts (ln √2), and is reached up to half a period after the last swing outside;
        // the solve adds at most 0.0086. A strongly over-damped spring whose slow mode nearly
        // cancels settles at the fast rate, which the envelope does not follow: not checked.
        guard parameters.dampingRatio < 1.5 else { continue }
        let halfPeriod = parameters.isUnderdamped ? Double.pi / parameters.splitFrequency : 0
        let bound = (log(2 * 2.0.squareRoot()) + 0.0086) / rate + halfPeriod
        #expect(
          end - lastOutside <= bound,
          "\(parameters) d0 \(offset) v0 \(velocity): \(end) vs last outside \(lastOutside)")
      }
    }
  }
}
