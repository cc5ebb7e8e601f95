public import MotionStreams

/// One thing a subscription received: a value or a motion state (MO-6), as the kit records it.
public enum StreamEvent<Value> {
  /// A value on the value channel.
  case value(Value)
  /// A motion state on the state channel.
  case state(MotionState)

  /// The value, or `nil` for a state.
  public var value: Value? {
    if case .value(let value) = self { value } else { nil }
  }

  /// The motion state, or `nil` for a value.
  public var motionState: MotionState? {
    if case .state(let state) = self { state } else { nil }
  }
}

extension StreamEvent: Equatable where Value: Equatable {}

extension StreamEvent: CustomStringConvertible {
  /// The value as printed, or `"state active"` / `"state atRest"`.
  public var description: String {
    switch self {
    case .value(let value): String(describing: value)
    case .state(let state): "state \(state)"
    }
  }
}

/// One subscription the kit makes: what it received, and what it received after it was
/// unsubscribed (which must be nothing).
final class Subscriber<Value> {
  let label: String
  private(set) var events: [StreamEvent<Value>] = []
  private(set) var lateEvents: [StreamEvent<Value>] = []
  private(set) var subscription = Subscription()
  private(set) var isUnsubscribed = false
  /// Called after each event is recorded; scenarios use it to act during a delivery.
  var onEvent: ((Subscriber<Value>, StreamEvent<Value>) -> Void)?

  init(_ label: String) {
    self.label = label
  }

  /// The values received, in order.
  var values: [Value] { events.compactMap(\.value) }

  /// The motion states received, in order.
  var states: [MotionState] { events.compactMap(\.motionState) }

  /// Subscribes to `stream`. The observer holds this subscriber strongly, so a stream that
  /// keeps an observer keeps its subscriber alive (what the lifetime scenarios look for).
  func subscribe(to stream: MotionObservable<Value>) {
    subscription = stream.subscribe(
      MotionObserver(next: { self.receive(.value($0)) }, state: { self.receive(.state($0)) }))
  }

  /// Unsubscribes (once, or `times` times, the later calls through a copy) and forgets
  /// ``onEvent``, which may hold other subscribers.
  func unsubscribe(times: Int = 1) {
    isUnsubscribed = true
    onEvent = nil
    let copy = subscription
    subscription.unsubscribe()
    for _ in 1..<max(times, 1) { copy.unsubscribe() }
  }

  private func receive(_ event: StreamEvent<Value>) {
    if isUnsubscribed {
      lateEvents.append(event)
      return
    }
    events.append(event)
    onEvent?(self, event)
  }
}

extension Subscriber where Value: Equatable {
  /// `"A received [1, 2] after it was unsubscribed"`, for messages.
  var lateDescription: String {
    "\(label) received \(lateEvents) after it was unsubscribed"
  }
}
