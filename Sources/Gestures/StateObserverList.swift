import MotionStreams

/// The registered state-change observers of one recognizer, with defined re-entrancy (GR-4).
///
/// - Observers are called in registration order with the written state.
/// - A write made while observers are being called (an observer disabling the recognizer, say)
///   is queued and delivered, in order, once the current write has reached everyone.
/// - An observer removed during a delivery receives nothing more.
/// - An observer added during a delivery receives the writes delivered after it was added.
///
/// Delivering allocates nothing; registering appends to an array.
final class StateObserverList: SubscriptionOwner {
  struct Entry {
    let id: UInt64
    let observer: (GestureRecognizerState) -> Void
  }

  @exclusivity(unchecked) private(set) var entries: [Entry] = []
  @exclusivity(unchecked) private var nextID: UInt64 = 0
  @exclusivity(unchecked) private var removals: UInt64 = 0
  @exclusivity(unchecked) private var isDelivering = false
  @exclusivity(unchecked) private var pending: [GestureRecognizerState] = []

  /// Registers `observer`; the returned subscription removes it.
  func add(_ observer: @escaping (GestureRecognizerState) -> Void) -> Subscription {
    let id = nextID
    nextID &+= 1
    entries.append(Entry(id: id, observer: observer))
    return Subscription(owner: self, id: id)
  }

  /// Removes the observer registered under `id`; unknown identifiers are ignored.
  func removeSubscription(id: UInt64) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries.remove(at: index)
    removals &+= 1
  }

  /// Calls every observer with `state`, or queues it if a delivery is under way.
  func notify(_ state: GestureRecognizerState) {
    if entries.isEmpty && !isDelivering { return }
    if isDelivering {
      pending.append(state)
      return
    }
    isDelivering = true
    if entries.count == 1 {
      // The common case of one observer: no snapshot to take.
      let observer = entries[0].observer
      observer(state)
    } else {
      deliver(state)
    }
    var next = 0
    while next < pending.count {
      deliver(pending[next])
      next += 1
    }
    if next > 0 { pending.removeAll(keepingCapacity: true) }
    isDelivering = false
  }

  private func deliver(_ state: GestureRecognizerState) {
    let snapshot = entries
    let removalsBefore = removals
    for entry in snapshot {
      if removals != removalsBefore, !entries.contains(where: { $0.id == entry.id }) { continue }
      entry.observer(state)
    }
  }
}
