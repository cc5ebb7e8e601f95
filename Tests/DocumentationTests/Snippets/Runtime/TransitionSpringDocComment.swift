import MotionPhysics
import MotionRuntime
import MotionStreams
import Testing

// The example in the doc comment of Sources/Runtime/Transitions/TransitionSpring.swift, run by a
// test (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: a transition's spring")
struct TransitionSpringDocCommentSnippets {
  @Test("TR-8: the spring carries the sheet to the fore value forward, to the back one backward")
  func slide() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let sheet = MotionElement(name: "sheet", position: Point(x: 0, y: 800))
    let transition = try Transition(in: runtime, initialDirection: .forward)
    let slide = try TransitionSpring(
      back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200), parameters: .standardDefaultSpatial)
    transition.add(slide, to: sheet.position)
    #expect(slide.destination(toward: .backward) == Point(x: 0, y: 800))
    source.advance(by: 2)
    #expect(sheet.position.value == Point(x: 0, y: 200))
    #expect(transition.outcome == .finished)
  }
}
