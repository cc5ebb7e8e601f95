import MotionPhysics
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

@Suite("Physics is a pure function of local time")
struct PhysicsScrubTests {
  /// Samples `sample` at `times` in the given order and in a shuffled order; both must agree.
  func scrubsIdentically<Value: Interpolatable>(
    _ sample: (Double) -> AnimationSample<Value>, seed: UInt64
  ) -> Bool {
    var random = SeededRandom(seed: seed)
    let times = (0..<400).map { _ in random.uniform(-0.5, 4) } + [0, 0.25, 1]
    let inOrder = times.sorted().map { ($0, sample($0)) }
    var shuffled = inOrder.map(\.0)
    shuffled.shuffle(using: &random)
    let again = Dictionary(
      shuffled.map { ($0, sample($0)) }, uniquingKeysWith: { first, _ in first })
    return inOrder.allSatisfy { again[$0.0] == $0.1 }
  }

  @Test(
    "PH-10: springs, retargeted springs, decays and bounded decays scrub to the same sample in any order"
  )
  func scrubOrder() throws {
    let showing = AnimationSample(value: 12.0, velocity: -30)
    let spring = try SpringAnimation(.expressiveFastSpatial, to: 100.0, delay: 0.1)
    let retargeted = try spring.retargeted(to: -20, atLocalTime: 0.3, from: showing)
    let decay = try DecayAnimation(.fast, from: 0.0, velocity: 900)
    let bounded = try BoundedDecayAnimation(
      .normal, bounds: 0...50, bounce: .standardDefaultSpatial, velocity: 400)
    #expect(scrubsIdentically({ spring.sample(atLocalTime: $0, from: showing) }, seed: 1))
    #expect(scrubsIdentically({ retargeted.sample(atLocalTime: $0, from: showing) }, seed: 2))
    #expect(scrubsIdentically({ decay.sample(atLocalTime: $0, from: showing) }, seed: 3))
    #expect(scrubsIdentically({ bounded.sample(atLocalTime: $0, from: showing) }, seed: 4))
    // The same time twice gives the same sample, whatever was sampled in between.
    let first = spring.sample(atLocalTime: 0.37, from: showing)
    _ = spring.sample(atLocalTime: 3, from: showing)
    #expect(spring.sample(atLocalTime: 0.37, from: showing) == first)
  }

  @Test("PH-11: each component of a Point is the scalar spring with the same parameters")
  func componentsAreIndependent() throws {
    let spring = try SpringAnimation(
      .materialMotion2017, to: Point(x: 100, y: -50), from: Point(x: 0, y: 20),
      velocity: Point(x: 300, y: -1000), restDisplacement: 0, restVelocity: 0)
    let x = try SpringAnimation(
      .materialMotion2017, to: 100.0, from: 0, velocity: 300, restDisplacement: 0, restVelocity: 0)
    let y = try SpringAnimation(
      .materialMotion2017, to: -50.0, from: 20, velocity: -1000, restDisplacement: 0,
      restVelocity: 0)
    let zero = AnimationSample(value: Point.zero)
    for time in stride(from: 0.0, through: 1, by: 0.01) {
      let sample = spring.sample(atLocalTime: time, from: zero)
      let sx = x.sample(atLocalTime: time, from: .init(value: 0))
      let sy = y.sample(atLocalTime: time, from: .init(value: 0))
      #expect(abs(sample.value.x - sx.value) < 1e-12 && abs(sample.value.y - sy.value) < 1e-12)
      #expect(abs(sample.velocity.x - sx.velocity) < 1e-10)
      #expect(abs(sample.velocity.y - sy.velocity) < 1e-10)
    }
    // A decay of a Point likewise.
    let fling = try DecayAnimation(.normal, from: Point(x: 1, y: 2), velocity: Point(x: 30, y: -40))
    let flingX = try DecayAnimation(.normal, from: 1.0, velocity: 30, restVelocity: 0)
    #expect(
      abs(
        fling.sample(atLocalTime: 0.4, from: zero).value.x
          - flingX.sample(atLocalTime: 0.4, from: .init(value: 0)).value) < 1e-12)
  }

  @Test("PH-11: rest requires every component at rest")
  func restNeedsEveryComponent() throws {
    let zero = AnimationSample(value: Point.zero)
    // x starts at rest, y far away: the Point spring rests no earlier than y alone.
    let spring = try SpringAnimation(
      .standardDefaultSpatial, to: Point(x: 0, y: 0), from: Point(x: 0, y: 500), velocity: .zero)
    let y = try SpringAnimation(.standardDefaultSpatial, to: 0.0, from: 500, velocity: 0)
    let end = spring.endSeconds(from: zero)
    #expect(end >= y.endSeconds(from: .init(value: 0)))
    // At every time from the end on, every component of the free motion is within thresholds.
    let free = try SpringAnimation(
      .standardDefaultSpatial, to: Point(x: 0, y: 0), from: Point(x: 0, y: 500), velocity: .zero,
      restDisplacement: 0, restVelocity: 0)
    for step in 0...500 {
      let sample = free.sample(atLocalTime: end + Double(step) / 500, from: zero)
      #expect(abs(sample.value.x) <= 0.001 && abs(sample.value.y) <= 0.001)
      #expect(abs(sample.velocity.x) <= 0.01 && abs(sample.velocity.y) <= 0.01)
    }
    #expect(spring.sample(atLocalTime: end, from: zero) == AnimationSample(value: Point.zero))
    // A decay rests when its speed (the length of its velocity) reaches the rest velocity.
    let fling = try DecayAnimation(
      .android, from: Point.zero, velocity: Point(x: 3, y: 4), restVelocity: 1)
    // ln(5 / 1) / 4.2: the speed is |(3, 4)| = 5.
    #expect(abs(fling.endSeconds(from: zero) - 0.383_199_502_960_500_04) < 1e-12)
  }
}
