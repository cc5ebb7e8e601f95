import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween
import Testing

// The Swift blocks of Runtime.docc/ShippedInteractions.md, each run by a test that asserts what
// the article says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: shipped interactions")
struct ShippedInteractionsSnippets {
  let source = ManualFrameSource()
  let runtime: FrameRuntime

  init() { runtime = FrameRuntime(frameSource: source) }

  @Test("TL-R9: a tween starts when added and writes its first value at once")
  func tween() throws {
    let card = MotionElement(name: "card", opacity: 0.5)
    let fade = TweenInteraction(try Tween(duration: 0.3, values: [0.0, 1]))
    runtime.add(fade, to: card.opacity)
    #expect(card.opacity.value == 0)
    source.advance(by: 0.3)
    #expect(card.opacity.value == 1)
    #expect(!runtime.isActive(fade))
  }

  @Test("constraints shape each drag: locked to a line, rubber-banded in bounds, a scale cap")
  func constraints() {
    let (card, sheet) = (MotionElement(name: "card"), MotionElement(name: "sheet"))
    let photo = MotionElement(name: "photo")
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    let pan = PanGestureRecognizer(element: HitRegion(name: "screen"))
    let pinch = ScaleGestureRecognizer(element: photo.makeHitRegion())
    runtime.add(Draggable(pan), to: card, constraints: { $0.xLocked(to: 160) })
    runtime.add(
      Draggable(pan), to: sheet, constraints: { $0.rubberBanded(inside: bounds, length: 40) })
    runtime.add(Scalable(pinch), to: photo, constraints: { $0.upperBound(4) })
    for event in [touch(.down, 0, 0, at: 0), touch(.move, 20, 0, at: 0.01)] { pan.handle(event) }
    pan.handle(touch(.move, 500, 50, at: 0.02))
    for event in [
      touch(.down, 0, 0, at: 0), touch(.down, 10, 0, at: 0, pointer: 2),
      touch(.move, 30, 0, at: 0.01, pointer: 2), touch(.move, 1000, 0, at: 0.02, pointer: 2),
    ] {
      pinch.handle(event)
    }
    #expect(card.position.value == Point(x: 160, y: 50))
    #expect(sheet.position.value.x > 100 && sheet.position.value.x < 140)  // pulled, not past 40
    #expect(photo.scale.value == 4)
  }

  @Test("PH-5: writing a spring's destination retargets it")
  func spring() throws {
    let card = MotionElement(name: "card", opacity: 0)
    let spring = try Spring(to: 1.0, parameters: .standardDefaultEffects)
    runtime.add(spring, to: card.opacity)
    spring.destination.value = 0.4  // retargets: no jump, no kink
    source.advance(by: 2)
    #expect(abs(card.opacity.value - 0.4) < 1e-3)
  }

  @Test("a toss springs the card to the anchor nearest to where the fling would coast")
  func tossing() throws {
    let card = MotionElement(name: "card")
    let pan = PanGestureRecognizer(element: card.makeHitRegion())
    let (left, center, right) = (Point(x: -300, y: 0), Point.zero, Point(x: 300, y: 0))
    let spring = try Spring(to: Point.zero, parameters: .expressiveDefaultSpatial)
    runtime.add(Tossable(pan, spring: spring, anchors: [left, center, right]), to: card)
    for (index, x) in [0.0, -20, -40, -60].enumerated() {
      pan.handle(touch(index == 0 ? .down : .move, x, 0, at: 0.01 * Double(index)))
    }
    pan.handle(touch(.up, -60, 0, at: 0.03))
    source.advance(by: 3)
    #expect(spring.destination.value == left)
  }
}
