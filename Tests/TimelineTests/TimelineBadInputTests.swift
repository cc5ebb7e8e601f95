import MotionStreams
import MotionTimeline
import Testing

@Suite("Timeline: bad input is defined, nothing traps")
struct TimelineBadInputTests {
  /// A clock that reads NaN, standing in for a broken time source.
  struct BrokenClock: MotionClock {
    var now: Double { .nan }
  }

  @Test("TL-R3: a NaN or infinite timeOffset write is reverted and never reaches the stream")
  func nonFiniteWriteReverted() {
    let timeline = Timeline(clock: ManualScheduler())
    timeline.timeOffset.value = 0.5
    var snapshots: [Double] = []
    var raw: [Double] = []
    let stream = timeline.asStream().subscribe { snapshots.append($0.timeOffset) }
    let property = timeline.timeOffset.subscribe { raw.append($0) }
    for bad in [Double.nan, .infinity, -.infinity] {
      timeline.timeOffset.value = bad
      #expect(timeline.timeOffset.value == 0.5)
    }
    #expect(snapshots == [0.5])
    // Raw property observers see each bad write, then the restored value right after it.
    #expect(raw.count == 7)
    #expect(raw.enumerated().allSatisfy { $0.offset.isMultiple(of: 2) == ($0.element == 0.5) })
    #expect(timeline.snapshot.timeOffset == 0.5)
    stream.unsubscribe()
    property.unsubscribe()
  }

  @Test("TL-R3: scrub(to:) rejects NaN and infinities with a typed error and writes nothing")
  func scrubRejects() throws {
    let timeline = Timeline(clock: ManualScheduler())
    var writes = 0
    let subscription = timeline.timeOffset.subscribe { _ in writes += 1 }
    #expect(throws: TimelineError.self) { try timeline.scrub(to: .nan) }
    #expect(throws: TimelineError.self) { try timeline.scrub(to: -.infinity) }
    #expect(writes == 1)  // only the value on subscribing
    try timeline.scrub(to: 1.25)
    #expect(timeline.timeOffset.value == 1.25)
    subscription.unsubscribe()
  }

  @Test("TL-S8: a scrubber ignores a NaN timeOffset and rejects it from scrub(to:)")
  func scrubberRejects() throws {
    let timeline = Timeline(clock: ManualScheduler())
    let log = EventLog()
    timeline.addObserver(log)
    let scrubber = TimelineScrubber(timeOffset: .infinity)
    #expect(scrubber.timeOffset == 0)
    timeline.scrubber = scrubber
    scrubber.timeOffset = 0.5
    scrubber.timeOffset = .nan
    #expect(scrubber.timeOffset == 0.5)
    do {
      try scrubber.scrub(to: .infinity)
      Issue.record("expected an error")
    } catch {
      guard case .nonFiniteTimeOffset(let value) = error else { return }
      #expect(value == .infinity)
      #expect(error.description.contains("finite"))
    }
    try scrubber.scrub(to: 0.75)
    #expect(log.events == ["didAttach", "didScrub(0.5)", "didScrub(0.75)"])
  }

  @Test("TL-S4: removing an observer that was never added does nothing")
  func removeUnknownObserver() {
    let timeline = Timeline(clock: ManualScheduler())
    let registered = EventLog()
    let stranger = EventLog()
    timeline.addObserver(registered)
    timeline.removeObserver(stranger)
    timeline.removeObserver(registered)
    timeline.removeObserver(registered)  // twice
    timeline.addObserver(registered)
    timeline.scrubber = TimelineScrubber()
    #expect(registered.events == ["didAttach"])
    #expect(stranger.events.isEmpty)
    #expect(timeline.observerCount == 1)
  }

  @Test("TL-S3: a scrubber attached to another timeline moves: that one detaches it first")
  func scrubberMoves() {
    let scheduler = ManualScheduler()
    let first = Timeline(clock: scheduler)
    let second = Timeline(clock: scheduler)
    let firstLog = EventLog()
    let secondLog = EventLog()
    first.addObserver(firstLog)
    second.addObserver(secondLog)
    let scrubber = TimelineScrubber(timeOffset: 0.3)
    first.scrubber = scrubber
    second.scrubber = scrubber
    #expect(first.scrubber == nil)
    #expect(!first.paused.value)
    #expect(second.scrubber === scrubber)
    #expect(scrubber.timeline === second)
    scrubber.timeOffset = 0.6
    #expect(firstLog.events == ["didAttach", "didScrub(0.3)", "didDetach"])
    #expect(secondLog.events == ["didAttach", "didScrub(0.3)", "didScrub(0.6)"])
    #expect(first.timeOffset.value == 0.3)
  }

  @Test("TL-S1: begin() on a timeline begun at creation does nothing and emits nothing")
  func beginOnBegunTimeline() {
    let scheduler = ManualScheduler(now: 2)
    let timeline = Timeline(clock: scheduler)
    var received = 0
    let subscription = timeline.asStream().subscribe { _ in received += 1 }
    scheduler.advance(by: 1)
    timeline.begin()
    #expect(timeline.beginTime == 2)
    #expect(received == 1)
    subscription.unsubscribe()
  }

  @Test("TL-R4: a clock reading NaN counts as zero; no snapshot holds a NaN")
  func brokenClock() {
    let timeline = Timeline(clock: BrokenClock())
    #expect(timeline.beginTime == 0)
    timeline.paused.value = true
    timeline.paused.value = false
    #expect(timeline.snapshot.resumeTime == 0)
    let unbegun = Timeline(clock: BrokenClock(), start: .onBegin)
    unbegun.begin()
    #expect(unbegun.beginTime == 0)
  }

  @Test(
    "TL-R11: un-pausing a timeline that has not begun starts nothing; begin() starts where it was scrubbed"
  )
  func unpauseBeforeBegin() {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    timeline.paused.value = true
    timeline.timeOffset.value = 0.4
    #expect(timeline.localTime(at: scheduler.now) == 0.4)  // paused: previews the offset
    timeline.paused.value = false
    #expect(timeline.localTime(at: scheduler.now) == nil)
    scheduler.advance(by: 1)
    timeline.begin()
    scheduler.advance(by: 0.5)
    #expect(timeline.localTime(at: scheduler.now) == 0.9)  // the scrub (0.4) is not lost
  }
}
