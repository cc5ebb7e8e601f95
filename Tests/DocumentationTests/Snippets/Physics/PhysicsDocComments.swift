import MotionPhysics
import MotionTween
import Testing

// The examples in the doc comments of Sources/Physics that name an `AnimationSample`
// (MotionTween, so they show their imports), each run by a test that asserts what the comment
// says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: MotionPhysics doc comments")
struct PhysicsDocCommentSnippets {
  @Test("SpringAnimation: sampled 100 ms in, and its rest time")
  func springAnimation() throws {
    let spring = try SpringAnimation(
      .expressiveDefaultSpatial, to: 300.0, from: 0, velocity: 1200)
    let early = spring.sample(atLocalTime: 0.1, from: AnimationSample(value: 0)).value
    let end = spring.endSeconds(from: AnimationSample(value: 0))  // comes to rest
    #expect(early > 0 && early < 300)
    #expect(spring.sample(atLocalTime: end, from: AnimationSample(value: 0)).value == 300)
  }

  @Test("SpringAnimation.retargeted: the same value and velocity at the instant of retargeting")
  func retarget() throws {
    let spring = try SpringAnimation(.standardDefaultSpatial, to: 300.0, from: 0)
    let moved = try spring.retargeted(to: 500.0, atLocalTime: 0.12)
    // moved.sample(atLocalTime: 0.12, …) == spring.sample(atLocalTime: 0.12, …)
    let start = AnimationSample(value: 0.0)
    let (before, after) = (
      spring.sample(atLocalTime: 0.12, from: start), moved.sample(atLocalTime: 0.12, from: start)
    )
    #expect(abs(after.value - before.value) < 1e-9)
    #expect(abs(after.velocity - before.velocity) < 1e-6)
  }

  @Test("DecayAnimation: a 1,000 pt/s fling has coasted about 316 points after half a second")
  func decay() throws {
    let fling = try DecayAnimation(.normal, from: 0.0, velocity: 1000)
    let coasted = fling.sample(atLocalTime: 0.5, from: AnimationSample(value: 0)).value  // ≈ 316
    #expect(abs(coasted - 316) < 0.5)
  }

  @Test("SpringBatch: every spring's sample, into one array")
  func springBatch() throws {
    let springs = [
      try SpringAnimation(.standardDefaultSpatial, to: 100.0, from: 0, velocity: 0),
      try SpringAnimation(.expressiveFastSpatial, to: -50.0, from: 10, velocity: 300),
    ]
    let times = [0.05, 0.2]
    let batch = try SpringBatch(springs)
    var samples = [AnimationSample<Double>](
      repeating: AnimationSample(value: 0), count: batch.count)
    try batch.sample(atLocalTimes: times, into: &samples)  // allocates nothing
    #expect(
      samples
        == zip(springs, times).map { $0.sample(atLocalTime: $1, from: AnimationSample(value: 0)) })
  }
}
