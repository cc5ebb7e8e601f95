import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// Reduced motion and the finger (record 0034): what the finger holds still moves with it; a
/// release settles at once; the setting changed while things move applies to what starts after.
@Suite("Reduced motion: gestures, releases and a change mid-flight")
struct ReducedMotionGestureTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// Drags right from x = 0 to 100 by 10-point moves every 10 ms, checking after each move that
  /// the card follows the finger (slop consumed at the first move); lifts at t = 0.1 unless
  /// `lift` is false.
  func drag(lift: Bool = true) {
    feed([pan], [pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 20, 0, at: 0.01)])
    let began = card.position.value
    for step in 2...10 {
      feed([pan], [pointer(.move, 1, Double(step) * 10 + 10, 0, at: Double(step) * 0.01)])
      #expect(near(card.position.value, began + Point(x: Double(step - 1) * 10, y: 0)))
    }
    if lift { feed([pan], [pointer(.up, 1, 110, 0, at: 0.1)]) }
  }

  @Test("a drag under reduce follows the finger, every move")
  func dragFollows() {
    runtime.reducesMotion = true
    let draggable = Draggable(pan)
    runtime.add(draggable, to: card)
    drag(lift: false)
    #expect(runtime.isActive(draggable))
    feed([pan], [pointer(.up, 1, 110, 0, at: 0.1)])
    #expect(near(card.position.value, Point(x: 90, y: 0)) && !runtime.isActive(draggable))
  }

  @Test("PH-12: a release settles at once, at rest where each settle would have come to rest")
  func releasesSettleAtOnce() throws {
    let releases: [DragRelease] = [
      try DragRelease(duration: 0.35, projection: 0.2),
      try DragRelease(spring: .expressiveDefaultSpatial, projection: 0.2),
      DragRelease(decay: .normal),
      try DragRelease(decay: .normal, bounds: Rect(x: -50, y: -50, width: 200, height: 100)),
    ]
    for release in releases {
      // The same gesture in full motion, to learn where the settle comes to rest.
      let full = ReducedMotionGestureTests()
      full.runtime.add(Draggable(full.pan, release: release), to: full.card)
      full.drag()
      full.source.advance(by: 10)
      let rest = full.card.position.value
      let reduced = ReducedMotionGestureTests()
      reduced.runtime.reducesMotion = true
      let draggable = Draggable(reduced.pan, release: release)
      reduced.runtime.add(draggable, to: reduced.card)
      reduced.drag()
      #expect(near(reduced.card.position.value, rest, 1e-6), "\(release.settle)")
      #expect(rest.x > 100, "\(release.settle): the release velocity carried it on")
      reduced.source.advance(frames: 1)
      #expect(near(reduced.card.position.value, rest, 1e-6))
      #expect(reduced.runtime.velocity(of: reduced.card.position) == .zero)
    }
  }

  @Test("a drag's override keeps its settle playing under reduce")
  func essentialSettle() throws {
    runtime.reducesMotion = true
    let draggable = Draggable(pan, release: try DragRelease(duration: 0.35, projection: 0.2))
    draggable.reducedMotion = .essential
    runtime.add(draggable, to: card)
    drag()
    let released = card.position.value
    source.advance(frames: 1)
    #expect(card.position.value.x > released.x && runtime.isActive(draggable))
  }

  @Test("PH-12, PH-8: a toss under reduce follows the finger, then lands on its anchor at once")
  func tossLandsAtOnce() throws {
    runtime.reducesMotion = true
    let spring = try Spring(to: Point.zero, parameters: .expressiveDefaultSpatial)
    let anchors = [Point(x: 0, y: 0), Point(x: 150, y: 0), Point(x: 600, y: 0)]
    let toss = Tossable(pan, spring: spring, anchors: anchors)
    runtime.add(toss, to: card)
    drag()
    #expect(spring.destination.value == Point(x: 600, y: 0))
    #expect(card.position.value == Point(x: 600, y: 0) && !runtime.isActive(toss))
    source.advance(frames: 1)
    #expect(card.position.value == Point(x: 600, y: 0))
  }

  @Test("turned on mid-flight: running motions finish as they were; what starts after is instant")
  func changedMidFlight() throws {
    let x = ReactiveProperty(0.0, name: "x")
    let slide = TweenInteraction(try Tween(duration: 1, values: [0.0, 100]))
    runtime.add(slide, to: x)
    let spring = try Spring(to: Point(x: 200, y: 0), parameters: .standardSlowSpatial)
    runtime.add(spring, to: card.position)
    source.advance(by: 0.125)
    runtime.reducesMotion = true
    source.advance(by: 0.125)
    #expect(abs(x.value - 25) < 1e-9)  // the tween plays on
    let moving = card.position.value
    #expect(moving.x > 0 && moving.x < 200 && spring.state.value == .active)  // so does the spring
    spring.destination.value = Point(x: -40, y: 0)  // a retarget starts a new run: instant
    #expect(card.position.value == Point(x: -40, y: 0) && spring.state.value == .atRest)
    let y = ReactiveProperty(0.0, name: "y")
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [0.0, 100])), to: y)
    #expect(y.value == 100)
    // Turned off again: what starts after plays.
    runtime.reducesMotion = false
    spring.destination.value = Point(x: 60, y: 0)
    source.advance(by: 0.25)
    #expect(card.position.value.x > -40 && card.position.value.x < 60)
    #expect(abs(x.value - 50) < 1e-9)
  }

  @Test("turned off mid-flight: a reduced tween keeps showing its end until it ends")
  func turnedOffMidFlight() throws {
    runtime.reducesMotion = true
    let x = ReactiveProperty(0.0, name: "x")
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [0.0, 100])), to: x)
    runtime.reducesMotion = false
    source.advance(by: 0.5)
    #expect(x.value == 100)
  }
}
