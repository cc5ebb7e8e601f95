import Testing

@testable import MotionStreams

/// A watcher that records what it is told, and can write the property from inside a delivery.
private final class RecordingWatcher: PropertyWatcher {
  var seen: [Double] = []
  var onDelivery: ((Double) -> Void)?

  static func property(
    _ watcher: Unmanaged<AnyObject>, delivered value: UnsafePointer<Double>
  ) {
    let recorder = watcher.takeUnretainedValue() as! RecordingWatcher
    recorder.seen.append(value.pointee)
    recorder.onDelivery?(value.pointee)
  }
}

/// The watcher slot of `ReactiveProperty`, which the runtime's arbiter uses instead of an
/// observer: the observer contract (MO-7's order) without an observer entry.
@Suite("Property watcher")
struct PropertyWatcherTests {
  @Test("MO-7: the watcher gets every value first, in write order, queued writes included")
  func order() {
    let property = ReactiveProperty(0.0)
    let watcher = RecordingWatcher()
    #expect(property.watch(watcher))
    var observed: [Double] = []
    let subscription = property.subscribe { value in
      observed.append(value)
      if value == 1 { property.value = 2 }  // queued behind the delivery of 1
    }
    watcher.onDelivery = { value in
      // The watcher is told before the observer: the observer has not seen `value` yet.
      #expect(observed.last != value)
      if value == 2 { property.value = 3 }  // queued behind the delivery of 2
    }
    property.value = 1
    #expect(watcher.seen == [1, 2, 3])
    #expect(observed == [0, 1, 2, 3])
    #expect(property.observerCount == 1)  // the watcher is not an observer
    subscription.unsubscribe()
    property.unwatch(watcher)
  }

  @Test("MO-7: no watcher starts during a delivery (the caller observes instead)")
  func notDuringADelivery() {
    let property = ReactiveProperty(0.0)
    let watcher = RecordingWatcher()
    var started: Bool?
    let subscription = property.subscribe { value in
      guard value == 1 else { return }
      property.value = 2  // queued
      started = property.watch(watcher)
    }
    property.value = 1
    #expect(started == false)
    #expect(property.watcher == nil)
    // Once the delivery is over, it starts, told only of the values written after it.
    #expect(property.watch(watcher))
    property.value = 3
    #expect(watcher.seen == [3])
    subscription.unsubscribe()
    property.unwatch(watcher)
  }

  @Test("One watcher per property; unwatching by another object changes nothing")
  func oneSlot() {
    let property = ReactiveProperty(0.0)
    let first = RecordingWatcher()
    let second = RecordingWatcher()
    #expect(property.watch(first))
    #expect(!property.watch(second))
    property.unwatch(second)
    #expect(property.watcher != nil)
    property.value = 4
    #expect(first.seen == [4] && second.seen.isEmpty)
    property.unwatch(first)
    #expect(property.watcher == nil)
    property.value = 5
    #expect(first.seen == [4])
  }

  @Test("The watcher's own writes are noted as delivered, not sent to it; queued ones reach it")
  func ownWrites() {
    let property = ReactiveProperty(0.0)
    let watcher = RecordingWatcher()
    #expect(property.watch(watcher))
    // Alone on the property: delivered at once.
    #expect(property.writeAsWatcher { property.value = 1 })
    #expect(watcher.seen.isEmpty && property.value == 1)
    // With an observer: delivered to the observer, noted for the watcher.
    var observed: [Double] = []
    var queuedWasDelivered: Bool?
    let subscription = property.subscribe { value in
      observed.append(value)
      guard value == 2 else { return }
      // A write of the watcher's made during a delivery (nested in its first) is queued.
      queuedWasDelivered = property.writeAsWatcher { property.value = 3 }
    }
    #expect(property.writeAsWatcher { property.value = 2 })  // the nested write changes nothing
    #expect(queuedWasDelivered == false)
    #expect(observed == [1, 2, 3])
    #expect(watcher.seen == [3])  // the queued write reached it later, as any value
    #expect(!property.watcherIsWriting)
    // A write that writes nothing was not delivered.
    #expect(!property.writeAsWatcher {})
    subscription.unsubscribe()
    property.unwatch(watcher)
  }

  @Test(
    "MO-7: in a delivery group, a watcher's write queued behind another property reaches it later")
  func groupedWatcherWrite() {
    let a = ReactiveProperty(0.0)
    let b = ReactiveProperty(0.0)
    let watcher = RecordingWatcher()
    var delivered: [Bool] = []
    var tuples: [String] = []
    let subscription = combineLatest(a.asStream(), b.asStream()).subscribe { x, y in
      tuples.append("\(x) \(y)")
      if (x, y) == (0, 1) { delivered.append(a.writeAsWatcher { a.value = 5 }) }
    }
    #expect(a.watch(watcher))
    b.value = 1  // the watcher's write of 5 waits for b's delivery
    delivered.append(a.writeAsWatcher { a.value = 7 })  // nothing delivering: at once
    #expect(delivered == [false, true])
    #expect(watcher.seen == [5])  // told of its queued write, not of the one delivered at once
    #expect(tuples == ["0.0 0.0", "0.0 1.0", "5.0 1.0", "7.0 1.0"])
    subscription.unsubscribe()
    a.unwatch(watcher)
  }
}
