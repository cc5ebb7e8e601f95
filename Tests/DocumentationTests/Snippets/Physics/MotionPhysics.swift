import MotionPhysics
import MotionTween
import Testing

// The Swift block of Physics.docc/MotionPhysics.md, run by a test that asserts what the article
// says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: MotionPhysics")
struct MotionPhysicsSnippets {
  @Test("PH-4, PH-5: the spring rests exactly on its destination; retargeting keeps the motion")
  func overview() throws {
    // A card released at 1,200 points per second settles on its slot with an expressive spring.
    let settle = try SpringAnimation(
      .expressiveDefaultSpatial, to: 320.0, from: 40, velocity: 1200)
    let start = AnimationSample(value: 40.0)
    let early = settle.sample(atLocalTime: 0.1, from: start)  // value and velocity 100 ms in
    let rest = settle.endSeconds(from: start)  // when it comes to rest, exactly at 320

    // The destination moves mid-flight: the motion continues without a jump or a kink.
    let moved = try settle.retargeted(to: 500, atLocalTime: 0.1)
    #expect(early.value > 40 && early.velocity > 0)
    #expect(settle.sample(atLocalTime: rest, from: start) == AnimationSample(value: 320))
    let continued = moved.sample(atLocalTime: 0.1, from: start)
    #expect(abs(continued.value - early.value) < 1e-9)
    #expect(abs(continued.velocity - early.velocity) < 1e-6)
    #expect(moved.sample(atLocalTime: 10, from: start).value == 500)
  }
}
