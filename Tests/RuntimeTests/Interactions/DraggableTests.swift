import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import Testing

@Suite("Draggable")
struct DraggableTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 100, y: 100))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test("a drag moves the element by the translation, from where it was at began")
  func drags() {
    let drag = Draggable(pan)
    runtime.add(drag, to: card)
    feed([pan], [pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 12, 0, at: 0.01)])
    #expect(card.position.value == Point(x: 100, y: 100))  // slop consumed: no jump at began
    #expect(runtime.isActive(drag))
    feed([pan], [pointer(.move, 1, 42, 10, at: 0.02)])
    #expect(near(card.position.value, Point(x: 130, y: 110)))
    feed([pan], [pointer(.up, 1, 42, 10, at: 0.03)])
    #expect(!runtime.isActive(drag))
    #expect(near(card.position.value, Point(x: 130, y: 110)))
  }

  @Test("adding and lifting a second finger does not make the element jump")
  func fingersAddedAndLifted() {
    runtime.add(Draggable(pan), to: card)
    feed([pan], [pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 20, 0, at: 0.01)])
    let before = card.position.value
    feed([pan], [pointer(.down, 2, 100, 100, at: 0.02)])
    #expect(near(card.position.value, before))
    feed([pan], [pointer(.move, 1, 30, 0, at: 0.03), pointer(.move, 2, 110, 100, at: 0.03)])
    let moved = card.position.value
    #expect(near(moved, before + Point(x: 10, y: 0)))
    feed([pan], [pointer(.up, 2, 110, 100, at: 0.04)])
    #expect(near(card.position.value, moved))
  }

  @Test("constraints shape the drag: xLocked(to:) and rubberBanded(inside:length:)")
  func constraints() {
    runtime.add(Draggable(pan), to: card, constraints: { $0.xLocked(to: 100) })
    let other = MotionElement(position: .zero)
    let otherPan = PanGestureRecognizer(element: HitRegion())
    let bounds = Rect(x: 0, y: 0, width: 50, height: 50)
    runtime.add(
      Draggable(otherPan), to: other, constraints: { $0.rubberBanded(inside: bounds, length: 20) })
    let events = [
      pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 12, 0, at: 0.01),
      pointer(.move, 1, 112, 40, at: 0.02),
    ]
    feed([pan, otherPan], events)
    #expect(near(card.position.value, Point(x: 100, y: 140)))
    let stretched = other.position.value
    #expect(stretched.x > 50 && stretched.x < 70 && stretched.y == 40)
    #expect(abs(stretched.x - (50 + (1 - 1 / (50 * 0.55 / 20 + 1)) * 20)) < 1e-9)
  }

  @Test("RT-5: a drag toggled off writes nothing")
  func toggledOff() {
    let drag = Draggable(pan)
    runtime.add(drag, to: card)
    drag.enabled.value = false
    feed([pan], [pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 40, 0, at: 0.01)])
    #expect(card.position.value == Point(x: 100, y: 100))
  }

  @Test(
    "release hands off to a tween that starts at the release velocity and settles at the projection"
  )
  func handoff() throws {
    let release = try DragRelease(duration: 0.4, projection: 0.2)
    let drag = Draggable(pan, release: release)
    runtime.add(drag, to: card)
    var events = [pointer(.down, 1, 0, 0, at: 0)]
    for step in 1...10 {
      events.append(pointer(.move, 1, Double(step) * 10 + 10, 0, at: Double(step) * 0.01))
    }
    events.append(pointer(.up, 1, 110, 0, at: 0.1))
    var velocity = Point.zero
    let recordVelocity = pan.addStateChangeObserver { state in
      if state == .ended { velocity = pan.velocity(in: nil) }
    }
    feed([pan], events)
    recordVelocity.unsubscribe()
    let released = card.position.value
    #expect(velocity.x > 500 && velocity.y == 0)  // about 10 points per 10 ms
    var rested = false
    runtime.whenAllAtRest([drag]) { rested = true }
    #expect(!rested && runtime.isActive(drag))  // the drag stays active while it settles
    source.advance(frames: 1)
    let speed = (card.position.value.x - released.x) / source.frameInterval
    #expect(abs(speed - velocity.x) / velocity.x < 0.1)  // leaves the finger at its speed
    source.advance(by: 0.5)
    #expect(near(card.position.value, released + velocity * 0.2, 1e-6))
    #expect(rested)
  }

  @Test("a new drag stops the settle at once")
  func newDragStopsSettle() throws {
    runtime.add(Draggable(pan, release: try DragRelease()), to: card)
    feed(
      [pan],
      [
        pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 20, 0, at: 0.01),
        pointer(.move, 1, 40, 0, at: 0.02), pointer(.up, 1, 40, 0, at: 0.03),
      ])
    source.advance(frames: 3)
    feed([pan], [pointer(.down, 1, 0, 0, at: 1), pointer(.move, 1, 0, 12, at: 1.01)])
    let grabbed = card.position.value
    source.advance(frames: 5)
    #expect(card.position.value == grabbed)
    #expect(runtime.frameObserverCount == 0)
  }

  @Test("a release with a bad duration or projection is a typed error")
  func badRelease() {
    #expect(throws: ParameterError.invalidParameter("duration", -1)) {
      try DragRelease(duration: -1)
    }
    #expect(throws: ParameterError.self) { try DragRelease(projection: .nan) }
    #expect(ParameterError.invalidParameter("duration", -1).description.contains("duration"))
  }
}
