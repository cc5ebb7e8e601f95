import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// A single-value tween takes its start at its start instant (TW-6), and waits for that instant
/// on frames only when it is frame-driven (issue 17: both conditions of the arbiter's "waits for
/// its start" rule survived, `timeline == nil` → `!= nil` and `from == nil` → `!= nil`). A motion
/// on a paused timeline moves only when the timeline is scrubbed, so it must not keep the frame
/// source busy during its delay; a toggled-off frame-driven one must still take its start on time,
/// before a later scrub changes what was showing then.
@Suite("Single-value tween start")
struct SingleValueStartTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let property = ReactiveProperty(0.0)

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test("TW-6: a delayed single-value tween on a paused timeline runs no frames while it waits")
  func noFramesDuringDelay() throws {
    let timeline = Timeline(clock: source)
    timeline.paused.value = true
    let tween = TweenInteraction(
      try Tween(duration: 1, delay: 0.5, values: [10.0]), timeline: timeline)
    runtime.add(tween, to: property)
    #expect(runtime.frameObserverCount == 0)
    #expect(!runtime.isActive(tween))
    source.advance(by: 0.25)
    #expect(runtime.frameObserverCount == 0)
    #expect(property.value == 0)
    timeline.timeOffset.value = 1  // half-way through the tween, which starts from 0
    #expect(abs(property.value - 5) < 1e-9)
    #expect(runtime.frameObserverCount == 0)
  }

  @Test("TW-6: the same tween, frame-driven, waits on frames and starts from what shows then")
  func frameDrivenWaits() throws {
    let tween = TweenInteraction(try Tween(duration: 1, delay: 0.5, values: [10.0]))
    runtime.add(tween, to: property)
    #expect(runtime.frameObserverCount == 1)
    source.advance(by: 0.25)
    property.value = 4
    source.advance(by: 0.75)  // half-way, from 4
    #expect(abs(property.value - 7) < 1e-9)
    source.advance(by: 1)
    #expect(property.value == 10)
    #expect(runtime.frameObserverCount == 0)
  }

  @Test(
    "TW-6: a toggled-off tween takes its start at its start instant, not when toggled on",
    arguments: [0.0, 1])
  func toggledOffTakesStartOnTime(_ addedAt: Double) throws {
    // Added at time 0 and, so that its wait is measured from when it was added, at time 1.
    source.advance(by: addedAt)
    // A paused, scrubbed tween shows 50; a frame-driven single-value tween, toggled off, waits
    // 0.2 s for its start. At its start instant 50 shows, and that is what it starts from, even
    // though the scrubbed tween shows 90 by the time it is toggled on.
    let timeline = Timeline(clock: source)
    timeline.paused.value = true
    runtime.add(
      TweenInteraction(try Tween(duration: 1, values: [0.0, 100]), timeline: timeline),
      to: property)
    timeline.timeOffset.value = 0.5
    #expect(abs(property.value - 50) < 1e-9)
    let single = TweenInteraction(try Tween(duration: 1, delay: 0.2, values: [10.0]))
    single.enabled.value = false
    runtime.add(single, to: property)
    source.advance(by: 0.2)  // its start instant
    source.advance(by: 0.1)
    timeline.timeOffset.value = 0.9
    #expect(abs(property.value - 90) < 1e-9)
    source.advance(by: 0.1)
    single.enabled.value = true  // 0.2 s into its second: from 50 towards 10
    #expect(abs(property.value - (50 + (10 - 50) * 0.2)) < 1e-9, "\(property.value)")
  }
}
