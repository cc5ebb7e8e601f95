public import MotionStreams

extension Timeline {
  /// The timeline as a stream of snapshots (TL-R5, TL-R6, TL-R7).
  ///
  /// ```swift
  /// let subscription = timeline.asStream().subscribe { snapshot in
  ///   print(snapshot.paused, snapshot.timeOffset)
  /// }
  /// ```
  ///
  /// Each subscriber receives the current ``snapshot`` at once, then one snapshot per real change
  /// of ``paused``, ``timeOffset`` or ``beginTime`` — never two equal snapshots in a row. The
  /// dedupe state lives per subscription: every subscriber is compared with what *it* last
  /// received.
  ///
  /// Order and re-entrancy follow `ReactiveProperty` (MO-7): subscribers are called in
  /// subscription order; a change made from inside a subscriber is delivered to everyone after
  /// the current snapshot has reached everyone; a subscriber removed during a delivery receives
  /// nothing more; one added during a delivery receives the current snapshot at once and then
  /// only later changes.
  ///
  /// Cost: a write to an input is O(n) in subscribers and allocates nothing; each subscriber
  /// costs one comparison and one call. The stream holds the timeline strongly; a subscription
  /// holds it weakly.
  public func asStream() -> MotionObservable<Snapshot> {
    MotionObservable(metadata: StreamMetadata("timeline")) { observer in
      self.fanOut.add(observer.next, current: self.state)
    }
  }

  /// The number of live ``asStream()`` subscriptions.
  public var subscriberCount: Int { fanOut.count }
}

/// The snapshot subscribers of one timeline, each with its own last-delivered snapshot.
///
/// Unsubscribing during a delivery only marks the entry; entries are compacted once the
/// outermost delivery ends, so indices stay valid while observers run.
final class SnapshotFanOut: SubscriptionOwner {
  struct Entry {
    let id: UInt64
    /// The emission number current when this entry subscribed; it receives later ones only.
    let since: UInt64
    /// The snapshot this subscriber last received: its own dedupe state (TL-R7).
    var last: Timeline.Snapshot
    var removed = false
    let next: (Timeline.Snapshot) -> Void
  }

  private var entries: [Entry] = []
  private var nextID: UInt64 = 0
  private var emission: UInt64 = 0
  private var isDelivering = false
  private var hasRemovedEntries = false
  private var pending: [(snapshot: Timeline.Snapshot, emission: UInt64)] = []
  private var liveCount = 0

  var count: Int { liveCount }

  func add(
    _ next: @escaping (Timeline.Snapshot) -> Void,
    current: Timeline.Snapshot
  ) -> Subscription {
    let id = nextID
    nextID &+= 1
    entries.append(Entry(id: id, since: emission, last: current, next: next))
    liveCount += 1
    next(current)
    return Subscription(owner: self, id: id)
  }

  func removeSubscription(id: UInt64) {
    guard let index = index(of: id), !entries[index].removed else { return }
    liveCount -= 1
    if isDelivering {
      entries[index].removed = true
      hasRemovedEntries = true
    } else {
      entries.remove(at: index)
    }
  }

  func deliver(_ snapshot: Timeline.Snapshot) {
    emission &+= 1
    if isDelivering {
      pending.append((snapshot, emission))
      return
    }
    isDelivering = true
    deliver(snapshot, emission: emission)
    if !pending.isEmpty {
      var index = 0
      while index < pending.count {
        let queued = pending[index]
        index += 1
        deliver(queued.snapshot, emission: queued.emission)
      }
      pending.removeAll(keepingCapacity: true)
    }
    if hasRemovedEntries {
      entries.removeAll { $0.removed }
      hasRemovedEntries = false
    }
    isDelivering = false
  }

  private func deliver(_ snapshot: Timeline.Snapshot, emission: UInt64) {
    var index = 0
    while index < entries.count {
      if entries[index].since < emission, !entries[index].removed,
        entries[index].last != snapshot
      {
        entries[index].last = snapshot
        let next = entries[index].next
        next(snapshot)
      }
      index += 1
    }
  }

  /// Binary search: identifiers are appended in increasing order and removal keeps that order.
  private func index(of id: UInt64) -> Int? {
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
