public import MotionStreams

/// The ordered list of per-frame callbacks that frame sources and runtimes fan frames out to.
///
/// Delivering a frame allocates nothing: the list is iterated through a copy-on-write snapshot
/// (a retain), and subscriptions remove entries by identifier through a weak owner reference.
/// Observers added during a delivery are first called on the next delivery; observers removed
/// during a delivery are not called again, not even later in the same delivery.
///
/// Frame sources written outside this module can use it to keep the ``FrameSource`` contract.
public final class FrameObserverList: SubscriptionOwner {
  @usableFromInline
  struct Entry {
    @usableFromInline let id: UInt64
    @usableFromInline let observer: (Double) -> Void

    @inlinable
    init(id: UInt64, observer: @escaping (Double) -> Void) {
      self.id = id
      self.observer = observer
    }
  }

  @usableFromInline @exclusivity(unchecked) var entries: [Entry] = []
  @usableFromInline @exclusivity(unchecked) var nextID: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) var removals: UInt64 = 0

  /// Creates an empty list.
  public init() {}

  /// The number of registered observers.
  @inlinable
  public var count: Int { entries.count }

  /// Appends `observer`. Amortised O(1).
  ///
  /// - Returns: A subscription that removes it; idempotent, holds the list weakly.
  @inlinable
  public func add(_ observer: @escaping (Double) -> Void) -> Subscription {
    let id = nextID
    nextID &+= 1
    entries.append(Entry(id: id, observer: observer))
    return Subscription(owner: self, id: id)
  }

  /// Removes the observer registered under `id`; unknown identifiers are ignored. O(n).
  @inlinable
  public func removeSubscription(id: UInt64) {
    guard let index = index(of: id) else { return }
    entries.remove(at: index)
    removals &+= 1
  }

  /// Removes every observer.
  public func removeAll() {
    entries.removeAll()
    removals &+= 1
  }

  /// Calls every observer with `time`, in registration order. O(n); allocates nothing.
  @inlinable
  public func deliver(_ time: Double) {
    let snapshot = entries  // keeps every observer alive for the whole delivery
    let removalsBefore = removals
    snapshot.withUnsafeBufferPointer { buffer in
      for position in buffer.indices {
        if removals != removalsBefore, index(of: buffer[position].id) == nil { continue }
        buffer[position].observer(time)  // borrowed from the snapshot: no retain per observer
      }
    }
  }

  /// Binary search: identifiers are appended in increasing order and removal keeps that order.
  @inlinable
  func index(of id: UInt64) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) / 2
      let candidate = entries[mid].id
      if candidate == id { return mid }
      if candidate < id { low = mid + 1 } else { high = mid }
    }
    return nil
  }
}
