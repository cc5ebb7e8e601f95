import MotionRuntime
import MotionStreams
import Testing

// The Swift block of Runtime.docc/MotionRuntime.md and the examples in the doc comments of
// Sources/Runtime that need MotionRuntime and MotionStreams, each run by a test that asserts what
// the text says (Docs/Testing.md, "Documentation snippets").
final class FadeIn: Interaction {
  func add(to target: MotionElement, runtime: some InteractionRuntime, constraints: Never?) {
    let start = runtime.now
    let fade = runtime.frames.map { time in min(1, (time - start) / 0.3) }
    runtime.connect(fade, to: target.opacity)
  }
}

@Suite("Snippets: MotionRuntime")
struct MotionRuntimeSnippets {
  @Test("FrameSource: an observer is called once per frame, with the frame's time")
  func frameObserver() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let source = ManualFrameSource(rate: .hz60)
    let subscription = source.addFrameObserver { time in print("frame at", time) }
    source.advance(frames: 2)  // prints two frames
    subscription.unsubscribe()
    source.advance(frames: 1)
    #expect(printed.lines == ["frame at \(1.0 / 60)", "frame at \(2.0 / 60)"])
  }

  @Test("Interaction: the FadeIn example fades its target in over 0.3 s")
  func fadeIn() {
    let source = ManualFrameSource(rate: .hz60)
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", opacity: 0)
    runtime.add(FadeIn(), to: card)
    source.advance(by: 0.15)
    #expect(abs(card.opacity.value - 0.5) < 1e-9)
    source.advance(by: 0.3)
    #expect(card.opacity.value == 1)
  }
}
