import MotionPhysics
import MotionTween
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Spring accuracy against an extended-precision reference")
struct SpringAccuracyTests {
  /// (damping ratio, stiffness, mass) cases: near-critical on both sides, stiff, heavily
  /// over-damped, under-damped, masses other than 1.
  static let cases: [(ratio: Double, stiffness: Double, mass: Double)] = [
    (1 - 1e-12, 170, 1), (1 + 1e-12, 170, 1), (1 - 1e-6, 170, 1), (1 + 1e-6, 170, 1),
    (1, 170, 1), (1 - 1e-12, 1e5, 2.5), (1 + 1e-6, 1e5, 1), (0.9, 1e5, 1), (50, 300, 1),
    (50, 1e5, 0.3), (0.05, 400, 1), (0.5, 10, 7.25), (1 + 1e-12, 3, 0.125), (2, 1, 1),
    (0, 100, 1),
  ]
  /// (from, to, velocity) starts.
  static let starts: [(from: Double, to: Double, velocity: Double)] = [
    (0, 1, 0), (0, 100, -2000), (5, -3, 40), (1e4, 0, 0), (0, 0, 250),
  ]

  #if arch(x86_64) && !os(Windows)
    @Test(
      "PH-1: value and velocity are within 1e-12 of the spring's scale in every regime, near critical damping too",
      arguments: 0..<cases.count)
    func matchesReference(caseIndex: Int) throws {
      let spec = Self.cases[caseIndex]
      let parameters = try SpringParameters(
        stiffness: spec.stiffness, dampingRatio: spec.ratio, mass: spec.mass)
      let reference = SpringReference(parameters)
      for start in Self.starts {
        let spring = try SpringAnimation(
          parameters, to: start.to, from: start.from, velocity: start.velocity,
          restDisplacement: 0, restVelocity: 0)
        let omega = parameters.naturalFrequency
        let scale = max(abs(start.to - start.from), abs(start.velocity) / omega, 1)
        // Up to the time the envelope has fallen to 1e-14 of the scale (or 200 periods).
        let horizon = min(
          parameters.settlingTime(
            offset: start.from - start.to, velocity: start.velocity,
            restDisplacement: 1e-14 * scale, restVelocity: 1e-14 * scale * omega),
          200 * parameters.duration)
        var worstValue = 0.0
        var worstVelocity = 0.0
        for step in 0...600 {
          // Denser near the start, where everything happens.
          let fraction = Double(step) / 600
          let time = horizon * fraction * fraction
          let sample = spring.sample(atLocalTime: time, from: AnimationSample(value: 0))
          let (y, v) = reference.state(
            atTime: time, offset: start.from - start.to, velocity: start.velocity)
          let valueError = Double(abs(Float80(sample.value - start.to) - y)) / scale
          let velocityError = Double(abs(Float80(sample.velocity) - v)) / (scale * omega)
          worstValue = max(worstValue, valueError)
          worstVelocity = max(worstVelocity, velocityError)
        }
        #expect(worstValue <= 1e-12, "ζ \(spec.ratio) k \(spec.stiffness) m \(spec.mass) \(start)")
        #expect(
          worstVelocity <= 1e-12, "velocity: ζ \(spec.ratio) k \(spec.stiffness) \(start)")
      }
    }

    @Test("PH-1: the test reference itself agrees with the critically damped closed form")
    func referenceIsSound() throws {
      // e^(−ωt)(1 + ωt) for a unit offset, computed independently of the matrix exponential.
      let parameters = try SpringParameters(stiffness: 4, dampingRatio: 1)
      let reference = SpringReference(parameters)
      for time in [0.0, 0.1, 1, 3.5, 10] {
        let (y, _) = reference.state(atTime: time, offset: 1, velocity: 0)
        let expected = Float80(2 * time + 1) * expl(-Float80(2 * time))
        // Ten squarings leave about 1e-16: four orders below what the tests check.
        #expect(abs(y - expected) < 1e-15)
      }
    }
  #endif

  @Test("PH-1: the regimes meet continuously at critical damping")
  func regimesMeet() throws {
    let critical = try SpringParameters(stiffness: 170, dampingRatio: 1)
    for ratio in [1 - 1e-15, 1 + 1e-15, 1 - 1e-9, 1 + 1e-9] {
      let near = try SpringParameters(stiffness: 170, dampingRatio: ratio)
      for time in stride(from: 0.0, through: 2, by: 0.01) {
        let a = critical.response(atTime: time)
        let b = near.response(atTime: time)
        #expect(abs(a.displacementFromOffset - b.displacementFromOffset) < 1e-8)
        #expect(abs(a.displacementFromVelocity - b.displacementFromVelocity) < 1e-8)
        #expect(abs(a.velocityFromVelocity - b.velocityFromVelocity) < 1e-8)
      }
    }
  }
}
