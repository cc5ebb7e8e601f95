/// The part of a ``FanOut`` that does not depend on its event type: the registrations, the
/// identifier and emission counters and the delivery flags, with removal.
///
/// ## Why it is a type of its own
/// A subscription ends through the ``SubscriptionOwner`` existential, which runs the host's
/// *unspecialised* generic code (a `ReactiveProperty<Value>` for any `Value`). Swift specialises
/// only when every generic argument is known, so removal written on `FanOut<Observer, Event>`
/// ran generic over `Event` there: each unsubscribe looked up the metadata of the fan-out, its
/// entry arrays and their elements at run time, and copied entries through value witnesses
/// (about 1,800 instructions of a subscribe + unsubscribe cycle of 3,480, twice the time before
/// the shared fan-out). A host's observer type is concrete (`AnyObserverBox` for a property), so
/// the registry's removal, which `FanOut.remove(id:)` always inlines, is specialised even in the
/// unspecialised host, and the registry, stored first, sits at a fixed offset in every `FanOut`.
@usableFromInline
package struct FanOutRegistry<Observer> {
  /// Observers in the order they were added; identifiers increase.
  @usableFromInline package var entries: [FanOutEntry<Observer>] = []
  /// Observers added during a delivery; moved to `entries` when no observer runs.
  @usableFromInline package var joiners: [FanOutEntry<Observer>] = []
  @usableFromInline package var nextID: UInt64 = 0
  /// The number of emissions so far; an entry receives the emissions numbered above its `since`.
  @usableFromInline package var emission: UInt64 = 0
  @usableFromInline package var liveCount = 0
  @usableFromInline package var hasRemovedEntries = false
  @usableFromInline package var isDelivering = false

  /// An empty registry.
  @inlinable
  package init() {}

  /// Removes the observer registered under `id`; returns `false` for an unknown or already
  /// removed identifier (a no-op, MO-2). O(log n) to find it; outside a delivery O(n) to close
  /// the gap, inside one the entry is only marked (the storage stays where the loop reads it).
  @inlinable
  @discardableResult
  package mutating func remove(id: UInt64) -> Bool {
    if let index = Self.index(of: id, in: entries) {
      guard !entries[index].isRemoved else { return false }
      if isDelivering {
        entries[index].isRemoved = true
        hasRemovedEntries = true
      } else {
        entries.remove(at: index)
      }
    } else if let index = Self.index(of: id, in: joiners) {
      joiners.remove(at: index)  // never read by a delivery in progress
    } else {
      return false
    }
    liveCount -= 1
    return true
  }

  /// Binary search: identifiers are appended in increasing order and removal keeps that order.
  @inlinable
  static func index(of id: UInt64, in list: [FanOutEntry<Observer>]) -> Int? {
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      let candidate = list[mid].id
      if candidate == id { return mid }
      if candidate < id { low = mid + 1 } else { high = mid }
    }
    return nil
  }
}
