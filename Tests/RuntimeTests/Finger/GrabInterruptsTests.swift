import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// "A grab interrupts": direct manipulation takes the property over when it begins, as a
/// physics start does (PH-6): the motions in effect on it end there, unless their interaction
/// resumes after gestures (TW-15…TW-18).
@Suite("Where a finger meets motion: a grab interrupts")
struct GrabInterruptsTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  /// A drag that catches nothing on touch: these tests see the grab at began alone.
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// Grabs past the slop at the present instant, drags 50 right, lifts still 0.1 s later.
  /// Returns where the card was when the finger lifted.
  func dragAndLift() -> Point {
    let t = source.now
    feed([pan], [pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, 20, 0, at: t)])
    feed([pan], [pointer(.move, 1, 70, 0, at: t)])
    let dropped = card.position.value
    feed([pan], [pointer(.up, 1, 70, 0, at: t + 0.1)])
    return dropped
  }

  func addDrag() {
    runtime.add(Draggable(pan, catchesOnTouch: false), to: card)
  }

  @Test("TW-17, PH-6: a grab during an entrance tween ends it: after the lift the card stays")
  func grabDuringTween() throws {
    let entrance = try positionTween([Point(x: 0, y: 0), Point(x: 0, y: 400)], over: 1)
    runtime.add(entrance, to: card.position)
    addDrag()
    source.advance(frames: 12)
    let grabbed = card.position.value
    let dropped = dragAndLift()
    #expect(near(dropped, grabbed + Point(x: 50, y: 0)))
    #expect(!runtime.isActive(entrance))
    source.advance(by: 2)  // past the entrance's end: it does not show again
    #expect(near(card.position.value, dropped))
  }

  @Test("PH-6: a grab during a spring ends it")
  func grabDuringSpring() throws {
    let spring = try Spring(to: Point(x: 0, y: 300), parameters: .standardDefaultSpatial)
    runtime.add(spring, to: card.position)
    addDrag()
    source.advance(frames: 10)
    let dropped = dragAndLift()
    #expect(!runtime.isActive(spring))
    source.advance(by: 3)
    #expect(near(card.position.value, dropped))
  }

  @Test("TL-R10, PH-6: a grab during a running timeline's tween ends it")
  func grabDuringTimeline() throws {
    let timeline = Timeline(clock: source)
    let slide = TweenInteraction(
      try Tween(duration: 1, values: [Point(x: 0, y: 0), Point(x: 0, y: 400)]),
      timeline: timeline)
    runtime.add(slide, to: card.position)
    addDrag()
    source.advance(frames: 12)
    let dropped = dragAndLift()
    source.advance(by: 2)
    #expect(near(card.position.value, dropped))
  }

  @Test(
    "TW-15, TW-17: a tween that resumes after gestures shows again once the finger lifts",
    arguments: [false, true])
  func resumesAfterGestures(onTimeline: Bool) throws {
    let timeline = onTimeline ? Timeline(clock: source) : nil
    let ambient = TweenInteraction(
      try Tween(duration: 1, values: [Point(x: 0, y: 0), Point(x: 0, y: 400)]),
      timeline: timeline)
    ambient.resumesAfterGestures = true
    runtime.add(ambient, to: card.position)
    addDrag()
    source.advance(frames: 12)
    _ = dragAndLift()
    #expect(runtime.isActive(ambient))
    source.advance(frames: 1)  // the drag ended; the tween, still in effect, shows
    let local = source.now
    #expect(near(card.position.value, Point(x: 0, y: 400 * local), 1e-9))
    source.advance(by: 1)
    #expect(card.position.value == Point(x: 0, y: 400))
  }

  @Test("TW-16: a tween that has not started at the grab is not interrupted: it runs when due")
  func laterTweenRuns() throws {
    let later = try positionTween([Point(x: 0, y: 0), Point(x: 0, y: 100)], over: 0.2, delay: 1)
    runtime.add(later, to: card.position)
    addDrag()
    source.advance(frames: 6)
    _ = dragAndLift()
    source.advance(by: 2)
    #expect(card.position.value == Point(x: 0, y: 100))
  }

  @Test("TW-15: a tween added during the drag wins while in effect, then the held drag shows again")
  func tweenDuringDrag() throws {
    addDrag()
    let t = source.now
    feed([pan], [pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, 20, 0, at: t)])
    let nudge = try positionTween([Point(x: 5, y: 5), Point(x: 9, y: 9)], over: 0.5)
    runtime.add(nudge, to: card.position)
    #expect(card.position.value == Point(x: 5, y: 5))
    source.advance(frames: 6)
    #expect(runtime.isActive(nudge) && card.position.value != Point(x: 5, y: 5))
    source.advance(by: 1)  // the nudge ended; the finger, still down, holds the card again
    #expect(card.position.value == Point(x: 0, y: 0))
    feed([pan], [pointer(.up, 1, 20, 0, at: source.now)])
  }

  @Test(
    "PH-6: a spring that starts under the finger takes the card; the finger's next move takes it back for good"
  )
  func dragTakesBackFromSpring() throws {
    addDrag()
    let t = source.now
    feed([pan], [pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, 20, 0, at: t)])
    let spring = try Spring(to: Point(x: 0, y: 300), parameters: .standardDefaultSpatial)
    runtime.add(spring, to: card.position)  // PH-6: it interrupts the drag's motion
    source.advance(frames: 5)
    let pulled = card.position.value
    #expect(pulled.y > 0 && runtime.isActive(spring))
    feed([pan], [pointer(.move, 1, 30, 0, at: source.now)])  // the finger takes it back
    #expect(!runtime.isActive(spring))
    let held = card.position.value
    feed([pan], [pointer(.up, 1, 30, 0, at: source.now)])
    source.advance(by: 2)
    #expect(card.position.value == held, "the spring does not show again after the lift")
  }

  @Test(
    "PH-6, RT-5: every motion a grab interrupts ends, even when one's rest toggles another on (found by the fuzz)"
  )
  func interruptionWithToggleInsideEndsAll() throws {
    // Registered in this order: a tween that ends first (dropped into the arbiter's ghost), an
    // ended tween (the latest-ended), a toggled-off tween that ends later, then two long tweens
    // the grab interrupts. The first one's rest enables the toggled-off tween, whose
    // re-evaluation drops the ended one from the list while the grab is still removing what it
    // interrupted: the second long tween must go too.
    let earliest = try positionTween([Point(x: 0, y: 0), Point(x: 5, y: 0)], over: 0.05)
    let short = try positionTween([Point(x: 0, y: 0), Point(x: 10, y: 0)], over: 0.1)
    let later = try positionTween([Point(x: 0, y: 0), Point(x: 20, y: 0)], over: 0.2)
    let first = try positionTween([Point(x: 0, y: 0), Point(x: 0, y: 100)], over: 1)
    let second = try positionTween([Point(x: 0, y: 0), Point(x: 0, y: 200)], over: 1)
    runtime.add(earliest, to: card.position)
    runtime.add(short, to: card.position)
    later.enabled.value = false
    runtime.add(later, to: card.position)
    runtime.add(first, to: card.position)
    runtime.add(second, to: card.position)
    addDrag()
    source.advance(frames: 15)
    let waiter = runtime.whenAllAtRest([first]) { later.enabled.value = true }
    defer { waiter.unsubscribe() }
    let grabbed = card.position.value
    let dropped = dragAndLift()
    #expect(near(dropped, grabbed + Point(x: 50, y: 0)))
    #expect(later.enabled.value)
    #expect(!runtime.isActive(first) && !runtime.isActive(second))
    source.advance(by: 0.5)  // both long tweens would still be in effect
    #expect(near(card.position.value, dropped), "an interrupted tween showed again")
  }

  @Test(
    "RT-4: a grab of a settling card never lets the drag come to rest in between",
    arguments: [false, true])
  func grabOfASettleStaysActive(catches: Bool) throws {
    let drag = Draggable(pan, release: try DragRelease(duration: 0.3), catchesOnTouch: catches)
    runtime.add(drag, to: card)
    feed([pan], flick(at: source.now))
    source.advance(frames: 3)
    #expect(runtime.isActive(drag))  // the settle runs
    var rested = 0
    let waiter = runtime.whenAllAtRest([drag]) { rested += 1 }
    defer { waiter.unsubscribe() }
    let t = source.now
    feed([pan], [pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, 20, 0, at: t)])
    #expect(rested == 0, "the drag came to rest between its settle and the new grab")
    #expect(runtime.isActive(drag))
    feed([pan], [pointer(.up, 1, 20, 0, at: t + 0.5)])
    source.advance(by: 1)
    #expect(rested == 1 && !runtime.isActive(drag))
  }
}
