import MotionRuntime
import MotionStreams
import MotionTween
import Testing

// The block of Sources/Runtime/Runtime.docc/AwaitingTheEnd.md, run by a test that asserts what
// the article says of it (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: Awaiting the end of an animation")
struct AwaitingTheEndSnippets {
  @Test("a task awaiting the slide's completion resumes with finished after the frames")
  func awaiting() async throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
    let slide = TweenInteraction(
      try Tween(duration: 0.3, values: [Point(x: 0, y: 0), Point(x: 100, y: 0)]))
    runtime.add(slide, to: card.position)
    let completion = runtime.completion(of: slide)
    let waiting = Task { try await completion.value() }
    source.advance(by: 0.5)
    let outcome = try await waiting.value  // .finished
    #expect(outcome == .finished)
    #expect(card.position.value == Point(x: 100, y: 0))
  }
}
