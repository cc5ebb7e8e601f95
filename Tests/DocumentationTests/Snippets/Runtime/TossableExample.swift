import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import Testing

// The example in the doc comment of Sources/Runtime/Interactions/Tossable.swift, run by a test that asserts
// what it does (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: Tossable")
struct TossableExampleSnippets {
  @Test("a flick to the right springs the card to the right anchor")
  func toss() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card")
    let pan = PanGestureRecognizer(element: card.makeHitRegion())
    let (left, right) = (Point(x: -300, y: 0), Point(x: 300, y: 0))
    let spring = try Spring(to: Point(x: 0, y: 0), parameters: .expressiveDefaultSpatial)
    let toss = Tossable(pan, spring: spring, anchors: [left, right])
    runtime.add(toss, to: card)
    for (index, x) in [0.0, 20, 40, 60].enumerated() {
      pan.handle(touch(index == 0 ? .down : .move, x, 0, at: 0.01 * Double(index)))
    }
    pan.handle(touch(.up, 60, 0, at: 0.03))
    source.advance(by: 3)
    #expect(spring.destination.value == right)
    #expect((card.position.value - right).magnitudeSquared < 1e-2)
  }

  @Test("DragRelease: a card flung past the right edge of its bounds comes back onto it")
  func boundedRelease() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: Point(x: 200, y: 100))
    let pan = PanGestureRecognizer(element: card.makeHitRegion())
    let release = try DragRelease(decay: .normal, bounds: Rect(x: 0, y: 0, width: 320, height: 480))
    runtime.add(Draggable(pan, release: release), to: card)
    for (index, x) in [200.0, 220, 240, 260].enumerated() {
      pan.handle(touch(index == 0 ? .down : .move, x, 100, at: 0.01 * Double(index)))
    }
    pan.handle(touch(.up, 260, 100, at: 0.03))
    source.advance(by: 3)
    #expect(card.position.value.x == 320)  // 2,000 pt/s would coast far past 320
    #expect(card.position.value.y == 100)
    #expect(!runtime.isActive)
  }
}
