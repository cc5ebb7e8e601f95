import MotionStreams
import MotionTimeline
import MotionTween
import Testing

// The Swift blocks of Tween.docc/TweenTimelines.md and of the doc comment of
// Sources/Tween/Tween+Timeline.swift, each run by a test that asserts what the text says
// (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: tweens on timelines")
struct TweenTimelinesSnippets {
  @Test("TL-R11: scrubbed to 0.7 s, a tween delayed by 0.2 s over 1 s is half way")
  func scrubbed() throws {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)
    let tween = try Tween(duration: 1, delay: 0.2, values: [0.0, 100], timeline: timeline)
    tween.beginTimeline()
    let clock = tween.interactionClock(clock: scheduler, registeredAt: scheduler.now)

    timeline.paused.value = true
    try timeline.scrub(to: 0.7)
    let scrubbed = tween.value(at: scheduler.now, clock: clock, from: 0)  // 50: (0.7 − 0.2) / 1
    #expect(scrubbed.map { abs($0 - 50) < 1e-9 } == true)
  }

  @Test("TW-13, TW-14: the runtime's steps, begin then sample each frame, write the property")
  func runtimeSteps() throws {
    let scheduler = ManualScheduler(now: 1)
    let property = ReactiveProperty(0.0)
    let start = property.value
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    let tween = try Tween(duration: 1, values: [0.0, 100], timeline: timeline)
    scheduler.advance(by: 0.25)
    // When the runtime adds the tween:
    tween.beginTimeline()  // TW-13
    let time = tween.interactionClock(clock: scheduler, registeredAt: scheduler.now)
    // Every frame:
    if let value = tween.value(at: scheduler.now, clock: time, from: start) {
      property.value = value
    }
    #expect(timeline.beginTime == 1.25)
    #expect(property.value == 0)
    scheduler.advance(by: 0.5)
    #expect(tween.value(at: scheduler.now, clock: time, from: start) == 50)
  }
}
