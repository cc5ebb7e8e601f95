import MotionStreams
import MotionTimeline
import Testing

/// The scrubber and clock decisions the specs leave open or that browsers and users expect:
/// one snapshot on attach, detach undoes only the scrubber's own pause, a scrub before begin()
/// is kept, every scrubber change is reported, and a timeline without a clock takes its
/// runtime's (Docs/Timeline.md, Docs/Architecture.md).
@Suite("Timeline, scrubber decisions")
struct TimelineScrubberDecisionTests {
  @Test("TL-S5, TL-R7: attaching a scrubber publishes one snapshot, paused at its offset")
  func oneSnapshotOnAttach() throws {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)
    try timeline.scrub(to: 0.9)  // a stale offset, from before
    var snapshots: [Timeline.Snapshot] = []
    let subscription = timeline.asStream().subscribe { snapshots.append($0) }
    snapshots.removeAll()
    let log = EventLog()
    timeline.addObserver(log)
    timeline.scrubber = TimelineScrubber(timeOffset: 0.25)
    #expect(snapshots.count == 1)
    #expect(snapshots.first?.paused == true)
    #expect(snapshots.first?.timeOffset == 0.25)  // never the stale 0.9
    #expect(log.events == ["didAttach", "didScrub(0.25)"])
    #expect(timeline.paused.value && timeline.timeOffset.value == 0.25)
    subscription.unsubscribe()
  }

  @Test("TL-S5: attaching at the offset the timeline holds publishes one snapshot, no scrub")
  func oneSnapshotWithoutMove() {
    let timeline = Timeline(clock: ManualScheduler())
    var count = 0
    let subscription = timeline.asStream().subscribe { _ in count += 1 }
    let log = EventLog()
    timeline.addObserver(log)
    timeline.scrubber = TimelineScrubber(timeOffset: 0)
    #expect(count == 2)  // on subscribe, then the attach
    #expect(log.events == ["didAttach"])
    subscription.unsubscribe()
  }

  @Test("TL-S6: detaching does not un-pause a timeline the app paused before the attach")
  func appPausedBeforeAttach() {
    let timeline = Timeline(clock: ManualScheduler())
    timeline.paused.value = true
    let log = EventLog()
    timeline.addObserver(log)
    timeline.scrubber = TimelineScrubber(timeOffset: 0.4)
    timeline.scrubber = nil
    #expect(timeline.paused.value)
    #expect(timeline.snapshot.paused)
    #expect(log.events == ["didAttach", "didScrub(0.4)", "didDetach"])
  }

  @Test("TL-S6: a pause the app writes while attached survives the detach")
  func appPausedWhileAttached() {
    let timeline = Timeline(clock: ManualScheduler())
    timeline.scrubber = TimelineScrubber()
    timeline.paused.value = true  // the app takes the pause over
    timeline.scrubber = nil
    #expect(timeline.paused.value)
  }

  @Test("TL-S6: a timeline the scrubber paused resumes on detach, from the scrubbed position")
  func scrubberPauseUndone() {
    let scheduler = ManualScheduler(now: 10)
    let timeline = Timeline(clock: scheduler)
    let scrubber = TimelineScrubber(timeOffset: 0.3)
    timeline.scrubber = scrubber
    scrubber.timeOffset = 0.5
    scheduler.advance(by: 4)
    timeline.scrubber = nil
    #expect(!timeline.paused.value)
    #expect(timeline.localTime(at: scheduler.now) == 0.5)
    #expect(timeline.localTime(at: scheduler.now + 1) == 1.5)
  }

  @Test("TL-S6: an app that un-pauses while attached, then detaches, leaves it running")
  func appRunsWhileAttached() {
    let timeline = Timeline(clock: ManualScheduler())
    timeline.scrubber = TimelineScrubber()
    timeline.paused.value = false
    timeline.paused.value = true
    timeline.scrubber = nil
    #expect(timeline.paused.value)  // the last pause was the app's
  }

  @Test("TL-S1, TL-R11: a scrub before begin() is kept: time begins at the scrubbed position")
  func scrubBeforeBegin() throws {
    let scheduler = ManualScheduler(now: 2)
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    try timeline.scrub(to: 0.75)
    #expect(timeline.localTime(at: 2) == nil)  // not begun, running: no time yet
    scheduler.advance(by: 1)
    timeline.begin()
    #expect(timeline.beginTime == 3)
    #expect(timeline.localTime(at: 3) == 0.75)
    #expect(timeline.localTime(at: 3.5) == 1.25)
  }

  @Test("TL-S1, TL-S9: a scrubber attached and detached before begin() leaves its position")
  func scrubberBeforeBegin() {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    let scrubber = TimelineScrubber()
    timeline.scrubber = scrubber
    scrubber.timeOffset = 0.6
    #expect(timeline.localTime(at: 0) == 0.6)  // paused: shown even before begin
    timeline.scrubber = nil
    scheduler.advance(by: 1)
    timeline.begin()
    #expect(timeline.localTime(at: 1) == 0.6)
    #expect(timeline.localTime(at: 1.25) == 0.85)
  }

  @Test("TL-S7, TL-S9: every change of the scrubber is a didScrub, even to the timeline's offset")
  func didScrubForEveryChange() {
    let timeline = Timeline(clock: ManualScheduler())
    let scrubber = TimelineScrubber()
    let log = EventLog()
    timeline.addObserver(log)
    timeline.scrubber = scrubber
    timeline.timeOffset.value = 0.7  // the app moves the timeline itself
    scrubber.timeOffset = 0.7  // the scrubber changes (0 → 0.7): reported
    scrubber.timeOffset = 0.7  // no change: nothing
    scrubber.timeOffset = 0.2
    #expect(
      log.events == ["didAttach", "didScrub(0.7)", "didScrub(0.7)", "didScrub(0.2)"])
  }

  @Test("TL-R4: a timeline without a clock adopts its runtime's and begins on it")
  func adoptsClock() {
    let runtimeClock = ManualScheduler(now: 100)
    let timeline = Timeline()
    #expect(timeline.clock == nil)
    #expect(timeline.beginTime == nil)  // no time base yet
    timeline.begin()  // asked to begin without a clock: begins when it has one
    #expect(timeline.beginTime == nil)
    runtimeClock.advance(by: 5)
    timeline.adopt(clock: runtimeClock)
    #expect(timeline.beginTime == 105)
    #expect(timeline.localTime(at: 106) == 1)
    timeline.adopt(clock: ManualScheduler(now: 0))  // keeps the first
    #expect(timeline.clock as? ManualScheduler === runtimeClock)
  }

  @Test("TL-S2: an onBegin timeline without a clock waits for begin() after adopting one")
  func adoptsClockOnBegin() {
    let clock = ManualScheduler(now: 7)
    let timeline = Timeline(start: .onBegin)
    timeline.adopt(clock: clock)
    #expect(timeline.beginTime == nil)
    clock.advance(by: 1)
    timeline.begin()
    #expect(timeline.beginTime == 8)
  }

  @Test("TL-R4: a timeline with its own clock keeps it when a runtime offers another")
  func keepsOwnClock() {
    let own = ManualScheduler(now: 3)
    let timeline = Timeline(clock: own)
    timeline.adopt(clock: ManualScheduler(now: 50))
    #expect(timeline.clock as? ManualScheduler === own)
    #expect(timeline.beginTime == 3)
  }

  @Test("TL-R11: a clockless timeline pauses in place and resumes without reading any clock")
  func clocklessPauseResume() {
    let timeline = Timeline()
    timeline.pauseInPlace()
    timeline.paused.value = false
    #expect(timeline.beginTime == nil)
    #expect(timeline.localTime(at: 1) == nil)
  }
}
