import MotionStreams
import Testing

@Suite("Re-entrancy")
struct ReentrancyTests {
  @Test("MO-7: a write from inside an observer is delivered after the current value, to everyone")
  func writeFromObserver() {
    let property = ReactiveProperty(0)
    var log: [String] = []
    let a = property.asStream().map { $0 }.subscribe { value in
      log.append("a\(value)")
      if value == 1 {
        property.value = 2
        log.append("read \(property.value)")  // the write is stored at once
      }
    }
    let b = property.asStream().subscribe { log.append("b\($0)") }
    property.value = 1
    #expect(log == ["a0", "b0", "a1", "read 2", "b1", "a2", "b2"])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-7: an observer that writes back through dedupe settles without looping")
  func writeBackThroughDedupe() {
    let property = ReactiveProperty(0)
    var received: [Int] = []
    let subscription = property.asStream().dedupe().subscribe { value in
      received.append(value)
      if value < 3 { property.value = value + 1 }
      property.value = property.value  // same value again: deduped
    }
    #expect(received == [0, 1, 2, 3])
    #expect(property.value == 3)
    subscription.unsubscribe()
  }

  @Test("MO-7: several re-entrant writes are delivered in write order")
  func writesInOrder() {
    let property = ReactiveProperty(0)
    var log: [Int] = []
    let a = property.subscribe { value in
      if value == 1 {
        property.value = 2
        property.value = 3
      }
    }
    let b = property.subscribe { log.append($0) }
    property.value = 1
    #expect(log == [0, 1, 2, 3])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-7: unsubscribing another observer during delivery stops it at once")
  func unsubscribeOtherDuringDelivery() {
    let property = ReactiveProperty(0)
    var log: [String] = []
    var c: Subscription?
    let a = property.subscribe { value in
      log.append("a\(value)")
      if value == 1 { c?.unsubscribe() }
    }
    let b = property.subscribe { log.append("b\($0)") }
    c = property.asStream().filter { _ in true }.subscribe { log.append("c\($0)") }
    property.value = 1
    property.value = 2
    #expect(log == ["a0", "b0", "c0", "a1", "b1", "a2", "b2"])
    #expect(property.observerCount == 2)
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-7: an observer subscribed during delivery gets the current value, then later ones")
  func subscribeDuringDelivery() {
    let property = ReactiveProperty(0)
    var log: [String] = []
    var late: Subscription?
    let a = property.subscribe { value in
      log.append("a\(value)")
      if value == 1, late == nil {
        late = property.asStream().map { $0 * 10 }.subscribe { log.append("late\($0)") }
      }
    }
    let b = property.subscribe { log.append("b\($0)") }
    property.value = 1
    property.value = 2
    #expect(log == ["a0", "b0", "a1", "late10", "b1", "a2", "b2", "late20"])
    a.unsubscribe()
    b.unsubscribe()
    late?.unsubscribe()
  }

  @Test("MO-7: combineLatest re-entrancy: an observer writing an input sees each tuple once")
  func combineLatestWriteBack() {
    let a = ReactiveProperty(1)
    let b = ReactiveProperty(10)
    var received: [String] = []
    let subscription = combineLatest(a.asStream(), b.asStream()).subscribe { x, y in
      received.append("\(x),\(y)")
      if x == 2, y == 10 { b.value = 20 }
    }
    a.value = 2
    #expect(received == ["1,10", "2,10", "2,20"])
    subscription.unsubscribe()
  }

  @Test("MO-7: the external-write hook runs once per write, before observers, also re-entrantly")
  func hookOrderReentrant() {
    var log: [String] = []
    let property = ReactiveProperty(0) { log.append("hook\($0)") }
    let subscription = property.subscribe { value in
      log.append("obs\(value)")
      if value == 1 { property.value = 2 }
    }
    property.value = 1
    #expect(log == ["obs0", "hook1", "obs1", "hook2", "obs2"])
    subscription.unsubscribe()
  }

  @Test("MO-7: unsubscribing during delivery updates observerCount at once and is idempotent")
  func unsubscribeBookkeepingDuringDelivery() {
    let property = ReactiveProperty(0)
    var log: [String] = []
    var b: Subscription?
    var counts: [Int] = []
    let a = property.subscribe { value in
      log.append("a\(value)")
      guard value == 1 else { return }
      b?.unsubscribe()
      b?.unsubscribe()  // idempotent, even before the list is compacted
      counts.append(property.observerCount)
      let c = property.subscribe { log.append("c\($0)") }
      counts.append(property.observerCount)
      c.unsubscribe()
      counts.append(property.observerCount)
    }
    b = property.subscribe { value in
      log.append("b\(value)")
    }
    property.value = 1
    property.value = 2
    #expect(log == ["a0", "b0", "a1", "c1", "a2"])
    #expect(counts == [1, 2, 1])
    #expect(property.observerCount == 1)
    a.unsubscribe()
    #expect(property.observerCount == 0)
    let d = property.subscribe { log.append("d\($0)") }
    property.value = 3
    #expect(log.suffix(2) == ["d2", "d3"])
    d.unsubscribe()
  }

  @Test("MO-7: every observer unsubscribing itself during one delivery leaves none behind")
  func allUnsubscribeThemselves() {
    let property = ReactiveProperty(0)
    var subscriptions: [Subscription] = []
    var received = 0
    for index in 0..<5 {
      subscriptions.append(
        property.subscribe { value in
          received += 1
          if value == 1 { subscriptions[index].unsubscribe() }
        })
    }
    property.value = 1
    property.value = 2
    #expect(received == 10)  // five initial values, then each observer's 1
    #expect(property.observerCount == 0)
  }
}
