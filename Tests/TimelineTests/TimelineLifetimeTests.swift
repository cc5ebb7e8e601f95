import MotionStreams
import MotionTimeline
import Testing

@Suite("Timeline: nothing leaks (MO-8)")
struct TimelineLifetimeTests {
  final class Token {}

  @Test("TL-R1: a timeline is freed once dropped, even with a live stream subscription")
  func timelineFreed() {
    weak var weakTimeline: Timeline?
    var received = 0
    var subscription = Subscription()
    do {
      let timeline = Timeline(clock: ManualScheduler())
      weakTimeline = timeline
      subscription = timeline.asStream().subscribe { _ in received += 1 }
      timeline.timeOffset.value = 1
    }
    #expect(weakTimeline == nil)
    #expect(received == 2)
    subscription.unsubscribe()  // owner gone: a no-op
  }

  @Test("TL-R5: unsubscribing frees what the subscriber captured; so does freeing the timeline")
  func subscriberReleased() {
    weak var weakToken: Token?
    weak var weakSecond: Token?
    let timeline = Timeline(clock: ManualScheduler())
    do {
      let token = Token()
      weakToken = token
      let subscription = timeline.asStream().subscribe { _ in _ = token }
      subscription.unsubscribe()
    }
    #expect(weakToken == nil)
    var holder: Timeline? = Timeline(clock: ManualScheduler())
    do {
      let token = Token()
      weakSecond = token
      holder?.asStream().subscribe { _ in _ = token }
    }
    #expect(weakSecond != nil)
    holder = nil
    #expect(weakSecond == nil)
  }

  @Test("TL-R6: a subscriber unsubscribed during a delivery is freed after the delivery")
  func releasedAfterDelivery() {
    weak var weakToken: Token?
    let timeline = Timeline(clock: ManualScheduler())
    var victim = Subscription()
    let killer = timeline.asStream().subscribe { snapshot in
      if snapshot.paused { victim.unsubscribe() }
    }
    do {
      let token = Token()
      weakToken = token
      victim = timeline.asStream().subscribe { _ in _ = token }
    }
    #expect(weakToken != nil)
    timeline.paused.value = true
    #expect(weakToken == nil)
    killer.unsubscribe()
  }

  @Test("TL-S4: observers are held weakly; a freed observer is skipped and forgotten")
  func observersWeak() {
    let timeline = Timeline(clock: ManualScheduler())
    weak var weakObserver: EventLog?
    let survivor = EventLog()
    do {
      let observer = EventLog()
      weakObserver = observer
      timeline.addObserver(observer)
      timeline.addObserver(survivor)
      #expect(timeline.observerCount == 2)
    }
    #expect(weakObserver == nil)
    #expect(timeline.observerCount == 1)
    timeline.scrubber = TimelineScrubber(timeOffset: 1)
    #expect(survivor.events == ["didAttach", "didScrub(1.0)"])
  }

  @Test("TL-S9: the scrubber holds its timeline weakly; the timeline holds its scrubber")
  func scrubberTimelineCycle() {
    weak var weakTimeline: Timeline?
    weak var weakScrubber: TimelineScrubber?
    let outside = TimelineScrubber()
    do {
      let timeline = Timeline(clock: ManualScheduler())
      let scrubber = TimelineScrubber()
      weakTimeline = timeline
      weakScrubber = scrubber
      timeline.scrubber = scrubber
    }
    #expect(weakTimeline == nil)
    #expect(weakScrubber == nil)
    do {
      let timeline = Timeline(clock: ManualScheduler())
      weakTimeline = timeline
      timeline.scrubber = outside
    }
    #expect(weakTimeline == nil)
    #expect(outside.timeline == nil)
    outside.timeOffset = 2  // its timeline is gone: nothing to scrub, no trap
    #expect(outside.timeOffset == 2)
  }

  @Test("TL-R2: a property kept beyond its timeline still works and reaches no timeline")
  func propertyOutlivesTimeline() {
    var paused: ReactiveProperty<Bool>?
    var offset: ReactiveProperty<Double>?
    weak var weakTimeline: Timeline?
    do {
      let timeline = Timeline(clock: ManualScheduler())
      weakTimeline = timeline
      paused = timeline.paused
      offset = timeline.timeOffset
    }
    #expect(weakTimeline == nil)
    paused?.value = true
    offset?.value = .nan  // no timeline left to revert it: stored as written
    #expect(paused?.value == true)
  }

  @Test("TL-R6: a subscriber may drop the last reference to the timeline during a delivery")
  func lastReferenceDroppedDuringDelivery() {
    final class Holder { var timeline: Timeline? }
    let holder = Holder()
    holder.timeline = Timeline(clock: ManualScheduler())
    weak let weakTimeline = holder.timeline
    let paused = holder.timeline!.paused
    var received: [Bool] = []
    let first = holder.timeline!.asStream().subscribe { snapshot in
      received.append(snapshot.paused)
      if snapshot.paused { holder.timeline = nil }
    }
    let second = holder.timeline!.asStream().subscribe { received.append($0.paused) }
    let log = EventLog()
    holder.timeline!.addObserver(log)
    paused.value = true  // the caller holds only the property
    #expect(received == [false, false, true, true])
    #expect(weakTimeline == nil)
    paused.value = false  // the timeline is gone: nothing is called
    #expect(received.count == 4)
    first.unsubscribe()
    second.unsubscribe()
  }

  @Test("TL-R8: an InteractionClock keeps its timeline, and only that")
  func interactionClockHoldsTimeline() {
    weak var weakTimeline: Timeline?
    var clock: InteractionClock?
    do {
      let timeline = Timeline(clock: ManualScheduler())
      weakTimeline = timeline
      clock = InteractionClock(timeline: timeline)
    }
    #expect(weakTimeline != nil)
    #expect(clock?.timeline != nil)
    clock = nil
    #expect(weakTimeline == nil)
  }
}
