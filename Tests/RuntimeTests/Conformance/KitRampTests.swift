import MotionRuntime
import MotionStreams
import Testing

@testable import MotionRuntimeConformance

/// The kit's ramp, the motion of most runtime scenarios: active until it arrives, then at rest
/// and off the frames. Before, no test saw a ramp after its arrival, so a ramp that kept its
/// frame subscription (writing its destination again on every frame) went unnoticed.
@Suite("Conformance kit ramp")
struct KitRampTests {
  @Test("RT-4: the kit's ramp arrives, reports rest and lets go of the runtime's frames")
  func arrives() {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    let before = runtime.frameObserverCount
    let ramp = KitRamp(to: 10, over: 0.05)
    runtime.add(ramp, to: property)
    #expect(runtime.isActive(ramp))
    #expect(runtime.frameObserverCount > before)
    source.advance(by: 0.1)
    #expect(property.value == 10)
    #expect(!runtime.isActive(ramp))
    #expect(runtime.frameObserverCount == before)
  }
}
