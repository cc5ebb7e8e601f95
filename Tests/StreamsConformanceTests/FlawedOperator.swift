import MotionStreams

/// An operator written by hand, outside the library, that breaks exactly one rule of the stream
/// contract, to show that the stream kit notices each one. Without a flaw it keeps them all: for
/// each value it emits the change from the previous value, then the running total (two values
/// per input, so that a subscription can be unsubscribed between them), both computed, and the
/// state updated, before it emits.
enum OperatorFlaw: String, CaseIterable, CustomStringConvertible, Sendable {
  /// Connects upstream when applied and relays to every subscriber (hot).
  case connectsWhenApplied
  /// Connects upstream twice per subscription.
  case connectsTwice
  /// Unsubscribing does not disconnect the upstream.
  case neverDisconnects
  /// Subscriptions remember a position in a shared registry: unsubscribing again disconnects
  /// whichever subscription moved into it.
  case disconnectsByPosition
  /// Emits the running total even when the observer unsubscribed at the change.
  case emitsRestAfterUnsubscribe
  /// Keeps the previous value and the total per operator, not per subscription.
  case sharesState
  /// Does not forward motion state.
  case dropsMotionState
  /// Forwards every subscription's motion state to the first subscriber.
  case statesToFirstSubscriber
  /// Emits to the latest subscriber, not to the subscription the value arrived on.
  case emitsToLatestSubscriber
  /// Updates its state after emitting: a value arriving meanwhile sees the old state.
  case updatesStateAfterEmitting
  /// Drops a value that arrives while it is emitting.
  case dropsValuesDuringDelivery
  /// Keeps every observer it was given.
  case retainsObservers
  /// Holds its upstream in a retain cycle.
  case retainsUpstream

  var description: String { rawValue }
}

/// The per-subscription state of ``flawedDeltas(_:flaw:keeper:)``.
private final class DeltaState {
  var previous = 0.0
  var total = 0.0
  var isConnected = true
  var isEmitting = false
}

/// What one application of the operator shares among its subscriptions (only flaws use it).
private final class SharedDeltas: SubscriptionOwner {
  let state = DeltaState()
  var observers: [(id: Int, observer: MotionObserver<Double>)] = []
  var latest: MotionObserver<Double>?
  var firstState: ((MotionState) -> Void)?
  var registry: [Subscription] = []

  func removeSubscription(id: UInt64) {
    guard Int(id) < registry.count else { return }
    registry.remove(at: Int(id)).unsubscribe()
  }
}

/// The change from the previous value, then the running total, for each value of `upstream`.
func flawedDeltas(
  _ upstream: MotionObservable<Double>, flaw: OperatorFlaw?, keeper: LeakKeeper
) -> MotionObservable<Double> {
  let shared = SharedDeltas()
  if flaw == .retainsUpstream {
    let cycle = Cycle(holding: upstream)
    keeper.keep { cycle.me = nil }
  }
  if flaw == .connectsWhenApplied {
    let state = DeltaState()
    let subscription = upstream.subscribe(
      next: { value in
        let delta = value - state.previous
        state.previous = value
        state.total += value
        for (_, observer) in shared.observers {
          observer.next(delta)
          observer.next(state.total)
        }
      },
      state: { motion in for (_, observer) in shared.observers { observer.state(motion) } })
    keeper.keep { subscription.unsubscribe() }
  }
  return MotionObservable(metadata: StreamMetadata("deltas", upstreams: [upstream.metadata])) {
    observer in
    if flaw == .connectsWhenApplied {
      let id = (shared.observers.last?.id ?? 0) + 1
      shared.observers.append((id, observer))
      return Subscription { shared.observers.removeAll { $0.id == id } }
    }
    if flaw == .retainsObservers { keeper.keep { _ = observer } }
    let state = flaw == .sharesState ? shared.state : DeltaState()
    if flaw == .emitsToLatestSubscriber { shared.latest = observer }
    if flaw == .statesToFirstSubscriber, shared.firstState == nil {
      shared.firstState = observer.state
    }
    let target = { flaw == .emitsToLatestSubscriber ? shared.latest ?? observer : observer }
    let handle: (Double) -> Void = { value in
      if flaw == .dropsValuesDuringDelivery, state.isEmitting { return }
      let delta = value - state.previous
      if flaw != .updatesStateAfterEmitting {
        state.previous = value
        state.total += value
      }
      let total = flaw == .updatesStateAfterEmitting ? state.total + value : state.total
      state.isEmitting = true
      target().next(delta)
      if state.isConnected || flaw == .emitsRestAfterUnsubscribe { target().next(total) }
      state.isEmitting = false
      if flaw == .updatesStateAfterEmitting {
        state.previous = value
        state.total += value
      }
    }
    let forward: (MotionState) -> Void =
      switch flaw {
      case .dropsMotionState: { _ in }
      case .statesToFirstSubscriber: shared.firstState ?? observer.state
      default: observer.state
      }
    var subscriptions = [upstream.subscribe(MotionObserver(next: handle, state: forward))]
    if flaw == .connectsTwice { subscriptions.append(upstream.subscribe { _ in }) }
    if flaw == .neverDisconnects { return Subscription() }
    if flaw == .disconnectsByPosition {
      shared.registry.append(Subscription(combining: subscriptions))
      return Subscription(owner: shared, id: UInt64(shared.registry.count - 1))
    }
    return Subscription {
      state.isConnected = false
      for subscription in subscriptions { subscription.unsubscribe() }
    }
  }
}
