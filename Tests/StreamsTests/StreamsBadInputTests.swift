import MotionStreams
import Testing

/// Bad input to the Streams core that no other suite pins (see Docs/BadInput.md).
@Suite("Streams bad input")
struct StreamsBadInputTests {
  @Test("MO-4: a NaN written to a property is stored and delivered, never dropped or replaced")
  func nanWrite() {
    let property = ReactiveProperty(1.0)
    var received: [Double] = []
    let subscription = property.subscribe { received.append($0) }
    property.value = .nan
    property.value = .nan
    #expect(property.value.isNaN)
    #expect(received.count == 3)
    #expect(received.dropFirst().allSatisfy { $0.isNaN })
    subscription.unsubscribe()
  }

  @Test("MO-5: dedupe passes every NaN (NaN equals nothing), so a bad value stays visible")
  func dedupeNaN() {
    let property = ReactiveProperty(0.0)
    var received: [Double] = []
    let subscription = property.asStream().dedupe().subscribe { received.append($0) }
    property.value = .nan
    property.value = .nan
    property.value = 0
    property.value = 0
    #expect(received.count == 4)
    #expect(received.filter { $0.isNaN }.count == 2)
    subscription.unsubscribe()
  }

  @Test("MO-2: unsubscribing twice, an empty subscription, or after the owner is gone is a no-op")
  func staleSubscriptions() {
    Subscription().unsubscribe()
    var disconnects = 0
    let once = Subscription { disconnects += 1 }
    once.unsubscribe()
    once.unsubscribe()
    #expect(disconnects == 1)
    var orphan = Subscription()
    do {
      let property = ReactiveProperty(0)
      orphan = property.subscribe { _ in }
    }
    orphan.unsubscribe()
    orphan.unsubscribe()
    let combined = Subscription(combining: [once, orphan, Subscription()])
    combined.unsubscribe()
    #expect(disconnects == 1)
  }

  @Test("MO-5: a scheduler created at NaN starts at 0; NaN and negative delays run at the next run")
  func schedulerBadTimes() {
    let scheduler = ManualScheduler(now: .nan)
    #expect(scheduler.now == 0)
    var log: [String] = []
    scheduler.schedule(after: .nan) { log.append("nan") }
    scheduler.schedule(after: -3) { log.append("negative") }
    #expect(log.isEmpty, "never synchronously")
    scheduler.advance(to: .nan)
    scheduler.advance(by: -.infinity)
    #expect(log.isEmpty)
    scheduler.run()
    #expect(log == ["nan", "negative"])
    #expect(scheduler.now == 0)
  }

  @Test("MO-5: rewrite with an empty mapping drops everything; rewriteRange with NaN bounds is NaN")
  func emptyMapping() {
    let property = ReactiveProperty(1)
    var mapped: [String] = []
    let a = property.asStream().rewrite([Int: String]()).subscribe { mapped.append($0) }
    property.value = 2
    #expect(mapped.isEmpty)
    let double = ReactiveProperty(0.5)
    var ranged: [Double] = []
    let b = double.asStream().rewriteRange(
      start: .nan, end: 1, destinationStart: 0, destinationEnd: 10
    ).subscribe { ranged.append($0) }
    #expect(ranged.count == 1 && ranged[0].isNaN)
    a.unsubscribe()
    b.unsubscribe()
  }
}
