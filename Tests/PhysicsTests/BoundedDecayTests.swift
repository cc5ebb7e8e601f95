import MotionPhysics
import MotionStreams
import MotionTween
import Testing

@Suite("Bounded decay: a fling that bounces at its bounds")
struct BoundedDecayTests {
  let showing = AnimationSample(value: 0.0)

  @Test(
    "PH-9: a decay that would cross a bound hands off at the crossing instant to a spring toward it, with the decay's velocity there"
  )
  func handOff() throws {
    let scroll = try BoundedDecayAnimation(
      .normal, bounds: 0...1000, bounce: .standardDefaultSpatial, from: 900, velocity: 2000)
    let plain = try DecayAnimation(.normal, from: 900.0, velocity: 2000)
    let crossing = scroll.handOffTime(from: showing)
    #expect(crossing > 0 && crossing < 0.1)
    // The free decay is at the bound at that instant...
    let free = plain.sample(atLocalTime: crossing, from: showing)
    #expect(abs(free.value - 1000) < 1e-9)
    // ...and the bounded one shows exactly the bound with the decay's velocity there.
    let atCrossing = scroll.sample(atLocalTime: crossing, from: showing)
    #expect(atCrossing.value == 1000)
    #expect(abs(atCrossing.velocity - free.velocity) < 1e-9 * free.velocity)
    // Before: the decay. After: overshoots the bound, then comes back to rest on it.
    #expect(
      scroll.sample(atLocalTime: crossing / 2, from: showing)
        == plain.sample(atLocalTime: crossing / 2, from: showing))
    var farthest = 0.0
    for step in 1...1000 {
      farthest = max(
        farthest, scroll.sample(atLocalTime: crossing + Double(step) / 1000, from: showing).value)
    }
    #expect(farthest > 1010)
    let end = scroll.endSeconds(from: showing)
    #expect(scroll.sample(atLocalTime: end, from: showing) == AnimationSample(value: 1000))
    // Continuity just around the hand-off.
    let just = scroll.sample(atLocalTime: crossing - 1e-9, from: showing)
    #expect(abs(just.value - 1000) < 1e-5 && abs(just.velocity - atCrossing.velocity) < 1e-3)
  }

  @Test(
    "PH-9: a decay that rests inside its bounds is a plain decay; one that starts outside springs back at once"
  )
  func insideAndOutside() throws {
    let inside = try BoundedDecayAnimation(
      .normal, bounds: -1000...1000, bounce: .standardDefaultSpatial, from: 0, velocity: -300)
    let plain = try DecayAnimation(.normal, from: 0.0, velocity: -300)
    #expect(inside.handOffTime(from: showing) == .infinity)
    #expect(inside.endSeconds(from: showing) == plain.endSeconds(from: showing))
    for time in [0.0, 0.5, 3, 100] {
      #expect(
        inside.sample(atLocalTime: time, from: showing)
          == plain.sample(atLocalTime: time, from: showing))
    }
    let outside = try BoundedDecayAnimation(
      .normal, bounds: 0...100, bounce: .standardFastSpatial, from: -40, velocity: -10)
    #expect(outside.handOffTime(from: showing) == 0)
    #expect(
      outside.sample(atLocalTime: 0, from: showing) == AnimationSample(value: -40, velocity: -10))
    let end = outside.endSeconds(from: showing)
    #expect(outside.sample(atLocalTime: end, from: showing) == AnimationSample(value: 0))
    // Starting from what is showing, the same.
    let fromShowing = try BoundedDecayAnimation(
      .normal, bounds: 0...100, bounce: .standardFastSpatial)
    let start = AnimationSample(value: -40.0, velocity: -10)
    #expect(fromShowing.startsFromShowing)
    #expect(
      fromShowing.sample(atLocalTime: 0.05, from: start)
        == outside.sample(atLocalTime: 0.05, from: showing))
  }
}
