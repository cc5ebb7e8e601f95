import MotionPhysics
import MotionStreams
import MotionTween
import Testing

// The example in BoundedDecayAnimation's doc comment, which bounds a Point in a Rect (both from
// MotionStreams), run by a test that asserts what the comment says.
@Suite("Snippets: BoundedDecayAnimation doc comment")
struct BoundedDecayDocCommentSnippets {
  @Test("BoundedDecayAnimation: the fling reaches its bound, then a spring takes over")
  func boundedDecay() throws {
    let scroll = try BoundedDecayAnimation(
      .normal, bounds: 0...1000, bounce: .standardDefaultSpatial, from: 900, velocity: 2000)
    let handOff = scroll.handOffTime(from: AnimationSample(value: 0))  // ≈ 0.053 s, at 1000
    let card = try BoundedDecayAnimation(
      .normal, bounds: Rect(x: 0, y: 0, width: 320, height: 480),
      bounce: .standardDefaultSpatial, from: Point(x: 300, y: 200), velocity: Point(x: 900, y: -50))
    #expect(abs(handOff - 0.053) < 0.0005)
    #expect(
      abs(scroll.sample(atLocalTime: handOff, from: AnimationSample(value: 0)).value - 1000) < 1e-6)
    // The card's x reaches the right edge and hands off; its y coasts to rest inside.
    let times = card.handOffTimes(from: AnimationSample(value: Point(x: 0, y: 0)))
    #expect(times.x.isFinite && times.x > 0)
    #expect(times.y == .infinity)
  }
}
