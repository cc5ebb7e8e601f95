import MotionRuntime
import MotionStreams
import MotionTween
import Testing

// The example in the doc comment of Sources/Runtime/FrameRuntime/InteractionRuntime+Velocity.swift, run by a
// test that asserts what it does (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: a property's velocity")
struct VelocityExampleSnippets {
  @Test("a linear tween of 300 points over 0.3 s moves at 1,000 points per second")
  func velocity() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let offset = ReactiveProperty(0.0)
    let slide = TweenInteraction(try Tween(duration: 0.3, values: [0.0, 300]))
    runtime.add(slide, to: offset)
    source.advance(frames: 6)
    let speed = runtime.velocity(of: offset)  // 1,000 points per second, 0.1 s in
    #expect(abs(speed - 1000) < 1e-9)
  }
}
