import MotionRuntime
import MotionTween
import Testing

// The examples in the doc comments of Sources/Runtime/Interactions/AnimationInteraction.swift and
// Sources/Runtime/Completion/MotionCompletion.swift, each run by a test that asserts what it does
// (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: AnimationInteraction")
struct RuntimeTweenDocCommentSnippets {
  @Test("TL-R9: a tween added to a property runs from the runtime's time at add")
  func fade() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card")
    let fade = TweenInteraction(try Tween(duration: 0.3, values: [0.0, 1]))
    runtime.add(fade, to: card.opacity)
    #expect(card.state.opacity == 0)
    source.advance(by: 0.15)
    #expect(abs(card.state.opacity - 0.5) < 1e-9)
    source.advance(by: 0.15)
    #expect(card.state.opacity == 1)
  }

  @Test("MotionCompletion: awaited after the frames that end the fade, it has finished")
  func completion() async throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card")
    let fade = TweenInteraction(try Tween(duration: 0.3, values: [0.0, 1]))
    runtime.add(fade, to: card.opacity)
    let completion = runtime.completion(of: fade)
    source.advance(by: 0.5)
    let outcome = try await completion.value()  // .finished
    #expect(outcome == .finished)
    #expect(card.state.opacity == 1)
  }
}
