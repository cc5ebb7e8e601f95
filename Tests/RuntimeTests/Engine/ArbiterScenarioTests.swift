import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// A linear position tween over `seconds` through `values`.
func positionTween(_ values: [Point], over seconds: Double, delay: Double = 0) throws
  -> TweenInteraction<Point>
{
  TweenInteraction(try Tween(duration: seconds, delay: delay, values: values))
}

/// The scenarios of "motions that meet on one property": every kind of motion on one property
/// goes through one arbiter with one rule (TW-15…TW-18 generalised).
@Suite("Arbiter: motions that meet on one property")
struct ArbiterScenarioTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
  /// Every value written to the card's position, in order.
  let written = Recorder<Point>()

  init() {
    runtime = FrameRuntime(frameSource: source)
    let written = written
    card.position.subscribe { written.values.append($0) }
  }

  /// Lands the finger at `at`, then crosses the pan's slop so the drag begins where it is.
  func grab(at time: Double) {
    feed([pan], [pointer(.down, 1, 0, 0, at: time), pointer(.move, 1, 20, 0, at: time)])
  }

  @Test(
    "TW-17, TW-18: a drag with release on a property an ended tween animated never shows the tween's value again"
  )
  func dragAfterEndedTween() throws {
    let entrance = try positionTween([.zero, Point(x: 200, y: 200)], over: 0.3)
    runtime.add(entrance, to: card.position)
    source.advance(by: 0.5)
    #expect(card.position.value == Point(x: 200, y: 200))
    let drag = Draggable(pan, release: try DragRelease(duration: 0.2, projection: 0))
    runtime.add(drag, to: card)
    written.values.removeAll()
    grab(at: source.now)  // at grab
    #expect(card.position.value == Point(x: 200, y: 200))
    source.advance(frames: 1)
    feed([pan], [pointer(.move, 1, 70, 10, at: source.now)])  // during
    #expect(near(card.position.value, Point(x: 250, y: 210)))
    source.advance(frames: 2)
    #expect(near(card.position.value, Point(x: 250, y: 210)))
    feed([pan], [pointer(.up, 1, 70, 10, at: source.now + 1)])  // at release (at rest)
    #expect(near(card.position.value, Point(x: 250, y: 210)))
    source.advance(by: 1)  // after
    #expect(near(card.position.value, Point(x: 250, y: 210)))
    let moved = written.values.drop { $0 == Point(x: 200, y: 200) }
    #expect(!moved.isEmpty)
    #expect(!moved.contains(Point(x: 200, y: 200)))
    #expect(!runtime.isActive(drag))
  }

  @Test("RT-5: toggle(tween, inReactionTo: drag) does not snap the element back on lift")
  func toggleDoesNotSnapBack() throws {
    let entrance = try positionTween([.zero, Point(x: 200, y: 200)], over: 0.3)
    runtime.add(entrance, to: card.position)
    let drag = Draggable(pan)
    runtime.add(drag, to: card)
    runtime.toggle(entrance, inReactionTo: drag)
    source.advance(by: 0.5)
    grab(at: source.now)
    feed([pan], [pointer(.move, 1, 70, 10, at: source.now + 0.01)])
    #expect(!entrance.enabled.value)
    feed([pan], [pointer(.up, 1, 70, 10, at: source.now + 0.02)])
    #expect(entrance.enabled.value)
    #expect(near(card.position.value, Point(x: 250, y: 210)))
    source.advance(by: 1)
    #expect(near(card.position.value, Point(x: 250, y: 210)))
  }

  @Test(
    "TW-6, TW-15…TW-18: scrubbing a timeline tween while others have ended shows TweenStack's value at every step"
  )
  func scrubMatchesTweenStack() throws {
    let property = ReactiveProperty(-5.0)
    let a = try Tween(duration: 0.5, values: [0.0, 100])
    let b = try Tween(duration: 0.2, values: [300.0, 400])
    let c = try Tween(duration: 0.5, delay: 0.2, values: [1000.0])  // from-less
    var reference = TweenStack(baseValue: -5.0)
    runtime.add(TweenInteraction(a), to: property)
    reference.add(a, beginTime: 0)
    source.advance(by: 0.1)
    runtime.add(TweenInteraction(b), to: property)
    reference.add(b, beginTime: 0.1)
    source.advance(by: 0.9)  // t = 1: both ended
    let timeline = Timeline(clock: source)
    timeline.paused.value = true
    runtime.add(TweenInteraction(c, timeline: timeline), to: property)
    reference.add(c, beginTime: try #require(timeline.beginTime))
    let begin = try #require(timeline.beginTime)
    #expect(begin == 1)
    let offsets = [0.0, 0.1, 0.3, 0.65, 0.1, 0.9, 0.25, 0, 0.7, 0.45, 0.199, 0.2, 2]
    for offset in offsets {
      timeline.timeOffset.value = offset
      // The runtime reads the timeline's local time (the offset itself); the reference computes
      // it as (begin + offset) - begin: equal up to one rounding of the time.
      let expected = reference.value(at: begin + offset)
      #expect(abs(property.value - expected) < 1e-9, "offset \(offset): \(property.value)")
      source.advance(frames: 1)
      #expect(abs(property.value - expected) < 1e-9, "offset \(offset), frame")
    }
  }

  @Test("RT-5: disabling a motion writes the next winner's value through the winner's constraints")
  func disablingWritesThroughWinnerConstraints() throws {
    let property = ReactiveProperty(0.0)
    let long = TweenInteraction(try Tween(duration: 2, values: [0.0, 100]))
    let short = TweenInteraction(try Tween(duration: 1, values: [500.0, 600]))
    runtime.add(long, to: property, constraints: { $0.map { $0 + 10_000 } })
    runtime.add(short, to: property, constraints: { $0.map { -$0 } })
    source.advance(by: 0.5)
    #expect(property.value == -550)
    short.enabled.value = false
    #expect(property.value == 10_025)  // the long tween at 0.5 s, through its own constraint
    short.enabled.value = true
    #expect(property.value == -550)
  }

  @Test(
    "TW-6: a from-less tween hidden at its start starts from the value showing at its start instant, whatever the frame rate"
  )
  func fromLessStartIsExact() throws {
    func run(rate: FrameRate, steps: [Double]) throws -> (Double, Double) {
      let source = ManualFrameSource(now: 0.003, rate: rate)
      let runtime = FrameRuntime(frameSource: source)
      let property = ReactiveProperty(0.0)
      let ramp = TweenInteraction(try Tween(duration: 1, values: [0.0, 100]))
      // Starts 0.5 s after registration, from whatever shows then (the ramp at 50).
      let hidden = TweenInteraction(
        try Tween(duration: 1, delay: 0.5, values: [500.0]))
      runtime.add(ramp, to: property)
      runtime.add(hidden, to: property)
      for step in steps { source.advance(by: step) }
      let early = property.value
      source.advance(by: 1)
      return (early, property.value)
    }
    let at60 = try run(rate: .hz60, steps: [0.75])
    let at120 = try run(rate: .hz120, steps: [0.75])
    let dropped = try run(rate: .hz60, steps: [0.4, 0.35])  // one frame from 0.4 to 0.75
    let expected = 50 + (500 - 50) * 0.25
    #expect(abs(at60.0 - expected) < 1e-9)
    #expect(at60 == at120)
    #expect(at60 == dropped)
    #expect(at60.1 == 500)
  }

  @Test(
    "TL-R11, TW-18: a tween that ends while a paused timeline tween is in effect hands over to it at once"
  )
  func endingHandsOverToPausedTimeline() throws {
    let property = ReactiveProperty(0.0)
    let timeline = Timeline(clock: source)
    timeline.paused.value = true
    timeline.timeOffset.value = 0.5
    let paused = TweenInteraction(
      try Tween(duration: 1, values: [0.0, 100]), timeline: timeline)
    runtime.add(paused, to: property)
    #expect(property.value == 50)
    let overlay = TweenInteraction(try Tween(duration: 0.25, values: [500.0, 600]))
    runtime.add(overlay, to: property)
    source.advance(by: 0.1)
    #expect(abs(property.value - 540) < 1e-9)
    source.advance(by: 0.2)  // the overlay ended at 0.25
    #expect(property.value == 50)
  }

  @Test(
    "TW-15, TW-18, TL-R10: a tween on a running timeline, added after another tween ended, shows the ended one through its delay, then its own value, then holds its last"
  )
  func runningTimelineAfterEndedTween() throws {
    let property = ReactiveProperty(0.0)
    runtime.add(TweenInteraction(try Tween(duration: 0.1, values: [0.0, 10])), to: property)
    source.advance(by: 0.2)
    #expect(property.value == 10)
    // The timeline runs: its local time advances with the clock from the moment it begins.
    let timeline = Timeline(clock: source)
    let later = TweenInteraction(
      try Tween(duration: 1, delay: 0.2, values: [100.0, 200]), timeline: timeline)
    runtime.add(later, to: property)
    source.advance(by: 0.1)  // in its delay: the ended tween still shows
    #expect(property.value == 10)
    source.advance(by: 0.4)  // 0.3 s into its duration
    #expect(abs(property.value - 130) < 1e-9)
    source.advance(by: 1)  // both ended: the one that ended most recently holds its last value
    #expect(property.value == 200)
  }

  @Test("a second grab of a card that was thrown once does not jump")
  func secondGrabDoesNotJump() throws {
    let drag = Draggable(pan, release: try DragRelease(duration: 0.5, projection: 0.2))
    runtime.add(drag, to: card)
    grab(at: 0)
    for step in 1...5 {
      feed([pan], [pointer(.move, 1, 20 + Double(step) * 10, 0, at: Double(step) * 0.01)])
    }
    feed([pan], [pointer(.up, 1, 70, 0, at: 0.06)])
    #expect(runtime.isActive(drag))  // thrown: settling
    source.advance(by: 0.1)
    let inFlight = card.position.value
    written.values.removeAll()
    grab(at: source.now)
    #expect(card.position.value == inFlight)
    source.advance(frames: 3)  // the settle was stopped: nothing moves the card
    #expect(card.position.value == inFlight)
    feed([pan], [pointer(.move, 1, 25, 5, at: source.now)])
    #expect(near(card.position.value, inFlight + Point(x: 5, y: 5)))
    #expect(written.values.allSatisfy { near($0, inFlight, 8) && $0.x >= inFlight.x })
  }

  @Test("RT-4, RT-5: a disabled Draggable reports no activity and moves nothing")
  func disabledDraggableIsQuiet() throws {
    let drag = Draggable(pan, release: try DragRelease())
    runtime.add(drag, to: card)
    drag.enabled.value = false
    grab(at: 0)
    feed([pan], [pointer(.move, 1, 70, 10, at: 0.01)])
    #expect(!runtime.isActive(drag))
    #expect(!runtime.isActive)
    feed([pan], [pointer(.up, 1, 70, 10, at: 0.02)])
    source.advance(by: 0.5)
    #expect(!runtime.isActive(drag))
    #expect(card.position.value == .zero)
  }

  @Test("an app's write holds after the tweens have ended, and a running tween takes over again")
  func appWriteIsAMotion() throws {
    let property = ReactiveProperty(0.0)
    runtime.add(
      TweenInteraction(try Tween(duration: 0.2, values: [0.0, 100])), to: property)
    source.advance(by: 0.5)
    property.value = 42  // ended at the time of the write: the latest-ended motion
    let toggled = TweenInteraction(try Tween(duration: 0.2, values: [7.0, 8]))
    runtime.add(toggled, to: property)
    source.advance(by: 0.5)
    #expect(property.value == 8)
    toggled.enabled.value = false  // the app's write ended before the tween: it shows again?
    #expect(property.value == 42)
  }
}

/// Collects values in a reference, for closures.
final class Recorder<Value> {
  var values: [Value] = []
}
