import MotionGestures
import MotionStreams
import Testing

// The Swift block of Gestures.docc/MotionGestures.md, run by a test that asserts what the
// article says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: MotionGestures")
struct MotionGesturesSnippets {
  @Test("GR-9: raw events in, a pan begins past its slop, and the card follows from where it was")
  func overview() {
    let card = HitRegion(frame: Rect(x: 40, y: 40, width: 200, height: 120))
    let pan = PanGestureRecognizer(element: card)
    let position = ReactiveProperty(card.frame.origin)

    let subscription = pan.asStream()
      .translation(addedTo: position.asStream(), in: nil)
      .subscribe { position.value = $0 }

    pan.handle(PointerEvent(pointer: 1, phase: .down, position: Point(x: 60, y: 60), timestamp: 0))
    pan.handle(
      PointerEvent(pointer: 1, phase: .move, position: Point(x: 90, y: 60), timestamp: 0.016))
    #expect(pan.state == .began)
    #expect(position.value == Point(x: 40, y: 40))
    pan.handle(
      PointerEvent(pointer: 1, phase: .move, position: Point(x: 100, y: 65), timestamp: 0.032))
    #expect(position.value == Point(x: 50, y: 45))
    subscription.unsubscribe()
  }
}
