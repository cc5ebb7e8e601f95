import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// An ended motion folded into the arbiter's "ghost" still shows through its own connection, so
/// its constraints apply when it shows again (issue 17: the ghost taking the folded motion's
/// connection, deleted, survived: no test showed a folded motion again through constraints).
@Suite("Ghost connection")
struct GhostConnectionTests {
  @Test("RT-5 / TW-18: a folded tween shows again through its own constraints")
  func foldedShowsThroughConstraints() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    let short = TweenInteraction(try Tween(duration: 0.5, values: [0.0, 100]))
    let long = TweenInteraction(try Tween(duration: 1, values: [500.0, 600]))
    runtime.add(short, to: property, constraints: { $0.map { $0 + 10_000 } })
    runtime.add(long, to: property, constraints: { $0.map { -$0 } })
    source.advance(by: 1.5)  // both ended; the short one, ended first, is folded away
    #expect(property.value == -600)
    long.enabled.value = false  // the short one's end shows again, through its constraint
    #expect(property.value == 10_100)
    long.enabled.value = true
    #expect(property.value == -600)
  }
}
