import MotionPhysics
import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// A property's arbiter observes the property while the runtime lives (the app's writes are
/// motions it registers) and stops when the runtime goes away, whatever order the runtime lets
/// go of its state in: nothing is left observing the property, and nothing leaks.
@Suite("Arbiter lifetime")
struct ArbiterLifetimeTests {
  /// Runs a tween to its end on `property` in the runtime `make` creates, then writes the
  /// property as the app would; returns the arbiter, weakly, once the runtime is gone.
  func scene(
    _ property: ReactiveProperty<Double>, _ make: (ManualFrameSource) -> any InteractionRuntime
  ) throws -> () -> PropertyArbiter<Double>? {
    let source = ManualFrameSource()
    weak var weakArbiter: PropertyArbiter<Double>?
    do {
      let runtime = make(source)
      let tween = try linear([0, 10], over: 1)
      tween.add(to: property, runtime: runtime, constraints: nil)
      let arbiter = PropertyArbiter.of(property, in: runtime)
      weakArbiter = arbiter
      source.advance(by: 2)
      #expect(property.value == 10)
      // The arbiter watches, in the property's watcher slot (not as an observer).
      #expect(property.watcher != nil)
      #expect(property.observerCount == 0)
      property.value = 5  // the app's write: a motion the arbiter registers
      #expect(arbiter.appWrites?.value == 5)
      source.advance(frames: 2)
      #expect(property.value == 5)
    }
    return { weakArbiter }
  }

  @Test("RT-1: a property's arbiter observes it while the runtime lives, and is freed with it")
  func freedWithFrameRuntime() throws {
    let property = ReactiveProperty(0.0)
    let arbiter = try scene(property) { FrameRuntime(frameSource: $0) }
    #expect(arbiter() == nil)
    #expect(property.watcher == nil && property.observerCount == 0)
    property.value = 7  // observed by nothing: no arbiter left to call
    #expect(property.value == 7)
  }

  @Test("RT-1: on a custom runtime too, whatever order it lets go of its state in")
  func freedWithCustomRuntimes() throws {
    for make: (ManualFrameSource) -> any InteractionRuntime in [
      { SmallRuntime(frameSource: $0) }, { PlainRuntime(frameSource: $0) },
    ] {
      let property = ReactiveProperty(0.0)
      let arbiter = try scene(property, make)
      #expect(arbiter() == nil)
      #expect(property.watcher == nil && property.observerCount == 0)
    }
  }

  @Test("RT-1: the arbiter and its property holding each other leak neither")
  func propertyFreed() throws {
    weak var weakProperty: ReactiveProperty<Double>?
    let arbiter: () -> PropertyArbiter<Double>?
    do {
      let property = ReactiveProperty(0.0)
      weakProperty = property
      arbiter = try scene(property) { FrameRuntime(frameSource: $0) }
    }
    #expect(weakProperty == nil)
    #expect(arbiter() == nil)
  }

  @Test("RT-1: a runtime let go of mid-motion frees the arbiter and stops writing")
  func freedMidMotion() throws {
    let source = ManualFrameSource()
    let property = ReactiveProperty(0.0)
    weak var weakArbiter: PropertyArbiter<Double>?
    do {
      let runtime = FrameRuntime(frameSource: source)
      runtime.add(try linear([0, 100], over: 1), to: property)
      runtime.add(try Spring(to: 50.0, parameters: .standardDefaultSpatial), to: property)
      source.advance(frames: 3)
      weakArbiter = PropertyArbiter.of(property, in: runtime)
      #expect(FrameLanes<Double>.of(runtime).count == 1)
    }
    #expect(weakArbiter == nil)
    #expect(property.observerCount == 0)
    let value = property.value
    source.advance(frames: 3)
    #expect(property.value == value)
  }
}
