import MotionStreams
import Testing

@Suite("Multicast and remember")
struct MulticastTests {
  @Test("MO-5: remember() shares one upstream and replays the latest value")
  func rememberReplays() {
    let property = ReactiveProperty(1)
    var maps = 0
    let remembered = property.asStream().map { value -> Int in
      maps += 1
      return value * 10
    }.remember()
    var a: [Int] = []
    var b: [Int] = []
    let first = remembered.subscribe { a.append($0) }
    property.value = 2
    let second = remembered.subscribe { b.append($0) }
    property.value = 3
    #expect(a == [10, 20, 30])
    #expect(b == [20, 30])
    #expect(maps == 3)  // one upstream subscription
    #expect(property.observerCount == 1)
    first.unsubscribe()
    second.unsubscribe()
    #expect(property.observerCount == 0)
  }

  @Test("MO-5: multicast() does not replay; the last unsubscribe disconnects the upstream")
  func multicastNoReplay() {
    let property = ReactiveProperty(1)
    let shared = property.asStream().multicast()
    var a: [Int] = []
    var b: [Int] = []
    let first = shared.subscribe { a.append($0) }
    let second = shared.subscribe { b.append($0) }
    property.value = 2
    #expect(a == [1, 2])
    #expect(b == [2])
    first.unsubscribe()
    #expect(property.observerCount == 1)
    second.unsubscribe()
    #expect(property.observerCount == 0)
    let third = shared.subscribe { a.append($0) }  // reconnects: the property emits its value
    #expect(a == [1, 2, 2])
    third.unsubscribe()
  }

  @Test("MO-6: remember() forwards motion state and replays the latest state")
  func rememberState() {
    var send: MotionObserver<Int>?
    let source = MotionObservable<Int> { observer in
      send = observer
      return Subscription { send = nil }
    }
    let remembered = source.remember()
    var first: [String] = []
    var second: [String] = []
    let a = remembered.subscribe(next: { first.append("\($0)") }, state: { first.append("\($0)") })
    send?.state(.active)
    send?.next(4)
    let b = remembered.subscribe(
      next: { second.append("\($0)") }, state: { second.append("\($0)") })
    send?.state(.atRest)
    #expect(first == ["active", "4", "atRest"])
    #expect(second == ["4", "active", "atRest"])
    a.unsubscribe()
    b.unsubscribe()
    #expect(send == nil)  // the last unsubscribe disconnected the shared upstream
  }

  @Test(
    "MO-7: multicast re-entrancy: writes queue, a late subscriber gets the latest value then each queued one"
  )
  func multicastReentrancy() {
    let property = ReactiveProperty(0)
    let shared = property.asStream().remember()
    var log: [String] = []
    var late: Subscription?
    let first = shared.subscribe { value in
      log.append("a\(value)")
      if value == 1 {
        property.value = 2  // re-entrant write through the shared node
        late = shared.subscribe { log.append("c\($0)") }
      }
    }
    let second = shared.subscribe { log.append("b\($0)") }
    property.value = 1
    // c receives the node's latest value (1) at once; the queued 2 then reaches a, b and c.
    #expect(log == ["a0", "b0", "a1", "c1", "b1", "a2", "b2", "c2"])
    first.unsubscribe()
    second.unsubscribe()
    late?.unsubscribe()
    #expect(property.observerCount == 0)
  }

  @Test("MO-2: an observer unsubscribed mid-delivery of a multicast gets nothing more")
  func multicastUnsubscribeMidDelivery() {
    let property = ReactiveProperty(0)
    let shared = property.asStream().multicast()
    var received: [String] = []
    var second: Subscription?
    let first = shared.subscribe { value in
      received.append("a\(value)")
      if value == 1 { second?.unsubscribe() }
    }
    second = shared.subscribe { received.append("b\($0)") }
    property.value = 1
    property.value = 2
    #expect(received == ["a0", "a1", "a2"])
    first.unsubscribe()
  }

  @Test("MO-2: everyone leaving a multicast during one delivery disconnects the upstream once")
  func allLeaveDuringDelivery() {
    let property = ReactiveProperty(0)
    let shared = property.asStream().multicast()
    var subscriptions: [Subscription] = []
    var received: [String] = []
    for name in ["a", "b", "c"] {
      let index = subscriptions.count
      subscriptions.append(
        shared.subscribe { value in
          received.append("\(name)\(value)")
          if value == 1 { subscriptions[index].unsubscribe() }
        })
    }
    property.value = 1
    property.value = 2
    #expect(received == ["a0", "a1", "b1", "c1"])
    #expect(property.observerCount == 0)
    var again: [Int] = []
    let d = shared.subscribe { again.append($0) }  // reconnects cleanly
    property.value = 3
    #expect(again == [2, 3])
    d.unsubscribe()
  }
}
