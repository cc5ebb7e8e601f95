import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// A gesture's end only ends a motion that is under way (issue 17: the arbiter's guard that a
/// released motion is still held and registered, deleted, survived). A drag that ended long ago
/// and is then toggled off still sees its gesture's later ends (the toggle drops values, not the
/// end of the gesture); if such an end ended the old drag again, the old drag would count as
/// the motion that ended most recently (TW-18) and bring the element back to where it left it.
@Suite("Gesture end precedence")
struct GestureEndPrecedenceTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 100, y: 100))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  /// One drag from (0, 0) to (x, 0) and a lift, at `time` (pointer time; the frame clock is
  /// separate).
  func drag(to x: Double, at time: Double) {
    feed(
      [pan],
      [
        pointer(.down, 1, 0, 0, at: time), pointer(.move, 1, 12, 0, at: time + 0.01),
        pointer(.move, 1, x, 0, at: time + 0.02), pointer(.up, 1, x, 0, at: time + 0.03),
      ])
  }

  @Test("RT-5: a toggled-off drag's gesture ending later does not undo the app's newer write")
  func endAfterAppWrite() {
    let draggable = Draggable(pan)
    runtime.add(draggable, to: card)
    drag(to: 42, at: 0)
    let dragged = card.position.value
    #expect(near(dragged, Point(x: 130, y: 100)))
    source.advance(by: 0.1)
    card.position.value = Point(x: 7, y: 8)  // the app's write, after the drag ended
    source.advance(by: 0.1)
    draggable.enabled.value = false
    drag(to: 60, at: 1)  // begins and ends, writes nothing
    #expect(card.position.value == Point(x: 7, y: 8))
    source.advance(by: 0.1)
    #expect(card.position.value == Point(x: 7, y: 8))
  }

  @Test("TW-18: a gesture's end does not make an old drag end after a tween that ended since")
  func endAfterTweenEnded() throws {
    let draggable = Draggable(pan)
    runtime.add(draggable, to: card)
    drag(to: 42, at: 0)  // ends at frame time 0
    source.advance(by: 0.1)
    let tween = TweenInteraction(
      try Tween(duration: 0.1, values: [Point(x: 0, y: 0), Point(x: 10, y: 20)]))
    runtime.add(tween, to: card.position)
    tween.enabled.value = false  // toggled off: the drag's position shows again
    #expect(near(card.position.value, Point(x: 130, y: 100)))
    source.advance(by: 0.2)  // the tween ends at 0.2 while toggled off, and is kept
    draggable.enabled.value = false
    drag(to: 60, at: 1)  // at frame time 0.3: begins and ends, writes nothing
    #expect(near(card.position.value, Point(x: 130, y: 100)))
    tween.enabled.value = true
    // The tween ended at 0.2, the drag at 0: the tween ended most recently and holds its end.
    #expect(card.position.value == Point(x: 10, y: 20))
  }

  @Test("RT-5: a drag toggled back on after such an end drags from where the element is")
  func dragAgainAfterEnd() {
    let draggable = Draggable(pan)
    runtime.add(draggable, to: card)
    drag(to: 42, at: 0)
    source.advance(by: 0.1)
    card.position.value = Point(x: 7, y: 8)
    source.advance(by: 0.1)
    draggable.enabled.value = false
    drag(to: 60, at: 1)
    draggable.enabled.value = true
    drag(to: 42, at: 2)
    #expect(near(card.position.value, Point(x: 37, y: 8)))
  }
}
