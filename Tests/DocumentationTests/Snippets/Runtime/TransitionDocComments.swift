import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween
import Testing

// The examples in the doc comments of Sources/Runtime/Transitions/Transition.swift and
// TransitionSpring.swift, run by tests that assert what they say (Docs/Testing.md,
// "Documentation snippets").
@Suite("Snippets: Transition and TransitionSpring")
struct TransitionDocCommentSnippets {
  @Test("Transition: turned back mid-way, the sheet and the scrim go back without a jump")
  func transition() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let sheet = MotionElement(name: "sheet", position: Point(x: 0, y: 800))
    let scrim = MotionElement(name: "scrim", opacity: 0)
    let present = try Transition(in: runtime, initialDirection: .forward)
    present.add(
      try TransitionSpring(back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200)),
      to: sheet.position)
    present.add(try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6])), to: scrim.opacity)
    source.advance(by: 0.1)
    present.direction.value = .backward  // turns back mid-way: no jump, no kink
    #expect(sheet.position.value.y < 800 && runtime.velocity(of: sheet.position).y < 0)
    source.advance(by: 3)
    #expect(present.outcome == .cancelled)
    #expect(sheet.position.value == Point(x: 0, y: 800) && scrim.opacity.value == 0)
  }

  @Test("TransitionSpring: the sheet springs to its fore value")
  func spring() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let sheet = MotionElement(name: "sheet", position: Point(x: 0, y: 800))
    let transition = try Transition(in: runtime)
    let slide = try TransitionSpring(
      back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200), parameters: .standardDefaultSpatial)
    transition.add(slide, to: sheet.position)
    source.advance(by: 3)
    #expect(sheet.position.value == Point(x: 0, y: 200))
    #expect(transition.outcome == .finished)
  }
}
