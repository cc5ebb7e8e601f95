import MotionStreams
import Testing

/// The multicast node's own re-entrancy queue (MO-7), tested with a raw source in front of it.
///
/// Behind a `ReactiveProperty` the property's queue already orders re-entrant writes, which
/// hides a node that forgot its own; a source that calls its observer directly does not.
@Suite("Multicast node's own queue")
struct MulticastQueueTests {
  /// A source that hands its single observer to the test, so values can be emitted from inside a
  /// delivery without any queue in front of the node.
  final class RawSource {
    var observer: MotionObserver<Int>?
    var connections = 0

    var stream: MotionObservable<Int> {
      MotionObservable { observer in
        self.observer = observer
        self.connections += 1
        return Subscription { self.observer = nil }
      }
    }

    func send(_ value: Int) { observer?.next(value) }
    func send(_ state: MotionState) { observer?.state(state) }
  }

  @Test(
    "MO-7: a value emitted during a multicast delivery waits until every observer has the first")
  func reentrantValueIsQueued() {
    let source = RawSource()
    let shared = source.stream.multicast()
    var log: [String] = []
    let a = shared.subscribe { value in
      log.append("a\(value)")
      if value == 1 { source.send(2) }
    }
    let b = shared.subscribe { log.append("b\($0)") }
    source.send(1)
    #expect(log == ["a1", "b1", "a2", "b2"])
    // The queue is drained and cleared: the next value is delivered once, in order.
    source.send(3)
    #expect(log == ["a1", "b1", "a2", "b2", "a3", "b3"])
    a.unsubscribe()
    b.unsubscribe()
    #expect(source.observer == nil)
  }

  @Test("MO-7: several values emitted during one delivery reach every observer in emission order")
  func severalQueuedValuesKeepTheirOrder() {
    let source = RawSource()
    let shared = source.stream.multicast()
    var log: [String] = []
    let a = shared.subscribe { value in
      log.append("a\(value)")
      if value == 1 {
        source.send(2)
        source.send(3)
      }
    }
    let b = shared.subscribe { log.append("b\($0)") }
    source.send(1)
    #expect(log == ["a1", "b1", "a2", "b2", "a3", "b3"])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-7: a motion state emitted during a multicast delivery is queued like a value")
  func reentrantStateIsQueued() {
    let source = RawSource()
    let shared = source.stream.multicast()
    var log: [String] = []
    let a = shared.subscribe(
      next: { value in
        log.append("a\(value)")
        source.send(.active)
      }, state: { log.append("a.\($0)") })
    let b = shared.subscribe(next: { log.append("b\($0)") }, state: { log.append("b.\($0)") })
    source.send(1)
    #expect(log == ["a1", "b1", "a.active", "b.active"])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-7: an observer subscribed during a delivery gets only the events emitted after it")
  func lateSubscriberSkipsTheCurrentEvent() {
    let source = RawSource()
    let shared = source.stream.multicast()
    var log: [String] = []
    var late: Subscription?
    let a = shared.subscribe { value in
      log.append("a\(value)")
      if value == 1 { late = shared.subscribe { log.append("c\($0)") } }
    }
    let b = shared.subscribe { log.append("b\($0)") }
    source.send(1)
    #expect(log == ["a1", "b1"])
    source.send(2)
    #expect(log == ["a1", "b1", "a2", "b2", "c2"])
    a.unsubscribe()
    b.unsubscribe()
    late?.unsubscribe()
    #expect(source.observer == nil)
  }

  @Test("MO-5: remember() replays the latest value emitted during a delivery to a new subscriber")
  func rememberReplaysAQueuedValue() {
    let source = RawSource()
    let shared = source.stream.remember()
    var log: [String] = []
    let a = shared.subscribe { value in
      log.append("a\(value)")
      if value == 1 { source.send(2) }
    }
    source.send(1)
    let b = shared.subscribe { log.append("b\($0)") }
    #expect(log == ["a1", "a2", "b2"])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-2: an observer removed during a delivery is gone afterwards, the others stay in order")
  func removedDuringDeliveryStaysRemoved() {
    let source = RawSource()
    let shared = source.stream.multicast()
    var log: [String] = []
    var b: Subscription?
    let a = shared.subscribe { value in
      log.append("a\(value)")
      if value == 1 { b?.unsubscribe() }
    }
    b = shared.subscribe { log.append("b\($0)") }
    let c = shared.subscribe { log.append("c\($0)") }
    source.send(1)
    source.send(2)
    // Removing b again later must not remove anyone else.
    b?.unsubscribe()
    source.send(3)
    #expect(log == ["a1", "c1", "a2", "c2", "a3", "c3"])
    #expect(source.connections == 1)
    a.unsubscribe()
    c.unsubscribe()
    #expect(source.observer == nil)
  }

  @Test("MO-5: the upstream is connected once, on the first subscriber, and again after all left")
  func connectsOnceAndReconnects() {
    let source = RawSource()
    let shared = source.stream.remember()
    var log: [Int] = []
    let a = shared.subscribe { log.append($0) }
    let b = shared.subscribe { log.append($0) }
    #expect(source.connections == 1)
    source.send(5)
    a.unsubscribe()
    #expect(source.observer != nil)
    b.unsubscribe()
    #expect(source.observer == nil)
    let c = shared.subscribe { log.append($0 * 100) }
    #expect(source.connections == 2)
    #expect(log == [5, 5])  // the forgotten 5 is not replayed to c
    c.unsubscribe()
  }
}
