import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween
import Testing

// The block of Sources/Runtime/Runtime.docc/TransitionsWithADirection.md, run by a test that asserts what it
// says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: Transitions with a direction")
struct TransitionsArticleSnippets {
  @Test("the dismissal turned back mid-way brings the sheet back and is cancelled")
  func dismissal() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let sheet = MotionElement(name: "sheet", position: Point(x: 0, y: 200))
    let scrim = ReactiveProperty(0.6, name: "opacity")
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

    // Dismissing the sheet: back is off screen, fore is where it rests when presented.
    let dismiss = try Transition(in: runtime, initialDirection: .backward)
    let slide = try TransitionSpring(back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200))
    dismiss.add(slide, to: sheet.position)
    dismiss.add(try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6])), to: scrim)
    let drag = try TransitionDrag(pan, transition: dismiss, back: slide.back, fore: slide.fore)
    runtime.add(drag, to: sheet)
    dismiss.addCompletionObserver { outcome in print(outcome) }  // .finished: the sheet is gone
    source.advance(by: 0.1)
    dismiss.direction.value = .forward  // changed its mind: the sheet comes back, no jump
    source.advance(by: 3)
    #expect(dismiss.outcome == .cancelled)
    #expect(sheet.position.value == Point(x: 0, y: 200) && scrim.value == 0.6)
  }
}
