import MotionStreams
import MotionTimeline
import Testing

@Suite("Timeline, reactive form")
struct TimelineReactiveTests {
  @Test("TL-R1: a timeline is a reference type")
  func referenceType() {
    let timeline = Timeline(clock: ManualScheduler())
    let alias = timeline
    alias.paused.value = true
    #expect(timeline.paused.value)
    #expect(alias === timeline)
  }

  @Test("TL-R2: paused is a reactive Bool property, false by default")
  func pausedDefault() {
    let timeline = Timeline(clock: ManualScheduler())
    let paused: ReactiveProperty<Bool> = timeline.paused
    var received: [Bool] = []
    let subscription = paused.subscribe { received.append($0) }
    paused.value = true
    #expect(received == [false, true])
    subscription.unsubscribe()
  }

  @Test("TL-R3: timeOffset is a reactive Double property (seconds), 0 by default")
  func timeOffsetDefault() {
    let timeline = Timeline(clock: ManualScheduler())
    let offset: ReactiveProperty<Double> = timeline.timeOffset
    #expect(offset.value == 0)
    offset.value = 86_400.001  // a day plus a millisecond: exact in Double, not in Float
    #expect(timeline.snapshot.timeOffset == 86_400.001)
  }

  @Test("TL-R4: beginTime is the clock's time at creation and stays constant")
  func beginTimeAtCreation() {
    let scheduler = ManualScheduler(now: 12.5)
    let timeline = Timeline(clock: scheduler)
    #expect(timeline.beginTime == 12.5)
    scheduler.advance(by: 3)
    timeline.begin()  // already begun: no-op
    timeline.paused.value = true
    timeline.paused.value = false
    #expect(timeline.beginTime == 12.5)
    #expect(timeline.snapshot.beginTime == 12.5)
  }

  @Test("TL-R5: asStream emits the current snapshot on subscribe")
  func snapshotOnSubscribe() {
    let timeline = Timeline(clock: ManualScheduler(now: 2))
    timeline.timeOffset.value = 0.75
    var received: [Timeline.Snapshot] = []
    let subscription = timeline.asStream().subscribe { received.append($0) }
    #expect(received == [Timeline.Snapshot(paused: false, beginTime: 2, timeOffset: 0.75)])
    subscription.unsubscribe()
  }

  @Test("TL-R6: a change of any input emits an updated snapshot")
  func everyInputEmits() {
    let scheduler = ManualScheduler(now: 1)
    let timeline = Timeline(clock: scheduler, start: .onBegin)
    var received: [Timeline.Snapshot] = []
    let subscription = timeline.asStream().subscribe { received.append($0) }
    timeline.paused.value = true
    timeline.timeOffset.value = 0.5
    timeline.begin()
    #expect(received.map(\.paused) == [false, true, true, true])
    #expect(received.map(\.timeOffset) == [0, 0, 0.5, 0.5])
    #expect(received.map(\.beginTime) == [nil, nil, nil, 1])
    subscription.unsubscribe()
  }

  @Test("TL-R7: the stream never emits two equal snapshots in a row")
  func noDuplicates() {
    let timeline = Timeline(clock: ManualScheduler())
    var received: [Timeline.Snapshot] = []
    let subscription = timeline.asStream().subscribe { received.append($0) }
    timeline.paused.value = false  // unchanged
    timeline.timeOffset.value = 0  // unchanged
    timeline.timeOffset.value = 0.25
    timeline.timeOffset.value = 0.25  // unchanged
    timeline.paused.value = true
    timeline.paused.value = true  // unchanged
    #expect(received.count == 3)
    for (earlier, later) in zip(received, received.dropFirst()) { #expect(earlier != later) }
    subscription.unsubscribe()
  }

  @Test("TL-R7: dedupe is per subscription; a late subscriber starts from the current snapshot")
  func dedupePerSubscription() {
    let timeline = Timeline(clock: ManualScheduler())
    var first: [Double] = []
    var second: [Double] = []
    let a = timeline.asStream().subscribe { first.append($0.timeOffset) }
    timeline.timeOffset.value = 1
    let b = timeline.asStream().subscribe { second.append($0.timeOffset) }
    timeline.timeOffset.value = 1
    timeline.timeOffset.value = 2
    #expect(first == [0, 1, 2])
    #expect(second == [1, 2])
    a.unsubscribe()
    b.unsubscribe()
    timeline.timeOffset.value = 3
    #expect(first == [0, 1, 2])
    #expect(timeline.subscriberCount == 0)
  }

  @Test("TL-R5: each subscription to the same stream is independent (MO-3)")
  func independentSubscriptions() {
    let timeline = Timeline(clock: ManualScheduler())
    let stream = timeline.asStream()
    var counts = [0, 0]
    let a = stream.subscribe { _ in counts[0] += 1 }
    let b = stream.subscribe { _ in counts[1] += 1 }
    #expect(timeline.subscriberCount == 2)
    a.unsubscribe()
    a.unsubscribe()  // idempotent
    timeline.paused.value = true
    #expect(counts == [1, 2])
    #expect(timeline.subscriberCount == 1)
    b.unsubscribe()
  }
}

@Suite("Timeline.pauseInPlace")
struct PauseInPlaceTests {
  @Test("TL-R11: pauseInPlace freezes local time where it is; resuming continues from there")
  func freezesInPlace() {
    let scheduler = ManualScheduler(now: 1)
    let timeline = Timeline(clock: scheduler)
    scheduler.advance(by: 1.5)
    timeline.pauseInPlace()
    #expect(timeline.paused.value)
    #expect(timeline.timeOffset.value == 1.5)
    scheduler.advance(by: 10)
    #expect(timeline.localTime(at: scheduler.now) == 1.5)
    timeline.pauseInPlace()  // already paused: the offset stays
    #expect(timeline.timeOffset.value == 1.5)
    timeline.paused.value = false
    scheduler.advance(by: 0.5)
    #expect(timeline.localTime(at: scheduler.now) == 2)
  }

  @Test("TL-R11: pauseInPlace on a timeline that has not begun only pauses")
  func unbegun() {
    let timeline = Timeline(clock: ManualScheduler(), start: .onBegin)
    timeline.pauseInPlace()
    #expect(timeline.paused.value)
    #expect(timeline.timeOffset.value == 0)
  }
}
