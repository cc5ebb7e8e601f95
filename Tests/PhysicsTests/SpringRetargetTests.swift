import MotionPhysics
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

@Suite("Retargeting a running spring")
struct SpringRetargetTests {
  @Test("PH-5: retargeting keeps value and velocity continuous (no jump, no kink)")
  func continuous() throws {
    let showing = AnimationSample(value: 0.0)
    let spring = try SpringAnimation(.expressiveDefaultSpatial, to: 300.0, from: 0, velocity: 0)
    let retargetTime = 0.08
    let moved = try spring.retargeted(to: -50, atLocalTime: retargetTime)
    let before = spring.sample(atLocalTime: retargetTime, from: showing)
    #expect(moved.sample(atLocalTime: retargetTime, from: showing) == before)
    #expect(moved.destination == -50 && moved.delay == retargetTime)
    // No kink: the slope just after the change is the velocity before it.
    let h = 1e-7
    let after = moved.sample(atLocalTime: retargetTime + h, from: showing).value
    #expect(abs((after - before.value) / h - before.velocity) < 1e-3 * abs(before.velocity))
    // The original is unchanged (a pure operation).
    #expect(spring.destination == 300)
    // New parameters continue from the same state.
    let stiffer = try spring.retargeted(
      to: 300, atLocalTime: retargetTime, parameters: .standardFastSpatial)
    #expect(stiffer.sample(atLocalTime: retargetTime, from: showing) == before)
    #expect(stiffer.parameters == .standardFastSpatial)
  }

  @Test(
    "PH-5: retargeting an at-rest spring starts it from rest; before the start it only changes the target"
  )
  func atRestAndBeforeStart() throws {
    let showing = AnimationSample(value: 0.0)
    let spring = try SpringAnimation(
      .standardDefaultSpatial, to: 1.0, from: 0, velocity: 0, delay: 1)
    let end = spring.endSeconds(from: showing)
    let later = try spring.retargeted(to: 2, atLocalTime: end + 1)
    #expect(
      later.sample(atLocalTime: end + 1, from: showing) == AnimationSample(value: 1, velocity: 0))
    #expect(later.sample(atLocalTime: end + 1.1, from: showing).value > 1)
    let early = try spring.retargeted(to: 5, atLocalTime: 0.5)
    #expect(early.delay == 1 && early.from == 0 && early.destination == 5)
  }

  @Test(
    "PH-5, PH-1: seeded fuzz: random springs and retarget sequences match a fine Runge-Kutta integration and stay continuous at every retarget"
  )
  func fuzzAgainstIntegrator() throws {
    var random = SeededRandom(seed: 0x5052_494E_4721)
    let showing = AnimationSample(value: 0.0)
    for iteration in 0..<fuzzIterations(ci: 60) {
      let parameters = try SpringParameters(
        stiffness: random.uniform(10, 2000), dampingRatio: random.uniform(0.05, 3),
        mass: random.uniform(0.2, 4))
      var spring = try SpringAnimation(
        parameters, to: random.uniform(-500, 500), from: random.uniform(-500, 500),
        velocity: random.uniform(-3000, 3000), restDisplacement: 0, restVelocity: 0)
      var integrator = SpringIntegrator(value: spring.from!, velocity: spring.initialVelocity!)
      var parametersNow = parameters
      let step = min(parameters.duration, 1 / parameters.naturalFrequency) / 2000
      var time = 0.0
      var scale = 1.0
      for _ in 0..<4 {
        scale = max(
          scale, abs(spring.destination - integrator.value),
          abs(integrator.velocity) / parametersNow.naturalFrequency)
        let stretch = random.uniform(0.2, 1.5) * parametersNow.duration
        let steps = Int(stretch / step)
        for index in 1...steps {
          integrator.step(step, parameters: parametersNow, to: spring.destination)
          time += step
          if index % 97 == 0 || index == steps {
            let sample = spring.sample(atLocalTime: time, from: showing)
            #expect(
              abs(sample.value - integrator.value) <= 1e-7 * scale,
              "seed iteration \(iteration) at \(time)")
            #expect(
              abs(sample.velocity - integrator.velocity) <= 1e-7 * scale
                * parametersNow.naturalFrequency)
          }
        }
        // Retarget (sometimes with new physics) at the integrator's time.
        let before = spring.sample(atLocalTime: time, from: showing)
        let newParameters =
          random.chance(30)
          ? try SpringParameters(
            stiffness: random.uniform(10, 2000), dampingRatio: random.uniform(0.05, 3)) : nil
        spring = try spring.retargeted(
          to: random.uniform(-500, 500), atLocalTime: time, parameters: newParameters)
        if let newParameters { parametersNow = newParameters }
        let after = spring.sample(atLocalTime: time, from: showing)
        #expect(after == before, "continuity at the retarget, iteration \(iteration)")
        // Continue the reference from the spring's state so the comparison stays about the
        // closed form, not about accumulated integration drift.
        integrator = SpringIntegrator(value: after.value, velocity: after.velocity)
      }
    }
  }
}
