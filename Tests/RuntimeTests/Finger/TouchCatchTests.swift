import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// "A touch catches a moving card": a pointer down on an element in motion holds it where it
/// shows, at the down, before any slop (PH-6, PH-8, PH-12, RT-4).
@Suite("Where a finger meets motion: a touch catches")
struct TouchCatchTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
  let anchors = [Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 600, y: 0)]

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// A Tossable on the card, thrown right at 1,000 pt/s from x = 0 (released at t = 0.1).
  func thrownCard(catchesOnTouch: Bool = true) throws -> (Tossable, Spring<Point>) {
    let spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    let toss = Tossable(pan, spring: spring, anchors: anchors, catchesOnTouch: catchesOnTouch)
    runtime.add(toss, to: card)
    feed([pan], flick(at: 0))
    return (toss, spring)
  }

  @Test("PH-12: a thrown card caught at the down holds still under a still finger, then drags")
  func caughtThenDragged() throws {
    let (toss, _) = try thrownCard()
    source.advance(frames: 6)
    let flying = card.position.value
    source.advance(frames: 1)
    #expect(card.position.value.x > flying.x, "still flying")
    let caught = card.position.value
    let t = source.now
    feed([pan], [pointer(.down, 1, 200, 200, at: t)])
    #expect(card.position.value == caught)
    #expect(runtime.isActive(toss))  // the finger holds it
    for _ in 0..<5 {
      source.advance(frames: 1)
      #expect(card.position.value == caught, "a still finger holds the card")
    }
    // Past the slop, the drag continues from where the card was caught: no jump at began.
    feed([pan], [pointer(.move, 1, 215, 200, at: source.now)])
    #expect(pan.state == .began)
    #expect(card.position.value == caught)
    feed([pan], [pointer(.move, 1, 235, 200, at: source.now)])
    #expect(near(card.position.value, caught + Point(x: 20, y: 0)))
    source.advance(frames: 2)
    #expect(near(card.position.value, caught + Point(x: 20, y: 0)))
  }

  @Test(
    "PH-12, PH-8: a catch lifted without a drag springs from where it caught, at rest, to the anchor for zero velocity"
  )
  func caughtThenLifted() throws {
    let (toss, spring) = try thrownCard()
    source.advance(frames: 2)
    let caught = card.position.value
    feed([pan], [pointer(.down, 1, 200, 200, at: source.now)])
    source.advance(frames: 3)
    #expect(card.position.value == caught)
    feed([pan], [pointer(.up, 1, 200, 200, at: source.now)])
    #expect(pan.state == .possible)
    let anchor = try #require(
      DecayParameters.normal.snapAnchor(value: caught, velocity: .zero, anchors: anchors))
    #expect(anchor == Point(x: 300, y: 0), "not the fling's anchor (600)")
    #expect(spring.destination.value == anchor)
    #expect(runtime.isActive(toss))
    source.advance(frames: 1)
    let model = try SpringAnimation(
      .standardDefaultSpatial, to: anchor, from: caught, velocity: .zero)
    let expected = model.sample(atLocalTime: source.frameInterval, from: .init(value: .zero))
    #expect(near(card.position.value, expected.value, 1e-6), "it left from rest")
    source.advance(by: 3)
    #expect(card.position.value == anchor && !runtime.isActive(toss))
  }

  @Test("PH-12: a catch that is cancelled springs from where it caught, at rest")
  func caughtThenCancelled() throws {
    let (toss, spring) = try thrownCard()
    source.advance(frames: 20)
    let caught = card.position.value
    feed([pan], [pointer(.down, 1, 200, 200, at: source.now)])
    source.advance(frames: 2)
    feed([pan], [pointer(.cancel, 1, 200, 200, at: source.now)])
    let anchor = try #require(
      DecayParameters.normal.snapAnchor(value: caught, velocity: .zero, anchors: anchors))
    #expect(spring.destination.value == anchor)
    source.advance(frames: 1)
    let model = try SpringAnimation(
      .standardDefaultSpatial, to: anchor, from: caught, velocity: .zero)
    let expected = model.sample(atLocalTime: source.frameInterval, from: .init(value: .zero))
    #expect(near(card.position.value, expected.value, 1e-6))
    source.advance(by: 3)
    #expect(card.position.value == anchor && !runtime.isActive(toss))
  }

  @Test("PH-12: with catchesOnTouch false a touch leaves the card flying until the drag begins")
  func notCaught() throws {
    let (toss, _) = try thrownCard(catchesOnTouch: false)
    source.advance(frames: 6)
    feed([pan], [pointer(.down, 1, 200, 200, at: source.now)])
    let atDown = card.position.value
    source.advance(frames: 3)
    #expect(card.position.value.x > atDown.x, "still flying under the finger")
    feed([pan], [pointer(.up, 1, 200, 200, at: source.now)])
    source.advance(by: 3)
    #expect(card.position.value == Point(x: 600, y: 0) && !runtime.isActive(toss))
  }

  @Test("RT-4: a touch on a card at rest catches nothing: no activity, nothing interrupted")
  func touchAtRest() throws {
    let slide = try positionTween([Point(x: 0, y: 0), Point(x: 0, y: 100)], over: 0.2, delay: 0.5)
    runtime.add(slide, to: card.position)
    let drag = Draggable(pan)
    runtime.add(drag, to: card)
    feed([pan], [pointer(.down, 1, 0, 0, at: 0.1)])
    #expect(!runtime.isActive(drag))
    feed([pan], [pointer(.up, 1, 0, 0, at: 0.15)])
    source.advance(by: 1)
    #expect(card.position.value == Point(x: 0, y: 100), "the delayed tween still ran")
  }

  @Test("TW-17: a touch catches an entrance tween; lifted, the card stays where it was caught")
  func catchesTween() throws {
    let entrance = try positionTween([Point(x: 0, y: 0), Point(x: 0, y: 400)], over: 1)
    runtime.add(entrance, to: card.position)
    let drag = Draggable(pan, release: try DragRelease(spring: .standardDefaultSpatial))
    runtime.add(drag, to: card)
    source.advance(frames: 12)
    let caught = card.position.value
    feed([pan], [pointer(.down, 1, 0, 0, at: source.now)])
    #expect(!runtime.isActive(entrance))  // interrupted at the touch
    source.advance(frames: 3)
    feed([pan], [pointer(.up, 1, 0, 0, at: source.now)])
    source.advance(by: 2)
    #expect(near(card.position.value, caught, 1e-9))
    #expect(!runtime.isActive(drag) && !runtime.isActive)
  }

  @Test(
    "PH-12: a catch shows the drag's constrained value at the touch, and a still finger keeps it"
  )
  func catchTakesTheDragsConstraintsAtTheTouch() throws {
    // The tween moves the card down at x = 0; the drag is locked to x = 100. What the finger
    // holds goes through the drag's constraints at the touch itself, not a frame later (which
    // would move the card under a finger that has not moved).
    let entrance = try positionTween([Point(x: 0, y: 0), Point(x: 0, y: 400)], over: 1)
    runtime.add(entrance, to: card.position)
    runtime.add(Draggable(pan), to: card, constraints: { $0.xLocked(to: 100) })
    source.advance(frames: 12)
    let flying = card.position.value
    #expect(flying.x == 0 && flying.y > 0)
    feed([pan], [pointer(.down, 1, 0, 0, at: source.now)])
    #expect(card.position.value == Point(x: 100, y: flying.y))
    for _ in 0..<3 {
      source.advance(frames: 1)
      #expect(card.position.value == Point(x: 100, y: flying.y), "a still finger holds the card")
    }
  }

  @Test("RT-5: a disabled drag's touch catches nothing")
  func disabledDoesNotCatch() throws {
    let (toss, _) = try thrownCard()
    toss.enabled.value = false
    source.advance(frames: 6)
    feed([pan], [pointer(.down, 1, 200, 200, at: source.now)])
    let atDown = card.position.value
    source.advance(frames: 2)
    #expect(card.position.value.x > atDown.x)
  }

  @Test("PH-12: a sheet caught between detents and lifted without a drag settles to the nearest")
  func caughtSheetSettlesToADetent() throws {
    // A bottom sheet's release picks the detent nearest where it would coast; caught and let go
    // still, that is the detent nearest where the finger caught it.
    let detents = [0.0, 300, 600]
    let release = try DragRelease(duration: 0.3) { position, velocity in
      let projected = position.y + velocity.y * 0.2
      let y = detents.min { abs($0 - projected) < abs($1 - projected) } ?? position.y
      return Point(x: position.x, y: y)
    }
    let drag = Draggable(pan, release: release)
    runtime.add(drag, to: card)
    // Flung down: the settle heads for the last detent.
    var events = [pointer(.down, 1, 0, 0, at: 0)]
    for step in 1...10 {
      events.append(pointer(.move, 1, 0, Double(step) * 20 + 10, at: Double(step) * 0.01))
    }
    events.append(pointer(.up, 1, 0, 210, at: 0.1))
    feed([pan], events)
    source.advance(frames: 4)
    let caught = card.position.value
    #expect(caught.y > 200 && caught.y < 450, "caught at \(caught)")
    feed([pan], [pointer(.down, 1, 0, 0, at: source.now)])
    source.advance(frames: 2)
    #expect(card.position.value == caught)
    feed([pan], [pointer(.up, 1, 0, 0, at: source.now)])
    #expect(runtime.isActive(drag), "the settle from the catch runs")
    source.advance(by: 1)
    #expect(card.position.value == Point(x: 0, y: 300))
    #expect(!runtime.isActive(drag))
  }

  @Test("RT-4: a catch and the drag it turns into are one activity: the stream says active once")
  func catchAndDragReportOnce() throws {
    // What the drag's stream reports, seen by a constraint that passes values through.
    var states: [MotionState] = []
    let recording: (MotionObservable<Point>) -> MotionObservable<Point> = { stream in
      MotionObservable { observer in
        stream.subscribe(
          MotionObserver(
            next: observer.next,
            state: { state in
              states.append(state)
              observer.state(state)
            }))
      }
    }
    let entrance = try positionTween([Point(x: 0, y: 0), Point(x: 0, y: 400)], over: 1)
    runtime.add(entrance, to: card.position)
    runtime.add(Draggable(pan), to: card, constraints: recording)
    source.advance(frames: 6)
    feed([pan], [pointer(.down, 1, 0, 0, at: source.now)])  // caught
    feed(
      [pan], [pointer(.move, 1, 20, 0, at: source.now), pointer(.move, 1, 40, 0, at: source.now)])
    feed([pan], [pointer(.up, 1, 40, 0, at: source.now)])
    #expect(states == [.active, .atRest], "\(states)")
  }
}
