import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// PH-12: a toss lands on the anchor PH-8 picks; Draggable settles by spring or decay with the
/// release velocity (PH-6).
@Suite("Tossable and physics settles")
struct TossableTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// A drag right at 1000 points per second, from x = 0 to 100, released at t = 0.1.
  func fling() -> Point {
    var events = [pointer(.down, 1, 0, 0, at: 0)]
    for step in 1...10 {
      events.append(pointer(.move, 1, Double(step) * 10 + 10, 0, at: Double(step) * 0.01))
    }
    events.append(pointer(.up, 1, 110, 0, at: 0.1))
    var velocity = Point.zero
    let record = pan.addStateChangeObserver { state in
      if state == .ended { velocity = self.pan.velocity(in: nil) }
    }
    feed([pan], events)
    record.unsubscribe()
    return velocity
  }

  @Test("PH-12, PH-8: a toss lands on the anchor nearest the projected end point")
  func tossLandsOnAnchor() throws {
    let spring = try Spring(to: Point.zero, parameters: .expressiveDefaultSpatial)
    let anchors = [Point(x: 0, y: 0), Point(x: 150, y: 0), Point(x: 600, y: 0)]
    let toss = Tossable(pan, spring: spring, anchors: anchors)
    runtime.add(toss, to: card)
    let velocity = fling()
    let released = card.position.value
    #expect(velocity.x > 500)
    let anchor = try #require(
      DecayParameters.normal.snapAnchor(value: released, velocity: velocity, anchors: anchors))
    #expect(anchor == Point(x: 600, y: 0))  // not the anchor nearest the release (150)
    #expect(spring.destination.value == anchor && runtime.isActive(toss))
    source.advance(frames: 1)
    let model = try SpringAnimation(
      .expressiveDefaultSpatial, to: anchor, from: released, velocity: velocity)
    let expected = model.sample(atLocalTime: source.frameInterval, from: .init(value: .zero))
    #expect(near(card.position.value, expected.value, 1e-6))  // it left with the finger's velocity
    source.advance(by: 3)
    #expect(card.position.value == anchor && !runtime.isActive(toss))
  }

  @Test("PH-12, PH-5: writing the destination mid-toss retargets")
  func tossRetargets() throws {
    let spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    runtime.add(Tossable(pan, spring: spring), to: card)
    _ = fling()
    source.advance(frames: 5)
    spring.destination.value = Point(x: 300, y: 40)
    source.advance(by: 3)
    #expect(card.position.value == Point(x: 300, y: 40))
  }

  @Test("PH-12, PH-6: Draggable's release can settle by spring from the release velocity")
  func springSettle() throws {
    let release = try DragRelease(spring: .standardDefaultSpatial, projection: 0.1)
    let drag = Draggable(pan, release: release)
    runtime.add(drag, to: card)
    let velocity = fling()
    let released = card.position.value
    #expect(runtime.isActive(drag))
    source.advance(frames: 2)
    let model = try SpringAnimation(
      .standardDefaultSpatial, to: released + velocity * 0.1, from: released, velocity: velocity)
    let expected = model.sample(atLocalTime: 2 * source.frameInterval, from: .init(value: .zero))
    #expect(near(card.position.value, expected.value, 1e-6))
    source.advance(by: 3)
    #expect(card.position.value == model.destination && !runtime.isActive(drag))
  }

  @Test("PH-12, PH-7: Draggable's release can settle by decay, coasting to a stop")
  func decaySettle() throws {
    let drag = Draggable(pan, release: DragRelease(decay: .fast))
    runtime.add(drag, to: card)
    let velocity = fling()
    let released = card.position.value
    source.advance(by: 5)
    let end = DecayParameters.fast.project(value: released, velocity: velocity)
    #expect(near(card.position.value, end, 0.01))
    #expect(!runtime.isActive(drag))
  }

  @Test("PH-6: a spring started during a drag takes over until the finger's next move")
  func springInterruptsHeldDrag() throws {
    runtime.add(Draggable(pan), to: card)
    feed([pan], [pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 20, 0, at: 0.01)])
    feed([pan], [pointer(.move, 1, 40, 0, at: 0.02)])
    let held = card.position.value
    let spring = try SpringAnimation(.standardFastSpatial, to: Point(x: 500, y: 0))
    runtime.add(AnimationInteraction(spring), to: card.position)
    source.advance(frames: 3)
    #expect(card.position.value.x > held.x + 1)  // the spring shows, not the held drag
    feed([pan], [pointer(.move, 1, 50, 0, at: 0.1)])
    #expect(near(card.position.value, held + Point(x: 10, y: 0)))  // the finger takes it back
  }
}
