import MotionStreams
import MotionTimeline
import Testing

@Suite("Timeline, scrubber and observer form")
struct TimelineScrubberTests {
  @Test("TL-S1: begin() begins an unbegun timeline")
  func beginBegins() {
    let scheduler = ManualScheduler(now: 4)
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    #expect(!timeline.snapshot.hasBegun)
    scheduler.advance(by: 1)
    timeline.begin()
    #expect(timeline.snapshot.hasBegun)
    #expect(timeline.beginTime == 5)
  }

  @Test("TL-S2: beginTime is nil until begin(), then set and read-only")
  func beginTimeNilUntilBegun() {
    let scheduler = ManualScheduler(now: 1)
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    let beginTime: Double? = timeline.beginTime
    #expect(beginTime == nil)
    timeline.begin()
    #expect(timeline.beginTime == 1)
  }

  @Test("TL-S2: begin() twice keeps the first begin time and emits nothing")
  func beginTwice() {
    let scheduler = ManualScheduler(now: 1)
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    var received = 0
    let subscription = timeline.asStream().subscribe { _ in received += 1 }
    timeline.begin()
    scheduler.advance(by: 2)
    timeline.begin()
    #expect(timeline.beginTime == 1)
    #expect(received == 2)  // the subscribe snapshot and one for begin()
    subscription.unsubscribe()
  }

  @Test("TL-S3: scrubber is optional and settable")
  func scrubberSettable() {
    let timeline = Timeline(clock: ManualScheduler())
    #expect(timeline.scrubber == nil)
    let scrubber = TimelineScrubber()
    timeline.scrubber = scrubber
    #expect(timeline.scrubber === scrubber)
    #expect(scrubber.timeline === timeline)
    timeline.scrubber = nil
    #expect(timeline.scrubber == nil)
    #expect(scrubber.timeline == nil)
  }

  @Test("TL-S4: addObserver registers, removeObserver unregisters; removed observers get nothing")
  func addAndRemoveObservers() {
    let timeline = Timeline(clock: ManualScheduler())
    let kept = EventLog()
    let removed = EventLog()
    timeline.addObserver(kept)
    timeline.addObserver(removed)
    timeline.addObserver(kept)  // twice: still one registration
    #expect(timeline.observerCount == 2)
    timeline.removeObserver(removed)
    timeline.scrubber = TimelineScrubber(timeOffset: 0.5)
    #expect(kept.events == ["didAttach", "didScrub(0.5)"])
    #expect(removed.events.isEmpty)
  }

  @Test("TL-S5: attach(0) on a fresh timeline gives [didAttach] and pauses it")
  func attachAtZero() {
    let timeline = Timeline(clock: ManualScheduler())
    let log = EventLog()
    timeline.addObserver(log)
    timeline.scrubber = TimelineScrubber(timeOffset: 0)
    #expect(log.events == ["didAttach"])
    #expect(timeline.paused.value)
  }

  @Test("TL-S5: attaching sends didAttach first, then didScrub only if the offset changed")
  func attachThenScrub() {
    let timeline = Timeline(clock: ManualScheduler())
    let log = EventLog()
    timeline.addObserver(log)
    timeline.scrubber = TimelineScrubber(timeOffset: 0.5)
    #expect(log.events == ["didAttach", "didScrub(0.5)"])
    #expect(timeline.timeOffset.value == 0.5)
  }

  @Test("TL-S5: attach(0), attach(0.5) gives [didAttach, didScrub(0.5)]")
  func attachZeroThenHalf() {
    let timeline = Timeline(clock: ManualScheduler())
    let log = EventLog()
    timeline.addObserver(log)
    timeline.scrubber = TimelineScrubber(timeOffset: 0)
    timeline.scrubber = TimelineScrubber(timeOffset: 0.5)
    #expect(log.events == ["didAttach", "didScrub(0.5)"])
  }

  @Test("TL-S6: detaching sends didDetach and un-pauses; detaching when not attached does nothing")
  func detach() {
    let timeline = Timeline(clock: ManualScheduler())
    let log = EventLog()
    timeline.addObserver(log)
    timeline.scrubber = nil  // not attached: nothing
    #expect(log.events.isEmpty)
    timeline.scrubber = TimelineScrubber()
    timeline.scrubber = nil
    timeline.scrubber = nil
    #expect(log.events == ["didAttach", "didDetach"])
    #expect(!timeline.paused.value)
  }

  @Test(
    "TL-S6: replacing a scrubber keeps the timeline paused and only scrubs; the old one goes quiet")
  func replaceScrubber() {
    let timeline = Timeline(clock: ManualScheduler())
    let log = EventLog()
    timeline.addObserver(log)
    var pausedWrites: [Bool] = []
    let subscription = timeline.paused.subscribe { pausedWrites.append($0) }
    let first = TimelineScrubber(timeOffset: 0.2)
    let second = TimelineScrubber(timeOffset: 0.2)
    timeline.scrubber = first
    timeline.scrubber = second  // same offset: nothing
    second.timeOffset = 0.7
    first.timeOffset = 0.9  // detached: nothing
    timeline.scrubber = second  // the same scrubber again: nothing
    #expect(log.events == ["didAttach", "didScrub(0.2)", "didScrub(0.7)"])
    #expect(pausedWrites == [false, true])
    #expect(first.timeline == nil)
    #expect(second.timeline === timeline)
    subscription.unsubscribe()
  }

  @Test("TL-S7: moving the attached scrubber sends didScrub with the new offset")
  func scrubSendsDidScrub() {
    let timeline = Timeline(clock: ManualScheduler())
    let log = EventLog()
    timeline.addObserver(log)
    let scrubber = TimelineScrubber()
    timeline.scrubber = scrubber
    scrubber.timeOffset = 0.25
    scrubber.timeOffset = 1.5
    #expect(log.events == ["didAttach", "didScrub(0.25)", "didScrub(1.5)"])
  }

  @Test("TL-S7: setting the same offset again sends nothing")
  func sameOffsetSendsNothing() {
    let timeline = Timeline(clock: ManualScheduler())
    let log = EventLog()
    timeline.addObserver(log)
    let scrubber = TimelineScrubber()
    timeline.scrubber = scrubber
    scrubber.timeOffset = 0.25
    scrubber.timeOffset = 0.25
    #expect(log.events == ["didAttach", "didScrub(0.25)"])
  }

  @Test("TL-S8: TimelineScrubber is an object with a settable timeOffset")
  func scrubberObject() {
    let scrubber = TimelineScrubber(timeOffset: 0.1)
    let alias = scrubber
    alias.timeOffset = 0.3
    #expect(scrubber.timeOffset == 0.3)
    #expect(scrubber.timeline == nil)
  }

  @Test("TL-S9: a detached scrubber's changes send nothing and leave the timeline alone")
  func detachedScrubberIsQuiet() {
    let timeline = Timeline(clock: ManualScheduler())
    let log = EventLog()
    timeline.addObserver(log)
    let scrubber = TimelineScrubber()
    scrubber.timeOffset = 0.4  // never attached
    timeline.scrubber = scrubber
    timeline.scrubber = nil
    scrubber.timeOffset = 0.8  // detached again
    #expect(log.events == ["didAttach", "didScrub(0.4)", "didDetach"])
    #expect(timeline.timeOffset.value == 0.4)
  }

  @Test("TL-S9: while attached every change reaches every observer, in the order added")
  func everyObserverEveryChange() {
    let timeline = Timeline(clock: ManualScheduler())
    let a = EventLog("a")
    let b = EventLog("b")
    var order: [String] = []
    a.onEvent = { order.append($0.events.last!) }
    b.onEvent = { order.append($0.events.last!) }
    timeline.addObserver(a)
    timeline.addObserver(b)
    let scrubber = TimelineScrubber()
    timeline.scrubber = scrubber
    scrubber.timeOffset = 1
    #expect(order == ["a:didAttach", "b:didAttach", "a:didScrub(1.0)", "b:didScrub(1.0)"])
  }

  @Test("TL-S9: in reactive terms attach pauses, scrub writes timeOffset, detach un-pauses")
  func reactiveMapping() {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)
    var received: [Timeline.Snapshot] = []
    let subscription = timeline.asStream().subscribe { received.append($0) }
    let scrubber = TimelineScrubber(timeOffset: 0.5)
    timeline.scrubber = scrubber
    scrubber.timeOffset = 0.6
    scheduler.advance(by: 3)
    timeline.scrubber = nil
    // Attaching is one snapshot, already at the scrubber's offset (never paused at the stale 0).
    #expect(received.map(\.paused) == [false, true, true, false])
    #expect(received.map(\.timeOffset) == [0, 0.5, 0.6, 0.6])
    #expect(timeline.localTime(at: scheduler.now) == 0.6)  // resumes from the scrubbed position
    subscription.unsubscribe()
  }

  @Test("TL-S4: a direct timeOffset write while a scrubber is attached is a scrub too")
  func directWriteWhileAttached() {
    let timeline = Timeline(clock: ManualScheduler())
    let log = EventLog()
    timeline.addObserver(log)
    timeline.scrubber = TimelineScrubber()
    timeline.timeOffset.value = 2
    timeline.paused.value = true  // already paused: nothing
    #expect(log.events == ["didAttach", "didScrub(2.0)"])
  }

  @Test(
    "TL-S6: un-pausing by hand while attached runs the timeline; detaching still sends didDetach")
  func unpauseWhileAttached() {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)
    let log = EventLog()
    timeline.addObserver(log)
    let scrubber = TimelineScrubber(timeOffset: 1)
    timeline.scrubber = scrubber
    timeline.paused.value = false  // the reactive inputs are the truth
    scheduler.advance(by: 0.5)
    #expect(timeline.localTime(at: scheduler.now) == 1.5)
    scrubber.timeOffset = 3  // still a scrub for observers; running interactions ignore it
    #expect(timeline.localTime(at: scheduler.now) == 1.5)
    timeline.scrubber = nil
    #expect(log.events == ["didAttach", "didScrub(1.0)", "didScrub(3.0)", "didDetach"])
    #expect(!timeline.paused.value)
  }
}
