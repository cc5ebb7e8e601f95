import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import Testing

/// "A Draggable added mid-gesture follows the finger from the next move", as
/// material-motion-swift's does: the move that reaches it first is not swallowed (GR-9, RT-2).
@Suite("Where a finger meets motion: an interaction added under a moving finger")
struct MidGestureAddTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 100, y: 100))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// A finger down and dragged 50 points right: the pan is under way.
  func fingerMoving() {
    feed([pan], [pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 20, 0, at: 0.01)])
    feed([pan], [pointer(.move, 1, 50, 0, at: 0.02)])
    #expect(pan.state == .changed)
  }

  @Test("GR-9, RT-2: a Draggable added mid-gesture moves with the very next move, and then on")
  func draggable() {
    fingerMoving()
    runtime.add(Draggable(pan), to: card)
    #expect(card.position.value == Point(x: 100, y: 100))  // nothing moves at the add
    feed([pan], [pointer(.move, 1, 60, 5, at: 0.03)])
    #expect(card.position.value == Point(x: 110, y: 105))  // the move since the add
    feed([pan], [pointer(.move, 1, 80, 10, at: 0.04)])
    #expect(card.position.value == Point(x: 130, y: 110))
    feed([pan], [pointer(.up, 1, 80, 10, at: 0.05)])
    #expect(card.position.value == Point(x: 130, y: 110))
    // The next gesture starts at its began, as ever.
    feed([pan], [pointer(.down, 1, 0, 0, at: 1), pointer(.move, 1, 20, 0, at: 1.01)])
    feed([pan], [pointer(.move, 1, 25, 0, at: 1.02)])
    #expect(card.position.value == Point(x: 135, y: 110))
  }

  @Test("GR-9, PH-12: a Tossable added mid-gesture follows from the next move and tosses on lift")
  func tossable() throws {
    fingerMoving()
    let spring = try Spring(to: Point(x: 100, y: 100), parameters: .standardDefaultSpatial)
    let toss = Tossable(pan, spring: spring)
    runtime.add(toss, to: card)
    feed([pan], [pointer(.move, 1, 70, 0, at: 0.03)])
    #expect(card.position.value == Point(x: 120, y: 100))
    feed([pan], [pointer(.up, 1, 70, 0, at: 0.04)])
    source.advance(by: 3)
    #expect(card.position.value == Point(x: 100, y: 100) && !runtime.isActive(toss))
  }
}
