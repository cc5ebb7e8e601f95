import MotionStreams
import MotionTestSupport
import Testing

@Suite("Time operators")
struct TimeOperatorTests {
  @Test("Marble helper: a source replays its diagram")
  func marbleRoundTrip() {
    let scheduler = ManualScheduler()
    let diagram = Marble.record(
      Marble.source("a-b--(cd)e", on: scheduler), on: scheduler, steps: 8)
    #expect(diagram == "a-b--(cd)e-")
    #expect(Marble.events("a(bc)").map(\.step) == [0, 1, 1])
  }

  @Test("MO-5: delay shifts every value by the delay, in order")
  func delayShifts() {
    let scheduler = ManualScheduler()
    let delayed = Marble.source("a-b--c", on: scheduler).delay(by: 2, scheduler: scheduler)
    #expect(Marble.record(delayed, on: scheduler, steps: 9) == "--a-b--c-")
  }

  @Test("MO-5: delay keeps values emitted at the same time in order")
  func delaySameTime() {
    let scheduler = ManualScheduler()
    let delayed = Marble.source("(ab)-c", on: scheduler).delay(by: 1, scheduler: scheduler)
    #expect(Marble.record(delayed, on: scheduler, steps: 5) == "-(ab)-c-")
  }

  @Test("MO-2: unsubscribing cancels the deliveries delay has pending")
  func delayCancelledOnUnsubscribe() {
    let scheduler = ManualScheduler()
    let delayed = Marble.source("ab-c", on: scheduler).delay(by: 3, scheduler: scheduler)
    let diagram = Marble.record(delayed, on: scheduler, steps: 8, unsubscribeAt: 3)
    #expect(diagram == "---a----")
    scheduler.advance(by: 10)
    #expect(scheduler.pendingCount == 0)
  }

  @Test("MO-5: delay state is per subscription")
  func delayPerSubscription() {
    let scheduler = ManualScheduler()
    let property = ReactiveProperty(0)
    let delayed = property.asStream().delay(by: 1, scheduler: scheduler)
    var first: [Int] = []
    var second: [Int] = []
    let a = delayed.subscribe { first.append($0) }
    let b = delayed.subscribe { second.append($0) }
    property.value = 1
    a.unsubscribe()
    scheduler.advance(by: 1)
    #expect(first.isEmpty)
    #expect(second == [0, 1])
    b.unsubscribe()
  }

  @Test("MO-5: a negative or NaN delay is zero; an infinite delay never delivers")
  func delayBadInput() {
    let scheduler = ManualScheduler()
    let property = ReactiveProperty(1)
    var received: [Int] = []
    let negative = property.asStream().delay(by: -5, scheduler: scheduler)
      .subscribe { received.append($0) }
    #expect(received.isEmpty)  // never synchronous
    scheduler.run()
    #expect(received == [1])
    negative.unsubscribe()
    let notANumber = property.asStream().delay(by: .nan, scheduler: scheduler)
      .subscribe { received.append($0) }
    scheduler.run()
    #expect(received == [1, 1])
    notANumber.unsubscribe()
    let forever = property.asStream().delay(by: .infinity, scheduler: scheduler)
      .subscribe { received.append($0) }
    scheduler.advance(by: 1e12)
    #expect(received == [1, 1])
    #expect(scheduler.pendingCount == 0)
    forever.unsubscribe()
  }

  @Test("MO-6: delay delays motion state with the values")
  func delayState() {
    let scheduler = ManualScheduler()
    var send: MotionObserver<Int>?
    let source = MotionObservable<Int> { observer in
      send = observer
      return Subscription()
    }
    var log: [String] = []
    let subscription = source.delay(by: 1, scheduler: scheduler)
      .subscribe(next: { log.append("\($0)") }, state: { log.append("\($0)") })
    send?.state(.active)
    send?.next(7)
    send?.state(.atRest)
    #expect(log.isEmpty)
    scheduler.advance(by: 1)
    #expect(log == ["active", "7", "atRest"])
    subscription.unsubscribe()
  }
}
