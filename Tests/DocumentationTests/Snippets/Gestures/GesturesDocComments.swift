import MotionGestures
import MotionStreams
import Testing

// The examples in the doc comments of Sources/Gestures that name geometry or streams
// (MotionStreams, so they show their imports), each run by a test that asserts what the comment
// says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: MotionGestures doc comments")
struct GesturesDocCommentSnippets {
  @Test("GestureCoordinator: a tap required to fail a double tap waits, and fails when it wins")
  func coordinator() throws {
    let region = HitRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let tap = try TapGestureRecognizer(element: region)
    let doubleTap = try TapGestureRecognizer(element: region, numberOfTaps: 2)
    let (taps, doubleTaps) = (StateLog(tap), StateLog(doubleTap))
    let event = touch(.down, 5, 5, at: 0)
    let coordinator = GestureCoordinator()
    try coordinator.add(tap)
    try coordinator.add(doubleTap)
    try coordinator.require(tap, toFail: doubleTap)
    coordinator.handle(event)  // feeds every recognizer, in the order they were added
    coordinator.handle(touch(.up, 5, 5, at: 0.05))
    #expect(taps.states.isEmpty && tap.isWaitingForFailure)
    coordinator.handle(touch(.down, 5, 5, at: 0.1))
    coordinator.handle(touch(.up, 5, 5, at: 0.15))
    #expect(doubleTaps.states == [.ended, .possible])
    #expect(taps.states == [.failed, .possible])
  }

  @Test("HitRegion: a point in root space, in the region's own coordinates")
  func hitRegion() {
    let card = HitRegion(frame: Rect(x: 100, y: 50, width: 200, height: 100))
    let local = card.convertFromRoot(Point(x: 110, y: 60))  // (10, 10)
    #expect(local == Point(x: 10, y: 10))
  }

  @Test("PanGestureRecognizer: each state write is observed, with the translation")
  func pan() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let card = HitRegion()
    let pan = PanGestureRecognizer(element: card)
    pan.addStateChangeObserver { [unowned pan] state in print(state, pan.translation(in: nil)) }
    pan.handle(PointerEvent(pointer: 1, phase: .down, position: Point(x: 0, y: 0), timestamp: 0))
    pan.handle(touch(.move, 30, 0, at: 0.01))
    pan.handle(touch(.move, 40, 0, at: 0.02))
    #expect(printed.lines == ["began (0.0, 0.0)", "changed (10.0, 0.0)"])
  }

  @Test("PointerEvent: a down at a position in root space, at a time in seconds")
  func pointerEvent() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let down = PointerEvent(pointer: 1, phase: .down, position: Point(x: 10, y: 20), timestamp: 0)
    pan.handle(down)
    pan.handle(touch(.move, 40, 20, at: 0.01))
    #expect(pan.state == .began)
    #expect(pan.location(in: nil) == Point(x: 40, y: 20))
  }

  @Test("PointerRouter: a down goes to the region it hits, and its pointer stays captured")
  func router() throws {
    let card = HitRegion(frame: Rect(x: 0, y: 0, width: 80, height: 80))
    let pan = PanGestureRecognizer(element: card)
    let touch = Point(x: 40, y: 40)
    let coordinator = GestureCoordinator()
    try coordinator.add(pan)
    let router = PointerRouter()
    router.add(card) { coordinator.handle($0) }  // card: a HitRegion
    router.handle(PointerEvent(pointer: 1, phase: .down, position: touch, timestamp: 0))
    router.handle(PointerEvent(pointer: 1, phase: .move, position: .zero, timestamp: 0.01))
    router.handle(
      PointerEvent(pointer: 1, phase: .move, position: Point(x: 500, y: 0), timestamp: 0.02))
    #expect(pan.state == .changed)  // the pointer left the card; it still drags it
  }

  @Test("PointerTracker and VelocityEstimator: the centroid, and 1,000 points per second")
  func buildingBlocks() {
    var pointers = PointerTracker()
    pointers.add(1, at: Point(x: 0, y: 0))
    pointers.add(2, at: Point(x: 10, y: 0))
    let center = pointers.centroid  // (5, 0)
    var estimator = VelocityEstimator()
    for i in 0..<10 { estimator.add(time: Double(i) * 0.008, x: Double(i) * 8, y: 0) }
    let velocity = estimator.velocity()  // (1000, 0): 8 points every 8 ms
    #expect(center == Point(x: 5, y: 0))
    #expect(abs(velocity.x - 1000) < 1e-6 && abs(velocity.y) < 1e-9)
  }
}
