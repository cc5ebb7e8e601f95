/// The shared node behind `multicast()` and `remember()` (MO-3, MO-5).
///
/// The node subscribes to its upstream once, when its first observer arrives, and forwards every
/// value and motion state to all of its observers. When the last observer leaves it unsubscribes
/// from the upstream and, if it replays, forgets the last value (a later first observer
/// reconnects and receives fresh values from the upstream, never a stale one).
///
/// Delivery follows the same rules as ``ReactiveProperty`` (MO-7): observers in subscription
/// order; an event that arrives during a delivery is queued and delivered after it; an observer
/// unsubscribed mid-delivery receives nothing more; an observer subscribed mid-delivery receives
/// the replayed value (if any) and then only later events.
///
/// While connected the upstream holds the node (through the observer it was given) and the node
/// holds the upstream; the last unsubscribe breaks that link, so nothing outlives its
/// subscriptions (MO-8).
@usableFromInline
final class MulticastNode<Value>: SubscriptionOwner, FanOutHost {
  @usableFromInline
  enum Event {
    case next(Value)
    case state(MotionState)
  }

  @usableFromInline let upstream: MotionObservable<Value>
  @usableFromInline let replays: Bool
  @usableFromInline @exclusivity(unchecked) package var fanOut = FanOut<AnyObserverBox, Event>()
  @usableFromInline @exclusivity(unchecked) var lastValue: Value?
  @usableFromInline @exclusivity(unchecked) var lastState: MotionState?
  @usableFromInline @exclusivity(unchecked) var upstreamSubscription: Subscription?
  @usableFromInline @exclusivity(unchecked) var isConnecting = false
  /// The delivery group its upstream subscription was made with (its first observer's, see
  /// ``DeliveryGroup``); later observers' groups merge into it.
  @usableFromInline @exclusivity(unchecked) var upstreamGroup: DeliveryGroup?

  @inlinable
  init(upstream: MotionObservable<Value>, replays: Bool) {
    self.upstream = upstream
    self.replays = replays
  }

  @inlinable
  func add(_ observer: MotionObserver<Value>) -> Subscription {
    let id = fanOut.add(ObserverBox(observer))
    if let group = observer.group, let upstreamGroup { DeliveryGroup.merge(upstreamGroup, group) }
    if replays {
      if let lastValue { observer.next(lastValue) }
      if let lastState { observer.state(lastState) }
    }
    if upstreamSubscription == nil, !isConnecting, fanOut.count > 0 {
      isConnecting = true
      upstreamGroup = observer.group
      let subscription = upstream.connect(
        MotionObserver(
          next: { self.send(.next($0)) }, state: { self.send(.state($0)) },
          group: observer.group))
      isConnecting = false
      if fanOut.count == 0 {
        subscription.unsubscribe()  // everyone left while the upstream was connecting
        upstreamGroup = nil
        lastValue = nil
        lastState = nil
      } else {
        upstreamSubscription = subscription
      }
    }
    return Subscription(owner: self, id: id)
  }

  @inlinable
  func removeSubscription(id: UInt64) {
    guard fanOut.remove(id: id) else { return }
    if fanOut.count == 0, let subscription = upstreamSubscription {
      upstreamSubscription = nil
      upstreamGroup = nil
      lastValue = nil
      lastState = nil
      subscription.unsubscribe()
    }
  }

  @inlinable
  func send(_ event: Event) {
    if replays {
      switch event {
      case .next(let value): lastValue = value
      case .state(let state): lastState = state
      }
    }
    emit(event) { entry, event in
      ObserverBox<Value>.borrow(entry) { box in
        switch event {
        case .next(let value): box.observer.next(value)
        case .state(let state): box.observer.state(state)
        }
      }
    }
  }
}

extension MotionObservable {
  /// Shares one upstream subscription between every subscriber (MO-3, MO-5).
  ///
  /// The returned stream connects to `self` when its first observer subscribes and disconnects
  /// when its last observer leaves. Values and motion states reach observers in subscription
  /// order; see the re-entrancy rules of ``ReactiveProperty`` (MO-7), which apply here too.
  ///
  /// The shared node is created here, once per call: that is the sharing this operator exists for.
  @inlinable
  public func multicast() -> MotionObservable<Value> {
    let node = MulticastNode(upstream: self, replays: false)
    return MotionObservable(metadata: StreamMetadata("multicast", upstreams: [metadata])) {
      node.add($0)
    }
  }

  /// Shares one upstream subscription and replays the latest value (and motion state) to each new
  /// subscriber (MO-5: multicast + replay last).
  ///
  /// When the last observer unsubscribes, the upstream is disconnected and the remembered value
  /// is forgotten, so a later subscriber never receives a stale value.
  @inlinable
  public func remember() -> MotionObservable<Value> {
    let node = MulticastNode(upstream: self, replays: true)
    return MotionObservable(metadata: StreamMetadata("remember", upstreams: [metadata])) {
      node.add($0)
    }
  }
}
