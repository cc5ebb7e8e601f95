import MotionAnimationConformance
import MotionTween
import Testing

// The examples in the doc comments of Sources/AnimationConformance (AnimationConformance and
// AnimationTolerance) and the Swift block of AnimationConformance.docc/
// MotionAnimationConformance.md, compiled and run (Docs/Testing.md, "Documentation snippets").

@Test func fadeConforms() throws {
  let fade = try Tween(duration: 0.3, values: [1.0])
  let starts = [AnimationSample(value: 0.0), AnimationSample(value: 0.4, velocity: -2)]
  for failure in AnimationConformance.check(fade, starts: starts) {
    Issue.record(Comment(rawValue: failure.description))
  }
}
@Suite("Snippets: the animation kit's doc comments")
struct AnimationKitSnippetTests {
  @Test("TW-6: a single-value tween passes the kit, with the standard and a looser tolerance")
  func docComments() throws {
    let fade = try Tween(duration: 0.3, values: [1.0])
    let starts = [AnimationSample(value: 0.0), AnimationSample(value: 0.4, velocity: -2)]
    let failures = AnimationConformance.check(fade, starts: starts)  // none: tweens conform
    #expect(failures.isEmpty)
    try looser(fade, starts)
  }

  func looser(_ fade: Tween<Double>, _ starts: [AnimationSample<Double>]) throws {
    let loose = try AnimationTolerance(velocity: 1e-3)  // for a Float-valued animation, say
    let failures = AnimationConformance.check(fade, starts: starts, tolerance: loose)
    #expect(failures.isEmpty && loose.velocity == 1e-3)
  }
}
