import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// A motion that is not a tween: it coasts from the value and velocity showing at its start,
/// decelerating linearly to rest over `seconds`.
struct Coast: Animation {
  let delay: Double
  let seconds: Double
  var timeline: Timeline? { nil }
  var startSeconds: Double { delay }
  var startsFromShowing: Bool { true }

  func endSeconds(from start: AnimationSample<Double>) -> Double { delay + seconds }

  func sample(atLocalTime localTime: Double, from start: AnimationSample<Double>)
    -> AnimationSample<Double>
  {
    let t = min(max(localTime - delay, 0), seconds)
    let slowing = 1 - t / seconds
    return AnimationSample(
      value: start.value + start.velocity * (t - t * t / (2 * seconds)),
      velocity: start.velocity * slowing)
  }
}

@Suite("Animation seam")
struct AnimationSeamTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test(
    "TW-6: a motion that starts from what shows takes the value and the velocity at its start instant"
  )
  func velocityHandOff() throws {
    let property = ReactiveProperty(0.0)
    let ramp = TweenInteraction(try Tween(duration: 1, values: [0.0, 100]))
    let coast = AnimationInteraction(Coast(delay: 0.5, seconds: 1))
    runtime.add(ramp, to: property)
    runtime.add(coast, to: property)
    #expect(property.value == 0)  // the ramp shows; the coast waits to start
    source.advance(by: 0.75)
    // Started at 0.5 s from 50 at 100/s: 50 + 100·(0.25 − 0.25²/2).
    #expect(abs(property.value - (50 + 100 * (0.25 - 0.03125))) < 1e-9)
    #expect(runtime.isActive(coast))
    source.advance(by: 1)
    #expect(abs(property.value - 100) < 1e-9)  // came to rest at 50 + 100·0.5
    #expect(!runtime.isActive(coast))
  }

  @Test("TW-15: an Animation that is not a tween takes part in precedence like one")
  func precedenceWithOtherKinds() throws {
    let property = ReactiveProperty(10.0)
    let coast = AnimationInteraction(Coast(delay: 0, seconds: 1))
    runtime.add(coast, to: property)
    let later = TweenInteraction(try Tween(duration: 0.5, values: [500.0, 600]))
    runtime.add(later, to: property)
    source.advance(by: 0.25)
    #expect(abs(property.value - 550) < 1e-9)
    later.enabled.value = false
    #expect(property.value == 10)  // the coast, from 10 at rest
  }
}
