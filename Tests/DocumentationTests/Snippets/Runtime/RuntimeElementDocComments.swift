import MotionGestures
import MotionRuntime
import MotionStreams
import Testing

// The examples in the doc comments of Sources/Runtime that name gestures and geometry, each run
// by a test that asserts what the comment says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: elements and drags doc comments")
struct RuntimeElementDocCommentSnippets {
  let source = ManualFrameSource()
  let runtime: FrameRuntime

  init() { runtime = FrameRuntime(frameSource: source) }

  @Test("Draggable: a drag locked to x = 160 moves the card vertically only")
  func draggable() throws {
    let card = MotionElement(name: "card", position: Point(x: 160, y: 0))
    let cardNode = HitRegion(name: "card")
    let pan = PanGestureRecognizer(element: cardNode)
    runtime.add(
      Draggable(pan, release: try DragRelease()), to: card, constraints: { $0.xLocked(to: 160) })
    for event in [touch(.down, 0, 0, at: 0), touch(.move, 30, 30, at: 0.01)] { pan.handle(event) }
    pan.handle(touch(.move, 50, 60, at: 0.02))
    #expect(card.position.value.x == 160)
    #expect(card.position.value.y > 0)
  }

  @Test("MotionElement: the region follows the card; after-frame observers read one state")
  func element() {
    var rendered: [MotionElement.State] = []
    func render(_ state: MotionElement.State) { rendered.append(state) }
    let card = MotionElement(
      name: "card", position: Point(x: 10, y: 20), size: Size(width: 80, height: 120))
    let pan = PanGestureRecognizer(element: card.makeHitRegion())  // follows the card
    runtime.add(Draggable(pan), to: card)
    let rendering = runtime.addAfterFrameObserver { _ in render(card.state) }
    source.advance(frames: 1)
    #expect(rendered.last?.position == Point(x: 10, y: 20))
    rendering.unsubscribe()
  }

  @Test("MotionElement.makeHitRegion: a card dragged away is touched where it now is")
  func hitRegionFollows() {
    let card = MotionElement(
      name: "card", position: Point(x: 100, y: 100), size: Size(width: 80, height: 120))
    let pan = PanGestureRecognizer(element: card.makeHitRegion())
    runtime.add(Draggable(pan), to: card)  // the region moves with the card
    for event in [touch(.down, 100, 100, at: 0), touch(.move, 130, 100, at: 0.01)] {
      pan.handle(event)
    }
    pan.handle(touch(.move, 400, 100, at: 0.02))
    pan.handle(touch(.up, 400, 100, at: 0.03))
    #expect(card.position.value == Point(x: 370, y: 100))
    #expect(pan.element.contains(rootPoint: Point(x: 380, y: 110)))
    #expect(!pan.element.contains(rootPoint: Point(x: 110, y: 110)))
  }
}
