import MotionPhysics
import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// A spring's connection: its values go through the constraints it was added with (the driver
/// passes the connection's value closure through as it is), its state reaches both the spring
/// and the runtime.
@Suite("Spring constraints")
struct SpringConstraintTests {
  @Test("PH-12, RT-4: a spring's values reach the property through its constraints")
  func constrained() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    let spring = try Spring(to: 10.0, parameters: .standardDefaultSpatial)
    var written: [Double] = []
    let watch = property.subscribe { written.append($0) }
    runtime.add(spring, to: property, constraints: { $0.scaled(by: 2).offset(by: 1) })
    #expect(spring.state.value == .active && runtime.isActive(spring))
    source.advance(frames: 5)
    let arbiter = PropertyArbiter.of(property, in: runtime)
    // The arbiter shows the spring's own value; the property holds it constrained.
    let shown = try #require(arbiter.shownValue)
    #expect(property.value == shown * 2 + 1)
    #expect(written.count > 5 && written.dropFirst().allSatisfy { $0 >= 1 })
    source.advance(by: 5)
    #expect(property.value == 21)
    #expect(spring.state.value == .atRest && !runtime.isActive(spring))
    watch.unsubscribe()
  }
}
