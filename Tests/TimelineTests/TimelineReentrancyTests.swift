import MotionStreams
import MotionTimeline
import Testing

@Suite("Timeline: re-entrant writes, subscribes and unsubscribes (MO-7)")
struct TimelineReentrancyTests {
  @Test("TL-R7: a write from inside a subscriber reaches everyone after the current snapshot")
  func writeDuringDelivery() {
    let timeline = Timeline(clock: ManualScheduler())
    var first: [String] = []
    var second: [String] = []
    func describe(_ s: Timeline.Snapshot) -> String { "\(s.paused) \(s.timeOffset)" }
    let a = timeline.asStream().subscribe { snapshot in
      first.append(describe(snapshot))
      // Pausing while a timeOffset write is being delivered: paused reaches us immediately.
      if snapshot.timeOffset == 1, !snapshot.paused { timeline.paused.value = true }
    }
    let b = timeline.asStream().subscribe { second.append(describe($0)) }
    timeline.timeOffset.value = 1
    #expect(first == ["false 0.0", "false 1.0", "true 1.0"])
    #expect(second == first)
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("TL-R7: a value written back and forth in one delivery never shows two equal in a row")
  func backAndForth() {
    let timeline = Timeline(clock: ManualScheduler())
    var received: [Double] = []
    var wrote = false
    let a = timeline.asStream().subscribe { snapshot in
      if snapshot.timeOffset == 1, !wrote {
        wrote = true
        timeline.timeOffset.value = 2
        timeline.timeOffset.value = 2
        timeline.timeOffset.value = 1
      }
    }
    let b = timeline.asStream().subscribe { received.append($0.timeOffset) }
    timeline.timeOffset.value = 1
    #expect(received == [0, 1, 2, 1])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("TL-R6: a subscriber unsubscribed during a delivery receives nothing more (MO-2)")
  func unsubscribeDuringDelivery() {
    let timeline = Timeline(clock: ManualScheduler())
    var later: [Double] = []
    var victim = Subscription()
    let killer = timeline.asStream().subscribe { snapshot in
      if snapshot.timeOffset == 1 { victim.unsubscribe() }
    }
    victim = timeline.asStream().subscribe { later.append($0.timeOffset) }
    timeline.timeOffset.value = 1
    timeline.timeOffset.value = 2
    #expect(later == [0])
    #expect(timeline.subscriberCount == 1)
    killer.unsubscribe()
    #expect(timeline.subscriberCount == 0)
  }

  @Test("TL-R6: a subscriber may unsubscribe itself during a delivery")
  func unsubscribeSelf() {
    let timeline = Timeline(clock: ManualScheduler())
    var received: [Double] = []
    var own = Subscription()
    own = timeline.asStream().subscribe { snapshot in
      received.append(snapshot.timeOffset)
      if snapshot.timeOffset == 1 { own.unsubscribe() }
    }
    timeline.timeOffset.value = 1
    timeline.timeOffset.value = 2
    #expect(received == [0, 1])
  }

  @Test("TL-R5: a subscriber added during a delivery gets the current snapshot, then later ones")
  func subscribeDuringDelivery() {
    let timeline = Timeline(clock: ManualScheduler())
    var late: [Double] = []
    var lateSubscription: Subscription?
    let a = timeline.asStream().subscribe { snapshot in
      if snapshot.timeOffset == 1, lateSubscription == nil {
        lateSubscription = timeline.asStream().subscribe { late.append($0.timeOffset) }
      }
    }
    timeline.timeOffset.value = 1
    timeline.timeOffset.value = 2
    #expect(late == [1, 2])
    a.unsubscribe()
    lateSubscription?.unsubscribe()
  }

  @Test("TL-S9: an event raised inside an observer reaches everyone after the current one")
  func detachInsideDidScrub() {
    let timeline = Timeline(clock: ManualScheduler())
    let a = EventLog("a")
    let b = EventLog("b")
    var order: [String] = []
    a.onEvent = { log in
      order.append(log.events.last!)
      if log.events.last == "a:didScrub(1.0)" { timeline.scrubber = nil }
    }
    b.onEvent = { order.append($0.events.last!) }
    timeline.addObserver(a)
    timeline.addObserver(b)
    let scrubber = TimelineScrubber()
    timeline.scrubber = scrubber
    scrubber.timeOffset = 1
    #expect(
      order == [
        "a:didAttach", "b:didAttach", "a:didScrub(1.0)", "b:didScrub(1.0)", "a:didDetach",
        "b:didDetach",
      ])
    #expect(!timeline.paused.value)
  }

  @Test("TL-S4: an observer removed during an event receives nothing more, not even that event")
  func removeDuringEvent() {
    let timeline = Timeline(clock: ManualScheduler())
    let remover = EventLog("a")
    let removed = EventLog("b")
    remover.onEvent = { _ in timeline.removeObserver(removed) }
    timeline.addObserver(remover)
    timeline.addObserver(removed)
    let scrubber = TimelineScrubber()
    timeline.scrubber = scrubber
    scrubber.timeOffset = 1
    #expect(remover.events == ["a:didAttach", "a:didScrub(1.0)"])
    #expect(removed.events.isEmpty)
    #expect(timeline.observerCount == 1)
  }

  @Test("TL-S4: an observer added during an event receives only later events")
  func addDuringEvent() {
    let timeline = Timeline(clock: ManualScheduler())
    let adder = EventLog("a")
    let added = EventLog("b")
    adder.onEvent = { _ in timeline.addObserver(added) }
    timeline.addObserver(adder)
    let scrubber = TimelineScrubber()
    timeline.scrubber = scrubber
    scrubber.timeOffset = 1
    #expect(adder.events == ["a:didAttach", "a:didScrub(1.0)"])
    #expect(added.events == ["b:didScrub(1.0)"])
  }
}
