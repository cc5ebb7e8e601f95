import MotionStreams
import MotionTimeline
import MotionTween
import Testing

@Suite("Tween: timeline coordination")
struct TweenTimelineTests {
  /// 0 → 100 linearly over 1 s after a 0.2 s delay.
  func ramp(_ timeline: Timeline?) throws -> Tween<Double> {
    try Tween(
      duration: 1, delay: 0.2, values: [0.0, 100], timeline: timeline)
  }

  @Test("TW-12, TL-R8: a tween exposes an optional timeline, nil by default")
  func optionalTimeline() throws {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)
    #expect(try ramp(nil).timeline == nil)
    #expect(try ramp(timeline).timeline === timeline)
    var tween = try ramp(nil)
    tween.timeline = timeline
    #expect(tween.timeline === timeline)
  }

  @Test("TW-13: adding a tween begins its timeline if it has not begun, and only then")
  func beginsTimeline() throws {
    let scheduler = ManualScheduler(now: 3)
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    let tween = try ramp(timeline)
    #expect(timeline.beginTime == nil)
    #expect(
      tween.value(
        at: 3, clock: tween.interactionClock(clock: scheduler, registeredAt: 3),
        from: 0) == nil)
    scheduler.advance(by: 2)
    tween.beginTimeline()
    #expect(timeline.beginTime == 5)
    scheduler.advance(by: 1)
    tween.beginTimeline()
    #expect(timeline.beginTime == 5)
    try ramp(nil).beginTimeline()  // no timeline: nothing to begin, no trap
  }

  @Test("TW-14, TL-R10: the timeline's begin time positions the tween, not its registration")
  func beginTimePositions() throws {
    let scheduler = ManualScheduler(now: 10)
    let timeline = Timeline(clock: scheduler)  // begun at 10
    let tween = try ramp(timeline)
    scheduler.advance(to: 10.5)
    let clock = tween.interactionClock(clock: scheduler, registeredAt: scheduler.now)
    #expect(clock.beginTime == 10)
    // Local time 0.7 s since the timeline began: progress (0.7 − 0.2) / 1 = 0.5.
    #expect(close(tween.value(at: 10.7, clock: clock, from: 0), 50))
    #expect(close(tween.localTime(at: 10.7, clock: clock), 0.7))
  }

  @Test("TL-R9: without a timeline, the tween starts at registration")
  func startsAtRegistration() throws {
    let scheduler = ManualScheduler(now: 4)
    let tween = try ramp(nil)
    let clock = tween.interactionClock(clock: scheduler, registeredAt: 4)
    #expect(close(tween.value(at: 4.2, clock: clock, from: 0), 0))
    #expect(close(tween.value(at: 4.45, clock: clock, from: 0), 25))
  }

  @Test("TL-R11: while paused, local time is the timeOffset; scrubbing moves the tween")
  func pausedFollowsTimeOffset() throws {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)
    let tween = try ramp(timeline)
    let clock = tween.interactionClock(clock: scheduler, registeredAt: 0)
    timeline.paused.value = true
    for (offset, expected) in [(0.7, 50.0), (0.2, 0), (1.2, 100), (0.45, 25), (9, 100)] {
      try timeline.scrub(to: offset)
      scheduler.advance(by: 3)  // clock time passing changes nothing while paused
      #expect(close(tween.value(at: scheduler.now, clock: clock, from: 0), expected))
    }
  }

  @Test("TL-R11: un-pausing continues from the scrubbed position")
  func resumeFromScrubbed() throws {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)
    let tween = try ramp(timeline)
    let clock = tween.interactionClock(clock: scheduler, registeredAt: 0)
    timeline.paused.value = true
    try timeline.scrub(to: 0.45)
    scheduler.advance(to: 5)
    timeline.paused.value = false
    #expect(close(tween.value(at: 5, clock: clock, from: 0), 25))
    scheduler.advance(by: 0.25)
    #expect(close(tween.value(at: scheduler.now, clock: clock, from: 0), 50))
  }

  @Test("TW-12: a stack of tweens on one paused timeline, scrubbed in any order")
  func stackOnTimeline() throws {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)
    timeline.paused.value = true
    var stack = TweenStack(baseValue: 0.0)
    stack.add(try ramp(timeline), beginTime: 0)
    stack.add(
      try Tween(duration: 0.2, delay: 0.5, values: [-1.0], timeline: timeline),
      beginTime: 0)
    let clock = InteractionClock(timeline: timeline, clock: scheduler)
    let expected: [(Double, Double)] = [(0.6, 14.5), (0.45, 25), (1.2, 100), (0.2, 0), (0.5, 30)]
    for (offset, value) in expected {
      try timeline.scrub(to: offset)
      let time = try #require(clock.localTime)
      #expect(abs(stack.value(at: time) - value) < 1e-9, "at \(offset)")
    }
  }
}

/// Whether `value` is present and within 1e-9 of `expected` (times in seconds are binary
/// fractions: 10.7 − 10 is not exactly 0.7).
func close(_ value: Double?, _ expected: Double) -> Bool {
  guard let value else { return false }
  return abs(value - expected) <= 1e-9
}
