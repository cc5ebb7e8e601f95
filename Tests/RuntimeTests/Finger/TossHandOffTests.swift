import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// The hand-offs of a toss that a finger feels and the per-module tests did not pin: a drag
/// cancelled mid-way springs back from rest, and a fling's velocity launches one run only
/// (PH-5, PH-6, PH-8, PH-12).
@Suite("Where a finger meets motion: a toss's hand-offs")
struct TossHandOffTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
  let anchors = [Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 600, y: 0)]

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// Moves the finger right at 1,000 pt/s for 0.1 s from the present instant, still down;
  /// returns when it would lift.
  func fastDrag() -> Double {
    feed([pan], flick(at: source.now, lifted: false))
    return source.now + 0.1
  }

  /// The card's value one frame after a spring run started from `from` at `velocity`.
  func firstFrame(to anchor: Point, from: Point, velocity: Point) throws -> Point {
    let model = try SpringAnimation(
      .standardDefaultSpatial, to: anchor, from: from, velocity: velocity)
    return model.sample(atLocalTime: source.frameInterval, from: .init(value: .zero)).value
  }

  @Test("PH-12: a drag cancelled mid-fling springs back from rest, to the anchor for zero velocity")
  func cancelledDragSpringsFromRest() throws {
    let spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    let toss = Tossable(pan, spring: spring, anchors: anchors)
    runtime.add(toss, to: card)
    let end = fastDrag()
    let position = card.position.value
    #expect(position.x > 50)
    feed([pan], [pointer(.cancel, 1, 110, 0, at: end)])
    #expect(pan.state != .ended)
    // At 1,000 pt/s the fling would choose 300 or beyond; at rest the nearest anchor is 0.
    let anchor = try #require(
      DecayParameters.normal.snapAnchor(value: position, velocity: .zero, anchors: anchors))
    #expect(anchor == Point.zero)
    #expect(spring.destination.value == anchor)
    source.advance(frames: 1)
    let expected = try firstFrame(to: anchor, from: position, velocity: .zero)
    #expect(near(card.position.value, expected, 1e-6), "it left from rest")
    source.advance(by: 3)
    #expect(card.position.value == anchor && !runtime.isActive(toss))
  }

  @Test("PH-5, PH-12: a fling's velocity launches one run: a later destination starts from rest")
  func launchVelocityConsumedOnce() throws {
    let spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    let toss = Tossable(pan, spring: spring, anchors: anchors)
    runtime.add(toss, to: card)
    let end = fastDrag()
    feed([pan], [pointer(.up, 1, 110, 0, at: end)])
    source.advance(by: 4)
    #expect(!runtime.isActive(toss))
    let rest = card.position.value
    spring.destination.value = Point(x: rest.x, y: 200)  // a layout change, long after
    source.advance(frames: 1)
    let expected = try firstFrame(to: Point(x: rest.x, y: 200), from: rest, velocity: .zero)
    #expect(near(card.position.value, expected, 1e-6), "no fling left over")
    source.advance(by: 4)
    #expect(card.position.value == Point(x: rest.x, y: 200))
  }
}
