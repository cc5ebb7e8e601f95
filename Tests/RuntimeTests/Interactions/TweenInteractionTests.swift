import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// A linear tween over `seconds` through `values`.
func linear(_ values: [Double], over seconds: Double, delay: Double = 0) throws -> TweenInteraction<
  Double
> {
  TweenInteraction(try Tween(duration: seconds, delay: delay, values: values))
}

@Suite("TweenInteraction")
struct TweenInteractionTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let property = ReactiveProperty(-1.0, name: "x")

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test("TL-R9: without a timeline the tween starts when added, from the runtime's time")
  func startsAtOnce() throws {
    source.advance(by: 1)
    let tween = try linear([0, 100], over: 1)
    runtime.add(tween, to: property)
    #expect(property.value == 0)
    #expect(runtime.isActive(tween))
    source.advance(by: 0.25)
    #expect(abs(property.value - 25) < 1e-9)
    source.advance(by: 1)
    #expect(property.value == 100)
    #expect(!runtime.isActive(tween))
    #expect(runtime.frameObserverCount == 0)
  }

  @Test("TW-6: a single value runs from the property's value when the tween starts")
  func singleValue() throws {
    let tween = TweenInteraction(try Tween(duration: 1, delay: 0.5, values: [10.0]))
    runtime.add(tween, to: property)
    source.advance(by: 0.25)
    property.value = 2  // changed during the delay: the tween starts from here
    source.advance(by: 0.75)
    #expect(abs(property.value - (2 + 8 * 0.5)) < 1e-9)
    source.advance(by: 1)
    #expect(property.value == 10)
  }

  @Test("TW-13: adding a tween with a timeline that has not begun begins it")
  func beginsTimeline() throws {
    let timeline = Timeline(clock: source, start: .onBegin)
    source.advance(by: 2)
    runtime.add(
      TweenInteraction(try Tween(duration: 1, values: [0.0, 1]), timeline: timeline),
      to: property)
    #expect(timeline.beginTime == 2)
  }

  @Test("TL-R10 / TW-14: the timeline's begin time positions the tween")
  func beginTimePositions() throws {
    let timeline = Timeline(clock: source)  // begins at 0
    source.advance(by: 0.5)
    runtime.add(
      TweenInteraction(try Tween(duration: 1, values: [0.0, 100]), timeline: timeline),
      to: property)
    // Already half-way: positioned by the timeline's beginTime, not by the time of add.
    #expect(abs(property.value - 50) < 1e-9)
    source.advance(by: 0.25)
    #expect(abs(property.value - 75) < 1e-9)
  }

  @Test(
    "TL-R8 / TL-R11 / TW-12: paused, the timeline scrubs the tween; un-pausing resumes from there")
  func scrubbing() throws {
    let timeline = Timeline(clock: source)
    let tween = TweenInteraction(
      try Tween(duration: 1, values: [0.0, 100]), timeline: timeline)
    #expect(tween.timeline === timeline)  // TL-R8: a scrubbable interaction exposes it
    runtime.add(tween, to: property)
    source.advance(by: 0.5)
    timeline.paused.value = true
    #expect(!runtime.isActive(tween))
    try timeline.scrub(to: 0.2)
    #expect(abs(property.value - 20) < 1e-9)
    source.advance(by: 3)
    #expect(abs(property.value - 20) < 1e-9)
    try timeline.scrub(to: 0.9)
    #expect(abs(property.value - 90) < 1e-9)
    timeline.paused.value = false
    #expect(runtime.isActive(tween))
    source.advance(by: 0.05)
    #expect(abs(property.value - 95) < 1e-9)
    source.advance(by: 1)
    #expect(property.value == 100)
  }

  @Test("TW-15 / TW-16: the last-registered tween wins while in effect; equal tweens show only B")
  func lastRegisteredWins() throws {
    let a = try linear([0, 100], over: 1)
    let b = try linear([0, 100], over: 1)
    var writes = 0
    let count = property.subscribe { _ in writes += 1 }
    runtime.add(a, to: property)
    runtime.add(b, to: property)
    writes = 0
    source.advance(frames: 10)
    #expect(writes == 10)  // one write per frame: only B's interpolation takes effect
    let other = ReactiveProperty(0.0)
    runtime.add(try linear([0, 10], over: 1), to: other)
    runtime.add(try linear([50, 60], over: 1), to: other)
    source.advance(by: 0.5)
    #expect(abs(other.value - 55) < 1e-9)
    count.unsubscribe()
  }

  @Test("TW-17: if A starts before B, A takes effect until B starts, then B")
  func startsBefore() throws {
    runtime.add(try linear([0, 100], over: 2), to: property)
    runtime.add(try linear([500, 600], over: 1, delay: 0.5), to: property)
    source.advance(by: 0.25)
    #expect(abs(property.value - 12.5) < 1e-9)
    source.advance(by: 0.5)
    #expect(abs(property.value - 525) < 1e-9)
  }

  @Test("TW-18: if A lasts longer than B, A takes effect again after B completes")
  func lastsLonger() throws {
    let a = try linear([0, 100], over: 2)
    let b = try linear([500, 600], over: 0.5)
    runtime.add(a, to: property)
    runtime.add(b, to: property)
    source.advance(by: 0.25)
    #expect(abs(property.value - 550) < 1e-9)
    source.advance(by: 0.75)
    #expect(abs(property.value - 50) < 1e-9)
    var rested = false
    runtime.whenAllAtRest([a, b]) { rested = true }
    source.advance(by: 1.5)
    #expect(property.value == 100)
    #expect(rested)
  }

  @Test("RT-5: a toggled-off tween never takes effect; toggled back, it follows its time")
  func toggled() throws {
    let moving = ReactiveProperty(true)
    let gesture = Switch(moving)
    let tween = try linear([0, 100], over: 1)
    runtime.add(gesture, to: ReactiveProperty(0.0))
    runtime.toggle(tween, inReactionTo: gesture)
    runtime.add(tween, to: property)
    source.advance(by: 0.5)
    #expect(property.value == -1)
    #expect(!runtime.isActive(tween))
    moving.value = false
    #expect(abs(property.value - 50) < 1e-9)
    #expect(runtime.isActive(tween))
  }

  @Test("RT-5: enabled, first touched after add, still switches the running tween")
  func toggledAfterAdd() throws {
    let tween = try linear([0, 100], over: 1)
    runtime.add(tween, to: property)
    source.advance(by: 0.25)
    tween.enabled.value = false
    #expect(!runtime.isActive(tween))
    source.advance(by: 0.25)
    #expect(abs(property.value - 25) < 1e-9)
    tween.enabled.value = true
    #expect(abs(property.value - 50) < 1e-9)
    #expect(runtime.isActive(tween))
  }

  @Test("RT-5, TW-18: disabling the tween on show hands the property to the stack's next winner")
  func disablingHandsBack() throws {
    let long = try linear([0, 100], over: 2)  // A: 0…2 s
    let short = try linear([500, 600], over: 0.5)  // B: 0…0.5 s, registered later
    runtime.add(long, to: property)
    runtime.add(short, to: property)
    source.advance(by: 0.25)
    #expect(abs(property.value - 550) < 1e-9)  // B wins while in effect
    short.enabled.value = false
    #expect(abs(property.value - 12.5) < 1e-9)  // A, at once
    short.enabled.value = true
    source.advance(by: 3)  // both ended: the most recent end is A's (TW-18)
    #expect(property.value == 100)
    let late = try linear([7, 8], over: 0.25)  // C ends last, then is disabled
    runtime.add(late, to: property)
    source.advance(by: 1)
    #expect(property.value == 8)
    late.enabled.value = false  // nothing runs any more: the stack's answer is still written
    #expect(property.value == 100)
  }

  @Test("RT-1: a tween that outlives its runtime can still be toggled; nothing is left running")
  func outlivesRuntime() throws {
    let tween = try linear([0, 100], over: 1)
    weak var weakRuntime: FrameRuntime?
    do {
      let runtime = FrameRuntime(frameSource: source)
      runtime.add(tween, to: property)
      weakRuntime = runtime
    }
    #expect(weakRuntime == nil)
    tween.enabled.value = false
    tween.enabled.value = true
    source.advance(by: 0.5)
    #expect(property.value == 0)
    #expect(source.observerCount == 1)  // only the suite's own runtime
  }

  @Test("RT-3 / RT-6: one tween on two properties runs twice, independently, and is drawn")
  func independentAndDrawn() throws {
    let tween = try linear([0, 100], over: 1)
    let other = ReactiveProperty(0.0, name: "y")
    runtime.add(tween, to: property)
    source.advance(by: 0.5)
    runtime.add(tween, to: other)
    source.advance(by: 0.25)
    #expect(abs(property.value - 75) < 1e-9)
    #expect(abs(other.value - 25) < 1e-9)
    let graph = try DotGraph(parsing: runtime.toGraphViz())
    #expect(graph.hasEdge(from: "frames", to: "tween"))
    #expect(graph.hasEdge(from: "tween", to: "x") && graph.hasEdge(from: "tween", to: "y"))
    #expect(graph.labels.filter { $0 == "tween" }.count == 1)  // one node shared by every tween
  }

  @Test("RT-1: releasing the runtime frees running tweens and their timeline")
  func lifetime() throws {
    weak var weakTween: TweenInteraction<Double>?
    weak var weakTimeline: Timeline?
    weak var weakRuntime: FrameRuntime?
    do {
      let runtime = FrameRuntime(frameSource: source)
      let timeline = Timeline(clock: source)
      let tween = TweenInteraction(
        try Tween(duration: 1, values: [0.0, 1]), timeline: timeline)
      runtime.add(tween, to: property)
      source.advance(frames: 2)
      (weakTween, weakTimeline, weakRuntime) = (tween, timeline, runtime)
    }
    #expect(weakRuntime == nil)
    #expect(weakTween == nil)
    #expect(weakTimeline == nil)
    #expect(property.observerCount == 0)
  }
}
