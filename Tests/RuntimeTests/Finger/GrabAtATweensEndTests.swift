import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

@testable import MotionRuntimeConformance

/// "A grab interrupts what is in effect", at the boundary: a tween on a paused timeline
/// scrubbed to its exact end has ended (a span is in effect on `[start, end)`), so a grab then
/// interrupts nothing. Scrubbed back after the lift, the tween is in effect again and shows. The
/// conformance kit's precedence model (``KitPrecedenceModel``) must say the same as the
/// runtime.
@Suite("Where a finger meets motion: a grab at a tween's end")
struct GrabAtATweensEndTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test(
    "TL-R11, PH-6: a grab while a paused tween sits at its end leaves it: scrubbed back after the lift it shows, runtime and kit model alike"
  )
  func grabAtTheEnd() throws {
    let tween = try Tween(duration: 0.5, values: [Point(x: 0, y: 0), Point(x: 0, y: 400)])
    let timeline = Timeline(clock: source, start: .onBegin)
    timeline.paused.value = true
    runtime.add(TweenInteraction(tween, timeline: timeline), to: card.position)
    runtime.add(Draggable(pan, catchesOnTouch: false), to: card)
    let model = KitPrecedenceModel(base: 0)
    model.add("the timeline tween") { _ in
      timeline.beginTime.map { begin in
        MotionSpan(
          start: begin + tween.delay, end: begin + tween.endTime,
          now: begin + timeline.timeOffset.value)
      }
    } value: { _ in
      tween.value(atLocalTime: timeline.timeOffset.value, from: .zero).y
    }
    try timeline.scrub(to: 0.5)  // exactly its end: ended, not in effect
    #expect(card.position.value.y == 400)
    source.advance(frames: 3)
    let t = source.now
    let hold = model.hold("the finger", at: t)
    feed([pan], [pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, 20, 0, at: t)])
    feed([pan], [pointer(.move, 1, 70, 0, at: t)])
    #expect(card.position.value == Point(x: 50, y: 400))
    feed([pan], [pointer(.up, 1, 70, 0, at: t + 0.05)])
    source.advance(frames: 6)
    hold.end = t + 0.05
    #expect(model.expected(at: source.now).value == 400)
    try timeline.scrub(to: 0.25)  // in effect again: the grab did not interrupt it
    let expected = model.expected(at: source.now)
    #expect(expected.source == "the timeline tween")
    #expect(card.position.value.y == expected.value)
    #expect(abs(card.position.value.y - 200) < 1e-9)
  }
}
