import MotionRuntime
import Testing

// The examples in the doc comments of Sources/Runtime/Transitions/DirectionDecision.swift and
// TransitionCompletion.swift (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: DirectionDecision and TransitionCompletion")
struct DirectionDecisionDocCommentSnippets {
  @Test("DirectionDecision: a flick decides, a slow release goes past half way")
  func decision() {
    let decision = DirectionDecision()  // 100 points per second, as material-motion-swift
    let flicked = decision.direction(progress: 0.4, velocity: 350, initial: .backward)  // .forward
    let slow = decision.direction(progress: 0.4, velocity: 20, initial: .backward)  // .backward
    #expect(flicked == .forward && slow == .backward)
  }

  @Test("TransitionCompletion: awaited, it returns how the transition ended")
  func completion() async throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let transition = try Transition(in: runtime)
    source.advance(frames: 1)  // no motions: at its end after the first frame
    let outcome = try await transition.completion.value()  // .finished or .cancelled
    #expect(outcome == .finished)
  }
}
