import MotionRuntime
import Testing

// The example in the doc comment of Sources/Runtime/Transitions/TransitionCompletion.swift, run
// by a test (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: a transition's completion")
struct TransitionCompletionDocCommentSnippets {
  @Test("TR-4: awaited after the frame that completes it, the transition has finished")
  func awaited() async throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let transition = try Transition(in: runtime)  // no motions: complete after one frame
    source.advance(frames: 1)
    let outcome = try await transition.completion.value()  // .finished or .cancelled
    #expect(outcome == .finished)
  }
}
