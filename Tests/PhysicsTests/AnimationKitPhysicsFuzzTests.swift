import MotionAnimationConformance
import MotionPhysics
import MotionTestSupport
import MotionTween
import Testing

/// Random springs, decays and bounded decays pass the animation kit: its bit-exact checks and
/// its velocity tolerance hold for the shipped physics in every regime.
@Suite("Animation conformance kit on random physics")
struct AnimationKitPhysicsFuzzTests {
  static let starts = [
    AnimationSample(value: 0.0, velocity: 0), AnimationSample(value: 40, velocity: -300),
    AnimationSample(value: -700, velocity: 4000),
  ]

  /// `value` half of the time, else `nil`.
  static func maybe(_ value: Double, _ random: inout SeededRandom) -> Double? {
    random.chance(50) ? value : nil
  }

  @Test("PH-1, PH-4, PH-6, PH-10: random springs pass every scenario of the kit")
  func randomSprings() throws {
    var random = SeededRandom(seed: 0x15_5081)
    for iteration in 0..<fuzzIterations(ci: 100) {
      let parameters = try SpringParameters(
        stiffness: random.uniform(10, 4000), dampingRatio: random.uniform(0.05, 3),
        mass: random.uniform(0.2, 3))
      let spring = try SpringAnimation(
        parameters, to: random.uniform(-500, 500),
        from: Self.maybe(random.uniform(-500, 500), &random),
        velocity: Self.maybe(random.uniform(-3000, 3000), &random),
        delay: random.chance(50) ? random.uniform(0, 0.5) : 0)
      let failures = AnimationConformance.check(
        spring, named: "spring \(iteration)", starts: Self.starts)
      #expect(failures.isEmpty, "\(parameters), \(spring.destination): \(failures)")
      if !failures.isEmpty { break }
    }
  }

  @Test("PH-7, PH-9, PH-10: random decays and bounded decays pass every scenario of the kit")
  func randomDecays() throws {
    var random = SeededRandom(seed: 0x15_DECA)
    for iteration in 0..<fuzzIterations(ci: 100) {
      let parameters = try DecayParameters(decayRate: random.uniform(0.5, 20))
      let (from, velocity) = (
        Self.maybe(random.uniform(-500, 500), &random),
        Self.maybe(random.uniform(-4000, 4000), &random)
      )
      let delay = random.chance(50) ? random.uniform(0, 0.5) : 0
      let decay = try DecayAnimation(parameters, from: from, velocity: velocity, delay: delay)
      let low = random.uniform(-600, 0)
      let bounded = try BoundedDecayAnimation(
        parameters, bounds: low...(low + random.uniform(1, 800)), bounce: .expressiveFastSpatial,
        from: from, velocity: velocity, delay: delay)
      for failures in [
        AnimationConformance.check(decay, named: "decay \(iteration)", starts: Self.starts),
        AnimationConformance.check(bounded, named: "bounded \(iteration)", starts: Self.starts),
      ] {
        #expect(failures.isEmpty, "\(parameters), \(bounded.bounds): \(failures)")
      }
    }
  }
}
