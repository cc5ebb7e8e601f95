import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// Reduced motion given what it cannot use (Docs/BadInput.md): a runtime that does not know the
/// setting, a destination that is not finite, the setting flipped from inside a delivery, zero
/// durations and zero-length tweens.
@Suite("Reduced motion: bad input")
struct ReducedMotionBadInputTests {
  let source = ManualFrameSource()

  @Test(
    "a runtime of one's own does not reduce; an interaction that asks to is reduced by Material's policy"
  )
  func customRuntime() throws {
    let runtime = SmallRuntime(frameSource: source)
    #expect(!runtime.reducesMotion && runtime.reducedMotionPolicy == .material)
    let x = ReactiveProperty(0.0, name: "x")
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [0.0, 100])), to: x)
    source.advance(by: 0.5)
    #expect(x.value == 50)
    let forced = TweenInteraction(try Tween(duration: 1, values: [0.0, 100]))
    forced.reducedMotion = ReducedMotionOverride(reduces: true)
    let y = ReactiveProperty(0.0, name: "y")
    runtime.add(forced, to: y)
    #expect(y.value == 100)
  }

  @Test("a non-finite destination written under reduce is ignored, as in full motion")
  func badDestination() throws {
    let runtime = FrameRuntime(frameSource: source)
    runtime.reducesMotion = true
    let spring = try Spring(to: 10.0)
    let x = ReactiveProperty(0.0, name: "x")
    runtime.add(spring, to: x)
    #expect(x.value == 10)
    spring.destination.value = .nan
    spring.destination.value = .infinity
    source.advance(frames: 2)
    #expect(x.value == 10 && !runtime.isActive)
    spring.destination.value = 20
    #expect(x.value == 20)
  }

  @Test("the setting flipped from inside a delivery applies to the registrations after the flip")
  func flippedInsideDelivery() throws {
    let runtime = FrameRuntime(frameSource: source)
    let x = ReactiveProperty(0.0, name: "x")
    let y = ReactiveProperty(0.0, name: "y")
    let later = TweenInteraction(try Tween(duration: 1, values: [0.0, 100]))
    var added = false
    let watch = x.subscribe { value in
      guard value >= 50, !added else { return }
      added = true
      runtime.reducesMotion = true  // inside the frame's write of x
      runtime.add(later, to: y)
    }
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [0.0, 100])), to: x)
    source.advance(by: 0.5)
    #expect(added && y.value == 100)  // registered after the flip: instant
    source.advance(by: 0.25)
    #expect(abs(x.value - 75) < 1e-9)  // registered before: plays on
    watch.unsubscribe()
  }

  @Test("zero durations and zero-length physics are already instant: unchanged under reduce")
  func alreadyInstant() throws {
    let runtime = FrameRuntime(frameSource: source)
    runtime.reducesMotion = true
    let x = ReactiveProperty(0.0, name: "x")
    runtime.add(TweenInteraction(try Tween(duration: 0, delay: 0.25, values: [3.0, 4])), to: x)
    #expect(x.value == 3)
    source.advance(by: 0.25)
    #expect(x.value == 4)
    let y = ReactiveProperty(2.0, name: "y")
    runtime.add(AnimationInteraction(try SpringAnimation(.standardFastSpatial, to: 2.0)), to: y)
    runtime.add(AnimationInteraction(try DecayAnimation<Double>(.normal, velocity: 0)), to: y)
    #expect(y.value == 2 && !runtime.isActive)
  }
}
