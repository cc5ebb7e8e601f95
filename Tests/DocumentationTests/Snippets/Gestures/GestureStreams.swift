import MotionGestures
import MotionStreams
import Testing

// The Swift blocks of Gestures.docc/GestureStreams.md and of the doc comments of
// Sources/Gestures/GestureOperators.swift and GestureRecognizer+Stream.swift, run by tests that
// assert what the texts say (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: gesture streams")
struct GestureStreamsSnippets {
  @Test("GR-9: translation(addedTo:in:) moves the position by the drag, with no jump at began")
  func translationAddedTo() {
    let parent = HitRegion(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let pan = PanGestureRecognizer(element: HitRegion(parent: parent))
    let position = ReactiveProperty(Point(x: 10, y: 10))
    let subscription = pan.asStream()
      .translation(addedTo: position.asStream(), in: parent)
      .subscribe { position.value = $0 }
    pan.handle(touch(.down, 0, 0, at: 0))
    pan.handle(touch(.move, 30, 0, at: 0.01))
    #expect(position.value == Point(x: 10, y: 10))  // the slop is consumed: no jump
    pan.handle(touch(.move, 50, 5, at: 0.02))
    #expect(position.value == Point(x: 30, y: 15))
    subscription.unsubscribe()
  }

  @Test("GR-9: a recognizer's stream emits a snapshot on every state write")
  func snapshots() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let pan = PanGestureRecognizer(element: HitRegion())
    let subscription = pan.asStream().subscribe { snapshot in print(snapshot.state) }
    for event in [touch(.down, 0, 0, at: 0), touch(.move, 30, 0, at: 0.01)] { pan.handle(event) }
    pan.handle(touch(.up, 30, 0, at: 0.02))
    subscription.unsubscribe()
    #expect(printed.lines == ["began", "ended", "possible"])
  }
}
