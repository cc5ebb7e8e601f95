import MotionStreams
import Testing

@Suite("Stream contract")
struct StreamContractTests {
  @Test("MO-1: a stream is cold: nothing runs until subscribe, values may arrive synchronously")
  func cold() {
    var connects = 0
    let stream = MotionObservable<Int> { observer in
      connects += 1
      observer.next(1)
      observer.next(2)
      return Subscription()
    }
    let mapped = stream.map { $0 * 2 }
    #expect(connects == 0)
    var received: [Int] = []
    mapped.subscribe { received.append($0) }
    #expect(connects == 1)
    #expect(received == [2, 4])
  }

  @Test("MO-2: unsubscribe runs the disconnect exactly once, on any copy")
  func disconnectOnce() {
    var disconnects = 0
    let stream = MotionObservable<Int> { _ in Subscription { disconnects += 1 } }
    let subscription = stream.map { $0 }.filter { _ in true }.subscribe { _ in }
    let copy = subscription
    subscription.unsubscribe()
    copy.unsubscribe()
    subscription.unsubscribe()
    #expect(disconnects == 1)
  }

  @Test("MO-2: combined subscriptions disconnect every input once")
  func combinedDisconnectOnce() {
    var disconnects = 0
    let stream = MotionObservable<Int> { _ in Subscription { disconnects += 1 } }
    let subscription = combineLatest(stream, stream, stream).subscribe { _ in }
    subscription.unsubscribe()
    subscription.unsubscribe()
    #expect(disconnects == 3)
  }

  @Test("MO-2: no value reaches an observer unsubscribed while a value is being delivered")
  func noValueAfterUnsubscribeMidDelivery() {
    let property = ReactiveProperty(0)
    var received: [String] = []
    var second: Subscription?
    let first = property.asStream().map { $0 }.subscribe { value in
      received.append("first \(value)")
      if value == 1 { second?.unsubscribe() }
    }
    second = property.asStream().dedupe().subscribe { received.append("second \($0)") }
    property.value = 1
    property.value = 2
    #expect(received == ["first 0", "second 0", "first 1", "first 2"])
    first.unsubscribe()
  }

  @Test("MO-2: an observer that unsubscribes itself mid-delivery gets nothing more")
  func selfUnsubscribe() {
    let property = ReactiveProperty(0)
    var received: [Int] = []
    var subscription: Subscription?
    subscription = property.asStream().subscribe { value in
      received.append(value)
      if value == 1 {
        subscription?.unsubscribe()
        property.value = 2  // queued; must not reach this observer
      }
    }
    property.value = 1
    property.value = 3
    #expect(received == [0, 1])
  }

  @Test("MO-3: each subscriber runs the connect logic; multicast() shares one connection")
  func independentSubscriptions() {
    var connects = 0
    var emitters: [(Int) -> Void] = []
    let stream = MotionObservable<Int> { observer in
      connects += 1
      let index = emitters.count
      emitters.append(observer.next)
      return Subscription { emitters[index] = { _ in } }  // a source releases its observer
    }
    var a: [Int] = []
    var b: [Int] = []
    let plainA = stream.subscribe { a.append($0) }
    let plainB = stream.subscribe { b.append($0) }
    #expect(connects == 2)
    emitters[0](1)
    #expect(a == [1] && b.isEmpty)
    plainA.unsubscribe()
    plainB.unsubscribe()

    let shared = stream.multicast()
    var c: [Int] = []
    var d: [Int] = []
    let first = shared.subscribe { c.append($0) }
    let second = shared.subscribe { d.append($0) }
    #expect(connects == 3)
    emitters[2](5)
    #expect(c == [5] && d == [5])
    first.unsubscribe()
    second.unsubscribe()
    emitters[2](6)
    #expect(c == [5] && d == [5])
  }
}
