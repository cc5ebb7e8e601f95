/// A standalone ``FanOut`` for owners that cannot host one themselves: an object of its own that
/// hands out subscriptions (it is their ``SubscriptionOwner``) and emits with the shared contract.
///
/// The timeline's snapshot subscribers and scrubber observers and a gesture recognizer's state
/// observers use it; sources that are themselves subscription owners (``ReactiveProperty``, the
/// multicast node, a frame observer list) host their `FanOut` directly and save the object.
@usableFromInline
package final class FanOutList<Observer, Event>: FanOutHost, SubscriptionOwner {
  @usableFromInline @exclusivity(unchecked) package var fanOut: FanOut<Observer, Event>

  /// An empty list; `nesting` decides what a re-entrant emission does.
  @inlinable
  package init(nesting: FanOut<Observer, Event>.Nesting = .queue) {
    fanOut = FanOut(nesting: nesting)
  }

  /// The number of observers added and not removed.
  @inlinable
  package var count: Int { fanOut.count }

  /// Adds `observer`; the returned subscription removes it (idempotently).
  @inlinable
  package func add(_ observer: Observer) -> Subscription {
    Subscription(owner: self, id: fanOut.add(observer))
  }

  /// Removes the observer registered under `id`; unknown identifiers are ignored.
  @inlinable
  package func removeSubscription(id: UInt64) {
    fanOut.remove(id: id)
  }
}
