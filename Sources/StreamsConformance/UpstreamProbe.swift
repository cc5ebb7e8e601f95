import MotionStreams

/// The upstream the kit hands to an operator: a source that records every connection made to
/// it, delivers values and states to one connection or to all, and keeps every rule a conforming
/// source keeps, so that whatever goes wrong downstream is the operator's doing.
///
/// Delivery follows the library's sources: connections in the order made; a send made during a
/// delivery (a downstream observer writing upstream) is queued and delivered after it (MO-7); a
/// connection removed during a delivery gets nothing more (MO-2); removal is idempotent.
/// ``sendNow(_:to:)`` skips the queue, as a value arriving through another path (a `merge`)
/// would.
final class UpstreamProbe<Value>: SubscriptionOwner {
  private struct Connection {
    let id: UInt64
    let observer: MotionObserver<Value>
  }

  private enum Event {
    case value(Value)
    case state(MotionState)
  }

  private var live: [Connection] = []
  private var queue: [(event: Event, target: UInt64?)] = []
  private var isDelivering = false
  /// The number of connections ever made.
  private(set) var connectCount = 0
  /// The values each connection received, by connection identifier, in delivery order.
  private(set) var received: [UInt64: [Value]] = [:]

  /// The probe as a stream: each subscription is one connection.
  var stream: MotionObservable<Value> {
    MotionObservable(metadata: StreamMetadata("probe")) { observer in self.connect(observer) }
  }

  /// The identifiers of the connections still connected, in the order made.
  var liveIDs: [UInt64] { live.map(\.id) }

  /// Whether connection `id` is still connected.
  func isLive(_ id: UInt64) -> Bool { live.contains { $0.id == id } }

  private func connect(_ observer: MotionObserver<Value>) -> Subscription {
    connectCount += 1
    let id = UInt64(connectCount)
    live.append(Connection(id: id, observer: observer))
    received[id] = []
    return Subscription(owner: self, id: id)
  }

  func removeSubscription(id: UInt64) {
    live.removeAll { $0.id == id }
  }

  /// Sends `value` to connection `target` (every live connection when `nil`), after any
  /// delivery under way.
  func send(_ value: Value, to target: UInt64? = nil) {
    enqueue(.value(value), target)
  }

  /// Sends a motion state, like ``send(_:to:)``.
  func sendState(_ state: MotionState, to target: UInt64? = nil) {
    enqueue(.state(state), target)
  }

  /// Delivers `value` at once, even in the middle of another delivery.
  func sendNow(_ value: Value, to target: UInt64? = nil) {
    deliver(.value(value), target)
  }

  private func enqueue(_ event: Event, _ target: UInt64?) {
    queue.append((event, target))
    guard !isDelivering else { return }
    isDelivering = true
    while !queue.isEmpty {
      let (event, target) = queue.removeFirst()
      deliver(event, target)
    }
    isDelivering = false
  }

  private func deliver(_ event: Event, _ target: UInt64?) {
    let ids = target.map { [$0] } ?? liveIDs
    for id in ids {
      // Looked up afresh: a connection removed by an earlier observer gets nothing.
      guard let connection = live.first(where: { $0.id == id }) else { continue }
      switch event {
      case .value(let value):
        received[id, default: []].append(value)
        connection.observer.next(value)
      case .state(let state):
        connection.observer.state(state)
      }
    }
  }
}
