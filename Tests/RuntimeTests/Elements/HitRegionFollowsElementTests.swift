import Foundation
import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import Testing

/// A `MotionElement`'s bound hit region follows every write of its geometry, so what is hit is
/// what is drawn (issue 16: the thing you drag and the thing you hit are the same).
@Suite("Hit regions follow their elements")
struct HitRegionFollowsElementTests {
  /// Where a root point falls in an element drawn at `center` with `size`, turned by `angle`
  /// and scaled by `scale` about its center, computed by hand (no HitRegion code).
  static func local(_ point: Point, center: Point, size: Size, angle: Double, scale: Double)
    -> Point
  {
    let dx = point.x - center.x
    let dy = point.y - center.y
    // Undo the rotation (by -angle), then the scale.
    let x = (cos(angle) * dx + sin(angle) * dy) / scale
    let y = (-sin(angle) * dx + cos(angle) * dy) / scale
    return Point(x: x + size.width / 2, y: y + size.height / 2)
  }

  static func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test("binding places the region at once: the frame centred on the position, rotation and scale")
  func placesAtOnce() {
    let card = MotionElement(
      name: "card", position: Point(x: 100, y: 100), size: Size(width: 80, height: 120),
      rotation: .pi / 2, scale: 2)
    let region = card.makeHitRegion()
    #expect(card.hitRegion === region)
    #expect(region.name == "card")
    #expect(region.frame == Rect(x: 60, y: 40, width: 80, height: 120))
    // Turned a quarter and doubled, the card covers 240 wide and 160 tall about (100, 100).
    #expect(region.contains(rootPoint: Point(x: 215, y: 100)))
    #expect(!region.contains(rootPoint: Point(x: 100, y: 185)))
    let probe = Point(x: 130, y: 90)
    #expect(
      Self.near(
        region.convertFromRoot(probe),
        Self.local(
          probe, center: Point(x: 100, y: 100), size: Size(width: 80, height: 120),
          angle: .pi / 2, scale: 2)))
  }

  @Test(
    "drag a card away: a touch where it now is begins the pan, a touch where it was hits nothing")
  func dragThenTouch() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let card = MotionElement(
      name: "card", position: Point(x: 100, y: 100), size: Size(width: 80, height: 80))
    let pan = PanGestureRecognizer(element: card.makeHitRegion())
    runtime.add(Draggable(pan), to: card)
    var ignored: [PointerRouter.Problem] = []
    let router = PointerRouter { ignored.append($1) }
    router.add(card.hitRegion!) { pan.handle($0) }
    for event in [
      down(1, 100, 100, at: 0), move(1, 150, 100, at: 0.01), move(1, 300, 250, at: 0.02),
      up(1, 300, 250, at: 0.03),
    ] {
      router.handle(event)
    }
    let moved = card.position.value
    // The pan begins past its slop at (150, 100) and moves the card by what follows.
    #expect(moved == Point(x: 250, y: 250), "the drag moved the card to \(moved)")
    #expect(card.hitRegion?.frame.center == moved)
    var states: [GestureRecognizerState] = []
    let watching = pan.addStateChangeObserver { states.append($0) }
    // Where the card was: nothing is hit, the pan never hears of it.
    router.handle(down(2, 100, 100, at: 1))
    router.handle(up(2, 100, 100, at: 1.01))
    #expect(states.isEmpty)
    #expect(ignored == [.missedEveryRegion, .pointerNotDown])
    // Where the card is: the pan begins.
    router.handle(down(3, moved.x, moved.y, at: 2))
    router.handle(move(3, moved.x + 30, moved.y, at: 2.01))
    router.handle(move(3, moved.x + 60, moved.y, at: 2.02))
    #expect(states.first == .began)
    #expect(card.position.value == Point(x: moved.x + 30, y: moved.y))
    watching.unsubscribe()
  }

  @Test(
    "pinch and turn a card, then pan it: the centroid in the card's region is where it is drawn")
  func centroidAfterPinchAndTurn() {
    let card = MotionElement(position: Point(x: 200, y: 200), size: Size(width: 100, height: 50))
    let region = card.makeHitRegion()
    let pan = PanGestureRecognizer(element: region)
    // What a pinch and a rotation interaction write.
    card.scale.value = 1.5
    card.rotation.value = 0.3
    card.position.value = Point(x: 260, y: 230)
    pan.handle(down(1, 270, 240, at: 0))
    let expected = Self.local(
      Point(x: 270, y: 240), center: Point(x: 260, y: 230), size: Size(width: 100, height: 50),
      angle: 0.3, scale: 1.5)
    #expect(Self.near(pan.location(in: region), expected))
    #expect(region.contains(rootPoint: Point(x: 270, y: 240)))
  }

  @Test("every geometry write moves the region within that write's delivery")
  func sameDelivery() {
    let card = MotionElement(position: .zero, size: Size(width: 10, height: 10))
    let region = card.makeHitRegion()
    var seen: [Rect] = []
    let watching = card.position.asStream().subscribe { _ in seen.append(region.frame) }
    card.position.value = Point(x: 50, y: 60)
    card.size.value = Size(width: 20, height: 40)
    #expect(seen.last == Rect(x: 45, y: 55, width: 10, height: 10))
    #expect(region.frame == Rect(x: 40, y: 40, width: 20, height: 40))
    watching.unsubscribe()
  }

  @Test("binding another region, or unbinding, leaves the old one where it was")
  func rebinding() {
    let card = MotionElement(position: Point(x: 10, y: 10), size: Size(width: 4, height: 4))
    let first = card.makeHitRegion()
    let second = HitRegion()
    card.bind(second)
    card.position.value = Point(x: 20, y: 20)
    #expect(first.frame == Rect(x: 8, y: 8, width: 4, height: 4))
    #expect(second.frame == Rect(x: 18, y: 18, width: 4, height: 4))
    card.unbindHitRegion()
    card.unbindHitRegion()
    card.position.value = Point(x: 30, y: 30)
    #expect(card.hitRegion == nil)
    #expect(second.frame.center == Point(x: 20, y: 20))
  }

  @Test("MO-8: the element and its region are freed; a property kept after its element still works")
  func lifetimes() {
    weak var weakCard: MotionElement?
    weak var weakRegion: HitRegion?
    var kept: ReactiveProperty<Point>?
    do {
      let card = MotionElement(position: .zero, size: Size(width: 4, height: 4))
      weakRegion = card.makeHitRegion()
      weakCard = card
      kept = card.position
    }
    #expect(weakCard == nil)
    #expect(weakRegion == nil)
    kept?.value = Point(x: 1, y: 1)
    #expect(kept?.value == Point(x: 1, y: 1))
  }
}
