import MotionGestures
import MotionRuntime
import MotionStreams
import Testing

// The example in the doc comment of Sources/Runtime/Transitions/TransitionDrag.swift
// (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: TransitionDrag")
struct TransitionDragDocCommentSnippets {
  @Test("TransitionDrag: a finger on the dismissing sheet holds it")
  func drag() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let sheet = MotionElement(name: "sheet", position: Point(x: 0, y: 200))
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let dismiss = try Transition(in: runtime, initialDirection: .backward)
    let slide = try TransitionSpring(back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200))
    dismiss.add(slide, to: sheet.position)
    let drag = try TransitionDrag(pan, transition: dismiss, back: slide.back, fore: slide.fore)
    runtime.add(drag, to: sheet)
    source.advance(frames: 3)
    pan.handle(
      PointerEvent(pointer: 1, phase: .down, position: Point(x: 0, y: 0), timestamp: source.now))
    let caught = sheet.position.value
    source.advance(by: 1)
    #expect(dismiss.isHeld && sheet.position.value == caught && dismiss.outcome == nil)
  }
}
