import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// PH-12: the Spring and Tossable interactions and Draggable's spring and decay settles.
@Suite("Spring interactions")
struct SpringInteractionTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let x = ReactiveProperty(0.0, name: "x")

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  @Test("PH-12, PH-5: writing a Spring's destination retargets with continuous value and velocity")
  func retargets() throws {
    let spring = try Spring(to: 100.0, parameters: .expressiveDefaultSpatial)
    runtime.add(spring, to: x)
    #expect(spring.state.value == .active && runtime.isActive(spring))
    source.advance(frames: 9)
    let change = source.now
    let first = try SpringAnimation(.expressiveDefaultSpatial, to: 100.0, from: 0, velocity: 0)
    let moved = try first.retargeted(to: -50, atLocalTime: change)
    spring.destination.value = -50
    #expect(close(x.value, first.sample(atLocalTime: change, from: .init(value: 0)).value))
    for _ in 0..<20 {
      source.advance(frames: 1)
      #expect(close(x.value, moved.sample(atLocalTime: source.now, from: .init(value: 0)).value))
    }
    // Continuity of the model itself at the change (value and velocity).
    let before = first.sample(atLocalTime: change, from: .init(value: 0))
    let after = moved.sample(atLocalTime: change, from: .init(value: 0))
    #expect(before == after)
    source.advance(by: 3)
    #expect(x.value == -50 && spring.state.value == .atRest && !runtime.isActive(spring))
  }

  @Test("PH-12, PH-5: writing a Spring's parameters retargets with the new physics")
  func newParameters() throws {
    let spring = try Spring(to: 100.0, parameters: .standardSlowSpatial)
    runtime.add(spring, to: x)
    source.advance(frames: 6)
    let change = source.now
    let model = try SpringAnimation(.standardSlowSpatial, to: 100.0, from: 0, velocity: 0)
      .retargeted(to: 100, atLocalTime: change, parameters: .standardFastSpatial)
    spring.parameters.value = .standardFastSpatial
    source.advance(frames: 6)
    #expect(close(x.value, model.sample(atLocalTime: source.now, from: .init(value: 0)).value))
  }

  @Test("PH-12, PH-5: a destination written at rest starts a new run from rest")
  func restartsFromRest() throws {
    let spring = try Spring(to: 10.0, parameters: .standardFastSpatial)
    runtime.add(spring, to: x)
    source.advance(by: 2)
    #expect(x.value == 10 && spring.state.value == .atRest)
    let start = source.now
    spring.destination.value = 20
    #expect(spring.state.value == .active)
    source.advance(frames: 4)
    let model = try SpringAnimation(.standardFastSpatial, to: 20.0, from: 10, velocity: 0)
    #expect(
      close(x.value, model.sample(atLocalTime: source.now - start, from: .init(value: 0)).value))
  }

  @Test("PH-12, RT-5: disabling a Spring stops it where it is; enabling starts a run")
  func toggles() throws {
    let spring = try Spring(to: 100.0)
    runtime.add(spring, to: x)
    source.advance(frames: 5)
    spring.enabled.value = false
    let held = x.value
    #expect(held > 0 && held < 100 && spring.state.value == .atRest)
    source.advance(by: 1)
    #expect(x.value == held && runtime.frameObserverCount == 0)
    spring.enabled.value = true
    source.advance(by: 2)
    #expect(x.value == 100)
  }

  @Test("PH-12: a Spring's initial velocity overrides the velocity showing")
  func initialVelocity() throws {
    let spring = try Spring(to: 0.0, parameters: .standardDefaultSpatial, initialVelocity: 800)
    runtime.add(spring, to: x)
    source.advance(frames: 3)
    let model = try SpringAnimation(.standardDefaultSpatial, to: 0.0, from: 0, velocity: 800)
    #expect(close(x.value, model.sample(atLocalTime: source.now, from: .init(value: 0)).value))
  }

  @Test("PH-12, PH-13: a Spring with a bad destination or threshold is a typed error")
  func badSpring() {
    #expect(throws: ParameterError.self) { try Spring(to: Double.nan) }
    #expect(throws: ParameterError.self) { try Spring(to: 1.0, restVelocity: -1) }
    #expect(throws: ParameterError.self) {
      try DragRelease(spring: .standardDefaultSpatial, projection: -1)
    }
  }

  @Test("PH-12, PH-13: a non-finite destination write is ignored; the spring keeps going")
  func badDestination() throws {
    let spring = try Spring(to: 100.0)
    runtime.add(spring, to: x)
    source.advance(frames: 3)
    spring.destination.value = .nan
    source.advance(by: 2)
    #expect(x.value == 100)
  }

  @Test(
    "PH-6, PH-12: one Spring's new run hands off from another's, continuous in value and velocity")
  func springToSpring() throws {
    let first = try Spring(to: 100.0, parameters: .standardSlowSpatial)
    runtime.add(first, to: x)
    source.advance(frames: 8)
    let handOff = source.now
    let model = try SpringAnimation(.standardSlowSpatial, to: 100.0, from: 0, velocity: 0)
    let showing = model.sample(atLocalTime: handOff, from: .init(value: 0))
    let second = try Spring(to: 0.0, parameters: .expressiveFastSpatial)
    runtime.add(second, to: x)
    #expect(first.state.value == .atRest)  // interrupted
    source.advance(frames: 3)
    let next = try SpringAnimation(
      .expressiveFastSpatial, to: 0.0, from: showing.value, velocity: showing.velocity)
    #expect(close(x.value, next.sample(atLocalTime: source.now - handOff, from: showing).value))
  }

  @Test(
    "PH-12, RT-7: a Spring on a runtime that implements only InteractionRuntime matches FrameRuntime"
  )
  func smallRuntime() throws {
    func run(on runtime: some InteractionRuntime, source: ManualFrameSource) throws -> [Double] {
      let x = ReactiveProperty(0.0)
      let spring = try Spring(to: 100.0, parameters: .expressiveFastSpatial)
      runtime.add(spring, to: x)
      var values: [Double] = []
      for step in 0..<40 {
        source.advance(frames: 1)
        if step == 10 { spring.destination.value = 30 }
        values.append(x.value)
      }
      return values
    }
    let small = ManualFrameSource()
    let smallValues = try withExtendedLifetime(SmallRuntime(frameSource: small)) {
      try run(on: $0, source: small)
    }
    let shipped = ManualFrameSource()
    let shippedValues = try withExtendedLifetime(FrameRuntime(frameSource: shipped)) {
      try run(on: $0, source: shipped)
    }
    #expect(smallValues == shippedValues && smallValues[5] > 0)
  }
}
