import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import Testing

/// A drag's settle that a new drag stops reports rest (RT-4) (issue 17: the rest report of a
/// motion the arbiter detaches, deleted, survived: in every test a new settle followed and its
/// own rest hid the missing one). Here the second drag is toggled off before it lifts, so no new
/// settle starts, and only the stopped settle's report can bring the drag to rest.
@Suite("Interrupted settle")
struct InterruptedSettleTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 100, y: 100))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test("RT-4: a settle stopped by a new drag comes to rest with it, and whenAllAtRest runs")
  func stoppedSettleRests() throws {
    let drag = Draggable(pan, release: try DragRelease(duration: 0.4, projection: 0.2))
    runtime.add(drag, to: card)
    var events = [pointer(.down, 1, 0, 0, at: 0)]
    for step in 1...10 {
      events.append(pointer(.move, 1, Double(step) * 10 + 10, 0, at: Double(step) * 0.01))
    }
    events.append(pointer(.up, 1, 110, 0, at: 0.1))
    feed([pan], events)
    source.advance(frames: 2)
    #expect(runtime.isActive(drag))  // settling
    var rested = 0
    runtime.whenAllAtRest([drag]) { rested += 1 }
    // A second drag catches the card mid-settle, and is toggled off before it lifts.
    feed([pan], [pointer(.down, 1, 200, 0, at: 1), pointer(.move, 1, 220, 0, at: 1.01)])
    #expect(runtime.isActive(drag))
    drag.enabled.value = false
    let caught = card.position.value
    feed([pan], [pointer(.up, 1, 220, 0, at: 1.02)])
    #expect(!runtime.isActive(drag))
    #expect(!runtime.isActive)
    #expect(rested == 1)
    source.advance(by: 1)
    #expect(card.position.value == caught)  // no settle after a toggled-off lift
  }
}
