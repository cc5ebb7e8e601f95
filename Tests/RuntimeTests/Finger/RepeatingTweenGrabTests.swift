import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// "A finger meets a loop": a repeating tween on the card's position under a still touch that
/// catches it and under a second grab. While the finger is down the card is where the finger
/// holds it, with no jump at the catch; after the lift the tween never shows again (a grab
/// interrupts it, PH-6), unless its interaction resumes after gestures: then it shows again
/// where its own clock has reached (TW-15, TW-17).
@Suite("Where a finger meets motion: a repeating tween")
struct RepeatingTweenGrabTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
  /// Down and back between (0, 0) and (0, 400), a second each way, four times: at local time t
  /// in an even iteration y = 400 × (t − ⌊t⌋), in an odd one y = 400 × (1 − (t − ⌊t⌋)).
  let loop: TweenInteraction<Point>
  /// A drag that catches on touch and leaves the card where it is lifted (no settle).
  let drag: Draggable

  init() throws {
    runtime = FrameRuntime(frameSource: source)
    loop = TweenInteraction(
      try Tween(
        duration: 1, values: [Point(x: 0, y: 0), Point(x: 0, y: 400)], iterations: 4,
        direction: .alternate))
    drag = Draggable(pan)
  }

  /// The loop, resuming after gestures or not, then the drag on the card.
  func start(resumes: Bool) {
    loop.resumesAfterGestures = resumes
    runtime.add(loop, to: card.position)
    runtime.add(drag, to: card)
  }

  /// A grab at the present instant: down, past the slop (the drag begins), then `by` more to the
  /// right. Returns the position at the down and at `.began`.
  func grab(thenMove by: Double) -> (atDown: Point, atBegan: Point) {
    let t = source.now
    feed([pan], [pointer(.down, 1, 500, 500, at: t)])
    let atDown = card.position.value
    feed([pan], [pointer(.move, 1, 520, 500, at: t)])
    #expect(pan.state == .began)
    let atBegan = card.position.value
    feed([pan], [pointer(.move, 1, 520 + by, 500, at: t)])
    return (atDown, atBegan)
  }

  /// Lifts the finger at the present instant, where `grab(thenMove:)` left it.
  func lift(after by: Double) {
    feed([pan], [pointer(.up, 1, 520 + by, 500, at: source.now)])
    #expect(pan.state == .possible)
  }

  /// Every value the card's position takes while time moves on by `seconds`, frame by frame,
  /// the one it has now included.
  func positions(advancingBy seconds: Double) -> Set<Point> {
    var seen: Set<Point> = []
    let watch = card.position.subscribe { seen.insert($0) }
    defer { watch.unsubscribe() }
    source.advance(by: seconds)
    seen.insert(card.position.value)
    return seen
  }

  @Test(
    "PH-12, TW-15, TW-17: a still touch catches a repeating tween where it shows; after the lift it shows again only if it resumes after gestures",
    arguments: [false, true])
  func stillTouchCatches(resumes: Bool) throws {
    start(resumes: resumes)
    source.advance(by: 1.25)  // the second iteration, on its way back
    #expect(card.position.value == Point(x: 0, y: 300))
    feed([pan], [pointer(.down, 1, 500, 500, at: source.now)])
    #expect(card.position.value == Point(x: 0, y: 300), "no jump at the catch")
    #expect(runtime.isActive(drag))
    #expect(runtime.isActive(loop) == resumes, "the catch interrupts unless it resumes")
    #expect(positions(advancingBy: 0.25) == [Point(x: 0, y: 300)], "a still finger holds it")
    feed([pan], [pointer(.up, 1, 500, 500, at: source.now)])  // at 1.5
    #expect(pan.state == .possible)
    source.advance(by: 0.25)  // 1.75
    if resumes {
      // Where the loop's clock has reached: the second iteration, three quarters back.
      #expect(card.position.value == Point(x: 0, y: 100))
      source.advance(by: 0.75)  // 2.5: the third iteration, half way down
      #expect(card.position.value == Point(x: 0, y: 200))
      source.advance(by: 2)  // past its end: the fourth iteration ends back at the top
      #expect(card.position.value == Point(x: 0, y: 0))
    } else {
      #expect(card.position.value == Point(x: 0, y: 300), "the caught card stays")
      source.advance(by: 3)  // past the loop's end: it never shows again
      #expect(card.position.value == Point(x: 0, y: 300))
    }
    #expect(!runtime.isActive(loop) && !runtime.isActive(drag) && !runtime.isActive)
  }

  @Test(
    "TW-15, TW-17: a second grab of a repeating tween starts where the card shows; after each lift the tween shows again only if it resumes after gestures",
    arguments: [false, true])
  func secondGrab(resumes: Bool) throws {
    start(resumes: resumes)
    source.advance(by: 0.25)
    #expect(card.position.value == Point(x: 0, y: 100))
    // The first grab: caught at the down, then dragged 30 right.
    let first = grab(thenMove: 30)
    #expect(first.atDown == Point(x: 0, y: 100) && first.atBegan == Point(x: 0, y: 100))
    #expect(
      positions(advancingBy: 0.25) == [Point(x: 30, y: 100)], "held where the finger is")
    lift(after: 30)  // at 0.5
    source.advance(by: 0.25)  // 0.75
    // Resumed, the loop shows where its clock is (the first iteration, going down); else the
    // card rests where it was dropped.
    let showing = resumes ? Point(x: 0, y: 300) : Point(x: 30, y: 100)
    #expect(card.position.value == showing)
    // The second grab: from what shows (a touch catches the resumed loop; a card at rest waits
    // for the drag to begin), then dragged 20 right.
    let second = grab(thenMove: 20)
    #expect(second.atDown == showing && second.atBegan == showing, "no jump at the second grab")
    #expect(
      positions(advancingBy: 0.25) == [showing + Point(x: 20, y: 0)], "held where the finger is")
    lift(after: 20)  // at 1.0
    source.advance(by: 0.25)  // 1.25
    if resumes {
      #expect(card.position.value == Point(x: 0, y: 300))  // the second iteration, going back
      source.advance(by: 3)  // past its end: back at the top
      #expect(card.position.value == Point(x: 0, y: 0))
    } else {
      #expect(card.position.value == Point(x: 50, y: 100))
      source.advance(by: 3)
      #expect(card.position.value == Point(x: 50, y: 100), "the loop never shows again")
    }
    #expect(!runtime.isActive(loop) && !runtime.isActive(drag) && !runtime.isActive)
  }
}
