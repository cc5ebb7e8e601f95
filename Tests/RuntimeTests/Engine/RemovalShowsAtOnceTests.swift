import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

@testable import MotionRuntime

/// A motion removed between frames (its connection cancelled by the app's runtime) stops
/// showing at once: the motion below it takes over in the same call, not at the next frame.
@Suite("Removing a motion between frames")
struct RemovalShowsAtOnceTests {
  @Test("Cancelling a running tween's connection shows the ended tween below it at once")
  func cancelledTweenGivesWayAtOnce() throws {
    let source = ManualFrameSource()
    // A runtime of the app's that keeps its connections and can cancel one.
    let runtime = PlainRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    runtime.add(try linear([0, 100], over: 0.1), to: property)
    source.advance(by: 0.2)
    #expect(property.value == 100)
    runtime.add(try linear([100, 200], over: 1), to: property)
    source.advance(by: 0.5)
    #expect(property.value == 150)
    #expect(runtime.connections.count == 2)

    runtime.connections[1].unsubscribe()
    // No frame has run since: what shows is the first tween's end, not the cancelled one's
    // last value.
    #expect(property.value == 100)
    source.advance(by: 0.5)
    #expect(property.value == 100)
  }
}
