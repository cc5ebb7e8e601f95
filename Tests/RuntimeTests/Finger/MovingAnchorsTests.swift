import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// "Anchors that can change in flight": a layout change that moves a Tossable's slots retargets
/// the card on its way, with value and velocity continuous (PH-5, PH-8, PH-12).
@Suite("Where a finger meets motion: anchors that move")
struct MovingAnchorsTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
  let spring: Spring<Point>
  let toss: Tossable

  init() throws {
    runtime = FrameRuntime(frameSource: source)
    spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    toss = Tossable(
      pan, spring: spring, anchors: [Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 600, y: 0)])
    runtime.add(toss, to: card)
  }

  /// A flick right at 1,000 points per second from the present instant.
  func fling() {
    feed([pan], flick(at: source.now))
  }

  @Test("PH-5, PH-12: slots moved mid-flight: the card goes on to its moved slot, no jump")
  func movedMidFlight() {
    fling()
    #expect(spring.destination.value == Point(x: 600, y: 0))
    source.advance(frames: 8)
    let (value, velocity) = (card.position.value, runtime.velocity(of: card.position))
    toss.anchors.value = toss.anchors.value.map { $0 + Point(x: 0, y: 120) }
    #expect(spring.destination.value == Point(x: 600, y: 120))
    #expect(card.position.value == value)
    #expect(near(runtime.velocity(of: card.position), velocity, 1e-6))
    source.advance(by: 4)
    #expect(card.position.value == Point(x: 600, y: 120) && !runtime.isActive(toss))
  }

  @Test("PH-8, PH-12: fewer slots mid-flight: the slot PH-8 picks from what shows")
  func fewerSlots() throws {
    fling()
    source.advance(frames: 8)
    let showing = AnimationSample(
      value: card.position.value, velocity: runtime.velocity(of: card.position))
    let next = [Point(x: 0, y: 0), Point(x: 250, y: 50)]
    toss.anchors.value = next
    let expected = try #require(
      DecayParameters.normal.snapAnchor(
        value: showing.value, velocity: showing.velocity, anchors: next))
    #expect(spring.destination.value == expected)
    source.advance(by: 4)
    #expect(card.position.value == expected)
  }

  @Test("PH-12: slots moved while the card rests or is held: it stays; the next toss uses them")
  func movedAtRestOrHeld() {
    fling()
    source.advance(by: 4)
    #expect(card.position.value == Point(x: 600, y: 0))
    toss.anchors.value = [Point(x: 600, y: 0), Point(x: 900, y: 300)]
    source.advance(frames: 3)
    #expect(card.position.value == Point(x: 600, y: 0) && !runtime.isActive(toss))
    // Held: the write waits for the release, which picks among the new anchors.
    let t = source.now
    feed([pan], [pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, 20, 0, at: t)])
    toss.anchors.value = [Point(x: 600, y: 0), Point(x: 650, y: 10)]
    #expect(card.position.value == Point(x: 600, y: 0))
    feed([pan], [pointer(.up, 1, 20, 0, at: t + 0.5)])
    source.advance(by: 4)
    #expect(card.position.value == Point(x: 600, y: 0))  // a still release: the nearest anchor
  }
}
