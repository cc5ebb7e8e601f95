import MotionStreams
import Testing

/// A host for tests: observers are closures taking the event, and the log is kept by the test.
final class TestFanOut: FanOutHost, SubscriptionOwner {
  var fanOut: FanOut<(Int) -> Void, Int>

  init(nesting: FanOut<(Int) -> Void, Int>.Nesting = .queue) {
    fanOut = FanOut(nesting: nesting)
  }

  func add(_ observer: @escaping (Int) -> Void) -> Subscription {
    Subscription(owner: self, id: fanOut.add(observer))
  }

  func removeSubscription(id: UInt64) { fanOut.remove(id: id) }

  @discardableResult
  func send(_ event: Int) -> Bool {
    emit(event) { entry, event in entry.pointee.observer(event) }
  }
}

/// The shared observer list's contract (MO-2, MO-7), tested on the list itself; every source in
/// the package (properties, multicast, timeline, recognizers, frame lists) is a thin use of it.
@Suite("FanOut contract")
struct FanOutContractTests {
  @Test("MO-7: observers are called in the order they were added")
  func order() {
    let list = TestFanOut()
    var log: [String] = []
    let subscriptions = (0..<3).map { name in list.add { log.append("\(name):\($0)") } }
    list.send(7)
    #expect(log == ["0:7", "1:7", "2:7"])
    #expect(list.fanOut.count == 3)
    _ = subscriptions
  }

  @Test("MO-7: an observer added during a delivery joins at the next emission")
  func addDuringDelivery() {
    let list = TestFanOut()
    var log: [String] = []
    var late = Subscription()
    var added = false
    let first = list.add { event in
      log.append("first:\(event)")
      if !added {
        added = true
        late = list.add { log.append("late:\($0)") }
      }
    }
    let second = list.add { log.append("second:\($0)") }
    list.send(1)
    list.send(2)
    #expect(log == ["first:1", "second:1", "first:2", "second:2", "late:2"])
    for subscription in [first, second, late] { subscription.unsubscribe() }
    #expect(list.fanOut.count == 0)
  }

  @Test("MO-2: an observer removed during a delivery is not called again, even in that delivery")
  func removeDuringDelivery() {
    let list = TestFanOut()
    var log: [String] = []
    var third = Subscription()
    let first = list.add { event in
      log.append("first:\(event)")
      third.unsubscribe()
    }
    let second = list.add { log.append("second:\($0)") }
    third = list.add { log.append("third:\($0)") }
    list.send(1)
    list.send(2)
    #expect(log == ["first:1", "second:1", "first:2", "second:2"])
    #expect(list.fanOut.count == 2)
    #expect(list.fanOut.entries.count == 2, "removed entries are compacted after the delivery")
    first.unsubscribe()
    second.unsubscribe()
  }

  @Test("MO-7: re-entrant emissions are delivered after the current one, in FIFO order")
  func reentrantFIFO() {
    let list = TestFanOut()
    var log: [String] = []
    let first = list.add { event in
      log.append("a\(event)")
      if event == 1 {
        list.send(2)
        list.send(3)
      }
    }
    let second = list.add { log.append("b\($0)") }
    list.send(1)
    #expect(log == ["a1", "b1", "a2", "b2", "a3", "b3"])
    #expect(list.fanOut.pending.isEmpty)
    first.unsubscribe()
    second.unsubscribe()
  }

  @Test("MO-7: an observer added during a delivery skips what was queued before it was added")
  func joinerSkipsEarlierQueued() {
    let list = TestFanOut()
    var log: [String] = []
    var late = Subscription()
    let first = list.add { event in
      log.append("a\(event)")
      guard event == 1 else { return }
      list.send(2)  // queued before `late` exists
      late = list.add { log.append("late\($0)") }
      list.send(3)  // queued after
    }
    list.send(1)
    #expect(log == ["a1", "a2", "a3", "late3"])
    first.unsubscribe()
    late.unsubscribe()
  }

  @Test("RT-7: with nesting dropped, an emission during a delivery is dropped and reported")
  func nestedDropped() {
    let list = TestFanOut(nesting: .drop)
    var log: [Int] = []
    var nestedResults: [Bool] = []
    let subscription = list.add { event in
      log.append(event)
      if event == 1 { nestedResults.append(list.send(99)) }
    }
    #expect(list.send(1))
    #expect(list.send(2))
    #expect(log == [1, 2])
    #expect(nestedResults == [false])
    subscription.unsubscribe()
  }

  @Test("MO-2: removing twice, or an unknown identifier, does nothing")
  func idempotentRemoval() {
    let list = TestFanOut()
    var calls = 0
    let subscription = list.add { _ in calls += 1 }
    let other = list.add { _ in calls += 10 }
    subscription.unsubscribe()
    subscription.unsubscribe()
    list.removeSubscription(id: 12_345)
    list.send(0)
    #expect(calls == 10)
    #expect(list.fanOut.count == 1)
    other.unsubscribe()
  }

  @Test("MO-2: removeAll during a delivery stops every later observer, including joiners")
  func removeAllDuringDelivery() {
    let list = TestFanOut()
    var log: [String] = []
    let first = list.add { event in
      log.append("a\(event)")
      _ = list.add { log.append("joiner\($0)") }
      list.fanOut.removeAll()
    }
    let second = list.add { log.append("b\($0)") }
    list.send(1)
    list.send(2)
    #expect(log == ["a1"])
    #expect(list.fanOut.count == 0)
    #expect(list.fanOut.entries.isEmpty)
    first.unsubscribe()
    second.unsubscribe()
  }

  @Test("MO-8: removing during a delivery keeps the observer alive until it returns")
  func removedObserverStaysAliveWhileRunning() {
    final class Token {}
    let list = TestFanOut()
    weak var weakToken: Token?
    var seen = false
    var subscription = Subscription()
    do {
      let token = Token()
      weakToken = token
      subscription = list.add { _ in
        subscription.unsubscribe()
        seen = weakToken != nil && token === weakToken  // still alive: the list holds it
      }
    }
    list.send(1)
    #expect(seen)
    #expect(weakToken == nil, "released once the delivery ended")
  }

  @Test("identifiers are found by binary search after many removals")
  func manyRemovals() {
    let list = TestFanOut()
    var calls: [Int] = []
    let subscriptions = (0..<100).map { index in list.add { _ in calls.append(index) } }
    for index in stride(from: 0, to: 100, by: 3) { subscriptions[index].unsubscribe() }
    list.send(0)
    #expect(calls == (0..<100).filter { $0 % 3 != 0 })
    #expect(list.fanOut.count == 66)
  }
}
