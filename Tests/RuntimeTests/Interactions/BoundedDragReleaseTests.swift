import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// PH-9, PH-11, PH-12: a drag released near the edge of its bounds settles by a bounded decay on
/// the element's `Point` position, each coordinate springing back at its own edge.
@Suite("A drag released near a bound settles by bounded decay")
struct BoundedDragReleaseTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 100))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
  let bounds = Rect(x: 0, y: 0, width: 150, height: 300)

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// A drag right at 1000 points per second (x from 0 to 100), released at t = 0.1 after
  /// `start`; the pan's release velocity.
  func fling(from start: Double = 0, down: Double = 0) -> Point {
    var events = [pointer(.down, 1, 0, down, at: start)]
    for step in 1...10 {
      events.append(
        pointer(.move, 1, Double(step) * 10 + 10, down, at: start + Double(step) * 0.01))
    }
    events.append(pointer(.up, 1, 110, down, at: start + 0.1))
    var velocity = Point.zero
    let record = pan.addStateChangeObserver { state in
      if state == .ended { velocity = self.pan.velocity(in: nil) }
    }
    feed([pan], events)
    record.unsubscribe()
    return velocity
  }

  @Test(
    "PH-12, PH-9, PH-11: released 60 points from the right edge at 1000 points/s, x springs back onto the edge while y stays"
  )
  func releasedNearTheEdge() throws {
    let release = try DragRelease(decay: .normal, bounds: bounds, bounce: .standardFastSpatial)
    #expect(release.settle == .boundedDecay(.normal, bounds: bounds, bounce: .standardFastSpatial))
    let drag = Draggable(pan, release: release)
    runtime.add(drag, to: card)
    let velocity = fling()
    let released = card.position.value
    let releaseTime = source.now
    #expect(velocity.x > 500, "\(velocity)")
    #expect(released == Point(x: 90, y: 100))  // 100 points of drag, less the 10 of slop
    #expect(runtime.isActive(drag))
    let model = try BoundedDecayAnimation(
      .normal, bounds: bounds, bounce: .standardFastSpatial, from: released, velocity: velocity)
    let start = AnimationSample(value: Point.zero)
    let crossing = model.handOffTime(from: start)
    #expect(crossing > 0 && crossing < 0.2)
    var farthest = 0.0
    for _ in 0..<60 {
      source.advance(frames: 1)
      let expected = model.sample(atLocalTime: source.now - releaseTime, from: start)
      #expect(near(card.position.value, expected.value, 1e-9))
      #expect(card.position.value.y == released.y)  // y coasts at zero velocity: it stays
      farthest = max(farthest, card.position.value.x)
    }
    #expect(farthest > 150.5)  // it went past the edge (the spring's overshoot)…
    source.advance(by: 3)
    // …and rests exactly on it.
    #expect(card.position.value == Point(x: 150, y: released.y))
    #expect(!runtime.isActive(drag))
  }

  @Test(
    "PH-12, PH-9: released outside the bounds after a rubber-banded drag, the coordinate springs back at once"
  )
  func releasedOutside() throws {
    // A critically damped bounce: back onto the edge without passing it.
    let release = try DragRelease(decay: .fast, bounds: bounds, bounce: .standardDefaultEffects)
    let drag = Draggable(pan, release: release)
    runtime.add(
      drag, to: card, constraints: { $0.rubberBanded(inside: self.bounds, length: 40) })
    // Down at x = 0, drag 200 points right (well past the edge at 150), and hold still.
    feed(
      [pan],
      [
        pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 12, 0, at: 0.01),
        pointer(.move, 1, 212, 0, at: 0.05), pointer(.move, 1, 212, 0, at: 0.2),
        pointer(.up, 1, 212, 0, at: 0.2),
      ])
    let released = card.position.value
    #expect(released.x > 150 && released.x < 190)  // banded: past the edge, by less than 40
    var previous = released.x
    for _ in 0..<30 {
      source.advance(frames: 1)
      #expect(card.position.value.x <= previous + 1e-9)  // back toward the edge from the start
      previous = card.position.value.x
    }
    #expect(previous < released.x - 1)
    source.advance(by: 3)
    #expect(card.position.value == Point(x: 150, y: 100))
    #expect(!runtime.isActive(drag))
  }

  @Test(
    "PH-6, TW-18, PH-12: a tween, the drag that grabs the card from it, the bounded settle that interrupts it, and a tween over the settle"
  )
  func meetsTweens() throws {
    let drag = Draggable(pan, release: try DragRelease(decay: .normal, bounds: bounds))
    runtime.add(drag, to: card)
    // A tween moves the card down over two seconds.
    let slide = try Tween(duration: 2, values: [Point(x: 0, y: 100), Point(x: 0, y: 300)])
    let sliding = TweenInteraction(slide)
    runtime.add(sliding, to: card.position)
    source.advance(frames: 12)
    let grabbed = card.position.value
    #expect(grabbed.y > 100 && grabbed.y < 300)
    // The finger grabs the card mid-slide and flings it right, level.
    let velocity = fling(from: source.now, down: 0)
    let released = card.position.value
    let releaseTime = source.now
    #expect(released.y == grabbed.y && released.x > grabbed.x + 50)
    let model = try BoundedDecayAnimation(
      .normal, bounds: bounds, bounce: .standardDefaultSpatial, from: released, velocity: velocity)
    let start = AnimationSample(value: Point.zero)
    // The settle interrupted the slide (PH-6): the slide never shows again, though it would
    // still be in effect for more than a second.
    source.advance(frames: 6)
    #expect(
      near(
        card.position.value, model.sample(atLocalTime: source.now - releaseTime, from: start).value)
    )
    #expect(!runtime.isActive(sliding))
    // A tween added over the running settle shows while it is in effect (TW-18)…
    let nudge = try Tween(duration: 0.1, values: [Point(x: 40, y: 40), Point(x: 60, y: 60)])
    let nudgeStart = source.now
    runtime.add(TweenInteraction(nudge), to: card.position)
    source.advance(frames: 3)
    #expect(
      near(card.position.value, nudge.value(atLocalTime: source.now - nudgeStart, from: .zero)))
    // …and the settle shows again after it, at its own time, and comes to rest on the edge.
    source.advance(frames: 6)
    #expect(source.now - releaseTime < model.endSeconds(from: start))
    #expect(
      near(
        card.position.value, model.sample(atLocalTime: source.now - releaseTime, from: start).value)
    )
    source.advance(by: 4)
    #expect(card.position.value == Point(x: 150, y: released.y))
    #expect(!runtime.isActive(drag))
  }

  @Test("PH-12: a bounded release says what it settles with, and has no tween fields")
  func settleKind() throws {
    let release = try DragRelease(decay: .normal, bounds: bounds)
    let settle = release.settle
    guard case .boundedDecay(let parameters, let rect, let bounce) = settle else {
      Issue.record("not a bounded decay: \(settle)")
      return
    }
    #expect(parameters == .normal && rect == bounds && bounce == .standardDefaultSpatial)
    #expect(release.duration == 0 && release.projection == 0 && release.destination == nil)
  }

  @Test("PH-13: a release's bounds must be finite, with a width and height of at least 0")
  func badBounds() {
    for bad in [Double.nan, .infinity, -.infinity] {
      for rect in [
        Rect(x: bad, y: 0, width: 1, height: 1), Rect(x: 0, y: bad, width: 1, height: 1),
        Rect(x: 0, y: 0, width: bad, height: 1), Rect(x: 0, y: 0, width: 1, height: bad),
      ] {
        #expect(throws: ParameterError.self) { try DragRelease(decay: .normal, bounds: rect) }
      }
    }
    for rect in [Rect(x: 0, y: 0, width: -1, height: 1), Rect(x: 0, y: 0, width: 1, height: -0.5)] {
      do {
        _ = try DragRelease(decay: .normal, bounds: rect)
        Issue.record("accepted \(rect)")
      } catch {
        #expect(error.description.hasPrefix("bounds"))
      }
    }
    #expect(throws: Never.self) {
      try DragRelease(decay: .normal, bounds: Rect(x: 5, y: 5, width: 0, height: 0))
    }
  }
}
