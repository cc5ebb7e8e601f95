import MotionStreams
import Testing

/// MO-8 for the reference types not covered by `LifetimeTests`: the manual scheduler, its jobs,
/// stream metadata, and operator chains that keep state (`delay`, `remember()`).
@Suite("Scheduler and metadata lifetimes")
struct SchedulerLifetimeTests {
  /// Something to watch through a weak reference.
  final class Payload {}

  @Test("MO-8: a cancelled job's action is released at once; a run job's after it runs")
  func jobsReleased() {
    let scheduler = ManualScheduler()
    weak var cancelled: Payload?
    weak var ran: Payload?
    var calls = 0
    do {
      let a = Payload()
      let b = Payload()
      (cancelled, ran) = (a, b)
      let subscription = scheduler.schedule(after: 1) { _ = a }
      scheduler.schedule(after: 2) {
        _ = b
        calls += 1
      }
      subscription.unsubscribe()
    }
    #expect(cancelled == nil)
    #expect(ran != nil)  // still pending: the scheduler owns it until it runs
    scheduler.advance(by: 2)
    #expect(calls == 1)
    #expect(ran == nil)
    #expect(scheduler.pendingCount == 0)
  }

  @Test("MO-8: a scheduler with pending jobs is freed with its jobs; stale subscriptions are safe")
  func schedulerFreed() {
    weak var weakScheduler: ManualScheduler?
    weak var weakPayload: Payload?
    var subscription = Subscription()
    do {
      let scheduler = ManualScheduler()
      let payload = Payload()
      subscription = scheduler.schedule(after: 5) { _ = payload }
      (weakScheduler, weakPayload) = (scheduler, payload)
    }
    #expect(weakScheduler == nil)
    #expect(weakPayload == nil)
    subscription.unsubscribe()  // the owner is gone: a no-op
  }

  @Test("MO-8: delay's pending values and remember()'s node are freed once unsubscribed")
  func statefulOperatorsFreed() {
    let scheduler = ManualScheduler()
    weak var weakProperty: ReactiveProperty<Int>?
    weak var weakMetadata: StreamMetadata?
    do {
      let property = ReactiveProperty(1)
      let shared = property.asStream().delay(by: 1, scheduler: scheduler).remember()
      var received: [Int] = []
      let a = shared.subscribe { received.append($0) }
      let b = shared.subscribe { received.append($0) }
      property.value = 2
      a.unsubscribe()
      b.unsubscribe()
      #expect(scheduler.pendingCount == 0, "unsubscribing cancels the delayed deliveries")
      (weakProperty, weakMetadata) = (property, shared.metadata)
    }
    #expect(weakProperty == nil)
    #expect(weakMetadata == nil)
  }
}
