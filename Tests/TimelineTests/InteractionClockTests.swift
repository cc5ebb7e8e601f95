import MotionStreams
import MotionTimeline
import Testing

@Suite("InteractionClock: an interaction's local time")
struct InteractionClockTests {
  /// A minimal scrubbable interaction, as a Tween would be (TL-R8).
  final class Interaction {
    var timeline: Timeline?
    init(timeline: Timeline? = nil) { self.timeline = timeline }
  }

  @Test("TL-R8: a scrubbable interaction's optional timeline, once set, is what its clock follows")
  func optionalTimeline() throws {
    let scheduler = ManualScheduler(now: 5)
    let interaction = Interaction()
    let before = InteractionClock(timeline: interaction.timeline, clock: scheduler)
    scheduler.advance(by: 1)
    #expect(before.timeline == nil)
    #expect(before.localTime == 1)  // no timeline: seconds since registration
    let timeline = Timeline(clock: scheduler)
    interaction.timeline = timeline
    try timeline.scrub(to: 0.7)
    timeline.paused.value = true
    let after = InteractionClock(timeline: interaction.timeline, clock: scheduler)
    scheduler.advance(by: 3)
    #expect(after.timeline === timeline)
    #expect(after.isPaused)
    #expect(after.localTime == 0.7)  // the timeline's time, not 3 s since registration
    try timeline.scrub(to: 0.1)
    #expect(after.localTime == 0.1)
  }

  @Test("TL-R9: without a timeline, local time starts at registration")
  func startsAtRegistration() {
    let scheduler = ManualScheduler(now: 3)
    let time = InteractionClock(timeline: nil, clock: scheduler)
    #expect(time.registrationTime == 3)
    #expect(time.beginTime == 3)
    #expect(time.localTime == 0)
    scheduler.advance(by: 0.5)
    #expect(time.localTime == 0.5)
    #expect(!time.isPaused)
  }

  @Test("TL-R10: with a timeline, local time counts from the timeline's beginTime")
  func followsTimelineBeginTime() {
    let scheduler = ManualScheduler(now: 1)
    let timeline = Timeline(clock: scheduler)
    scheduler.advance(by: 2)  // registered later than the timeline began
    let time = InteractionClock(timeline: timeline)
    #expect(time.beginTime == 1)
    #expect(time.localTime == 2)
    scheduler.advance(by: 0.25)
    #expect(time.localTime(at: scheduler.now) == 2.25)
  }

  @Test("TL-R10: an unbegun timeline gives no local time until begin()")
  func unbegunTimeline() {
    let scheduler = ManualScheduler(now: 1)
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    let time = InteractionClock(timeline: timeline, clock: scheduler)
    #expect(time.beginTime == nil)
    #expect(time.localTime == nil)
    scheduler.advance(by: 1)
    timeline.begin()
    #expect(time.beginTime == 2)
    scheduler.advance(by: 0.5)
    #expect(time.localTime == 0.5)
  }

  /// What a timeline-driven interaction does (TL-R10): it subscribes to the timeline's stream
  /// when registered, takes the timeline's beginTime as its own, and re-renders on every
  /// snapshot at the local time that snapshot implies.
  final class Renderer {
    let time: InteractionClock
    var rendered: [Double?] = []
    var subscription = Subscription()

    init(timeline: Timeline, clock: ManualScheduler) {
      time = InteractionClock(timeline: timeline, clock: clock)
      subscription = timeline.asStream().subscribe { [unowned self] snapshot in
        // The snapshot and the clock must agree: rendering reads the timeline's state.
        rendered.append(
          snapshot.localTime(at: time.clock.now) == time.localTime ? time.localTime : -1)
      }
    }
  }

  @Test(
    "TL-R10: an interaction subscribes to the stream, takes its beginTime, reacts to each snapshot")
  func reactsToSnapshots() throws {
    let scheduler = ManualScheduler(now: 2)
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    let renderer = Renderer(timeline: timeline, clock: scheduler)
    #expect(renderer.time.beginTime == nil)
    scheduler.advance(by: 1)
    timeline.begin()
    #expect(renderer.time.beginTime == 3)  // the timeline's beginTime, not registration (2)
    scheduler.advance(by: 1)
    timeline.paused.value = true
    try timeline.scrub(to: 0.3)
    try timeline.scrub(to: 0.3)  // no change: no snapshot, no render
    timeline.paused.value = false
    // Subscribe (not begun: no time), begin (0), pause (offset 0), scrub (0.3), resume (0.3).
    #expect(renderer.rendered == [nil, 0, 0, 0.3, 0.3])
    renderer.subscription.unsubscribe()
  }

  @Test("TL-R11: while paused local time follows timeOffset; on resume it continues, no jump")
  func pausedFollowsOffsetThenResumes() {
    let scheduler = ManualScheduler(now: 10)
    let timeline = Timeline(clock: scheduler)
    let time = InteractionClock(timeline: timeline, clock: scheduler)
    scheduler.advance(by: 2)
    #expect(time.localTime == 2)
    timeline.paused.value = true
    #expect(time.isPaused)
    #expect(time.localTime == 0)  // paused: the timeline's timeOffset
    timeline.timeOffset.value = 0.5
    scheduler.advance(by: 7)  // wall time passes; paused time does not
    #expect(time.localTime == 0.5)
    timeline.paused.value = false
    #expect(!time.isPaused)
    #expect(time.localTime == 0.5)  // no jump to the wall-clock position (9)
    scheduler.advance(by: 0.25)
    #expect(time.localTime == 0.75)
    #expect(timeline.snapshot.resumeTime == 19)
    #expect(timeline.snapshot.resumeOffset == 0.5)
  }

  @Test("TL-R11: timeOffset writes while running are ignored by local time")
  func runningIgnoresOffset() {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)
    let time = InteractionClock(timeline: timeline, clock: scheduler)
    scheduler.advance(by: 1)
    timeline.timeOffset.value = 0.2
    #expect(time.localTime == 1)
  }

  @Test("TL-R11: a snapshot alone gives local time, as the timeline does")
  func snapshotLocalTime() {
    let running = Timeline.Snapshot(
      paused: false, beginTime: 2, timeOffset: 9, resumeTime: 3, resumeOffset: 0.5)
    #expect(running.localTime(at: 4) == 1.5)
    let fresh = Timeline.Snapshot(paused: false, beginTime: 2, timeOffset: 9)
    #expect(fresh.localTime(at: 1) == -1)  // before beginTime: negative
    let paused = Timeline.Snapshot(paused: true, beginTime: nil, timeOffset: 0.4)
    #expect(paused.localTime(at: 100) == 0.4)  // scrubbing previews an unbegun timeline
    let unbegun = Timeline.Snapshot(paused: false, beginTime: nil, timeOffset: 0)
    #expect(unbegun.localTime(at: 100) == nil)
    #expect(!unbegun.hasBegun)
  }

  @Test("TL-R9: a registration time that is not finite counts as now")
  func nonFiniteRegistration() {
    let scheduler = ManualScheduler(now: 4)
    let time = InteractionClock(timeline: nil, clock: scheduler, registeredAt: .nan)
    #expect(time.registrationTime == 4)
  }
}
