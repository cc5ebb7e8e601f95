import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// PH-6 through the runtime: a spring or decay starts from the value and velocity showing at its
/// start instant, takes the property over, and tweens keep their precedence over it (TW-18).
@Suite("Physics hand-off")
struct PhysicsHandOffTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let x = ReactiveProperty(0.0, name: "x")

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// Whether `a` and `b` agree to within `tolerance` of their scale.
  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  @Test("PH-6: a spring added over a running tween starts from its value and velocity")
  func tweenToSpring() throws {
    let tween = try Tween(duration: 1, values: [0.0, 100])
    runtime.add(TweenInteraction(tween), to: x)
    source.advance(frames: 18)
    let handOff = source.now
    let showing = tween.sample(atLocalTime: handOff, from: AnimationSample(value: 0))
    #expect(showing.velocity > 50)  // the tween is moving: the velocity matters
    let spring = try SpringAnimation(.standardDefaultSpatial, to: 50.0)
    runtime.add(AnimationInteraction(spring), to: x)
    #expect(x.value == showing.value)  // no jump at the hand-off
    for frame in 0..<30 {
      source.advance(frames: 1)
      let expected = spring.sample(atLocalTime: source.now - handOff, from: showing).value
      #expect(close(x.value, expected))
      guard frame == 2 else { continue }
      // A spring that ignored the velocity would differ:
      let still = spring.sample(
        atLocalTime: source.now - handOff, from: AnimationSample(value: showing.value))
      #expect(abs(still.value - x.value) > 0.1)
    }
  }

  @Test("PH-6: the interrupted tween never shows again, though it would still be in effect")
  func interruptedTweenIsGone() throws {
    let tween = try Tween(duration: 4, values: [0.0, 100])
    let tweening = TweenInteraction(tween)
    runtime.add(tweening, to: x)
    source.advance(frames: 6)
    runtime.add(AnimationInteraction(try SpringAnimation(.standardFastSpatial, to: -20.0)), to: x)
    source.advance(by: 2)  // the spring is at rest, the tween would be in effect until 4 s
    #expect(x.value == -20)
    #expect(!runtime.isActive(tweening))
    source.advance(by: 1)
    #expect(x.value == -20)
  }

  @Test("PH-6: an explicit from and velocity override what is showing")
  func explicitStart() throws {
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [0.0, 100])), to: x)
    source.advance(frames: 10)
    let start = source.now
    let spring = try SpringAnimation(.standardDefaultSpatial, to: 50.0, from: 10, velocity: -300)
    runtime.add(AnimationInteraction(spring), to: x)
    #expect(x.value == 10)
    source.advance(frames: 5)
    let expected = spring.sample(atLocalTime: source.now - start, from: AnimationSample(value: 0))
    #expect(close(x.value, expected.value))
  }

  @Test("PH-6, TW-18: a tween added over a running spring hides it; the spring shows again after")
  func tweenOverSpring() throws {
    let spring = try SpringAnimation(.standardSlowSpatial, to: 100.0, from: 0, velocity: 0)
    runtime.add(AnimationInteraction(spring), to: x)
    source.advance(frames: 6)
    let tween = try Tween(duration: 0.2, values: [300.0, 400])
    let tweenStart = source.now
    runtime.add(TweenInteraction(tween), to: x)
    source.advance(frames: 6)
    #expect(close(x.value, tween.value(atLocalTime: source.now - tweenStart, from: 0)))
    source.advance(frames: 12)  // the tween has ended; the spring is still moving
    #expect(source.now < spring.endSeconds(from: AnimationSample(value: 0)))
    let expected = spring.sample(atLocalTime: source.now, from: AnimationSample(value: 0))
    #expect(close(x.value, expected.value))
    source.advance(by: 3)
    #expect(x.value == 100)
  }

  @Test("PH-6, PH-9: a bounded decay takes a tween's velocity and springs back at its bound")
  func decayToBoundSpring() throws {
    let tween = try Tween(duration: 1, values: [0.0, 100])
    runtime.add(TweenInteraction(tween), to: x)
    source.advance(frames: 30)
    let start = source.now
    let showing = tween.sample(atLocalTime: start, from: AnimationSample(value: 0))
    let scroll = try BoundedDecayAnimation(
      .normal, bounds: 0...80, bounce: .standardDefaultSpatial)
    runtime.add(AnimationInteraction(scroll), to: x)
    let handOff = scroll.handOffTime(from: showing)
    #expect(handOff > 0 && handOff < 1)  // it reaches 80 and hands off to the spring
    var previous = x.value
    var largestStep = 0.0
    for _ in 0..<120 {
      source.advance(frames: 1)
      let expected = scroll.sample(atLocalTime: source.now - start, from: showing)
      #expect(close(x.value, expected.value))
      largestStep = max(largestStep, abs(x.value - previous))
      previous = x.value
    }
    // Value and velocity continuous at the hand-off: no frame jumps by more than the top speed.
    #expect(largestStep <= showing.velocity * source.frameInterval * 1.01)
    let before = scroll.sample(atLocalTime: handOff - 1e-9, from: showing)
    let after = scroll.sample(atLocalTime: handOff + 1e-9, from: showing)
    #expect(abs(before.value - after.value) < 1e-6)
    #expect(abs(before.velocity - after.velocity) < 1e-3 * abs(before.velocity))
    source.advance(by: 3)
    #expect(x.value == 80)
  }

  @Test("PH-10: a spring on a paused timeline scrubs through the runtime, in any order")
  func scrubbedSpring() throws {
    let timeline = Timeline(clock: source)
    timeline.paused.value = true
    let spring = try SpringAnimation(
      .expressiveDefaultSpatial, to: 100.0, from: 0, velocity: 400, delay: 0.1)
    runtime.add(AnimationInteraction(spring, timeline: timeline), to: x)
    var random = SeededRandom(seed: 14)
    for _ in 0..<50 {
      let offset = Double(random.next() % 2000) / 1000
      timeline.timeOffset.value = offset
      let expected = spring.sample(atLocalTime: offset, from: AnimationSample(value: 0))
      #expect(x.value == expected.value)
    }
  }
}
