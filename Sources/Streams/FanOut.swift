/// The observer list behind every multi-observer source in the package: one implementation of the
/// delivery contract (MO-2, MO-7, TL-R7, GR-4, RT-7), shared with `package` access.
///
/// ``ReactiveProperty``, the multicast node, the timeline's snapshot subscribers and scrubber
/// observers, gesture recognizers' state observers and ``FrameObserverList``-style frame fan-outs
/// all store one `FanOut` and emit through ``FanOutHost/emit(_:_:)``.
///
/// ## Contract
/// - Observers are called in the order they were added.
/// - An observer added during a delivery joins at the next emission: it is not called with the
///   event being delivered, nor with any event emitted before it was added.
/// - An observer removed during a delivery is not called again, not even later in that delivery.
/// - An emission made during a delivery (re-entrant) is, with ``Nesting/queue``, queued and
///   delivered after the current one has reached every observer, in emission order (FIFO). With
///   ``Nesting/drop`` it is dropped and `emit` returns `false`: frames use this, because a
///   frame inside a frame has no meaning (the frame source refuses it the same way).
/// - Removed entries are compacted when the outermost delivery ends.
///
/// ## Cost
/// Emitting is O(n) and allocates nothing in the steady state (the pending queue keeps its
/// capacity). Adding appends (amortised O(1)); removing finds the identifier by binary search
/// (identifiers grow and removal keeps their order) and is O(n) to close the gap outside a
/// delivery, O(log n) inside one (the entry is only marked).
///
/// ## Why it is built this way
/// A delivery reads the entries through a pointer into the array's storage and hands the host a
/// pointer to each entry, so no observer is retained or released per call. That is safe because
/// the storage is never reallocated during a delivery: observers added then wait in `joiners`
/// (merged between two queued emissions, when no observer runs), removal only marks the entry,
/// and compaction runs after the delivery. The loop lives in a host extension, not here: it reads
/// the host's stored `FanOut` afresh at every step, so no `inout` access spans an observer call.
@usableFromInline
package struct FanOut<Observer, Event> {
  /// What an emission made during a delivery does.
  @usableFromInline
  package enum Nesting: Sendable {
    /// Queued and delivered after the current delivery, in emission order.
    case queue
    /// Dropped; `emit` returns `false`.
    case drop
  }

  /// The registrations and delivery flags: everything but the pending events, in a type that
  /// does not depend on `Event` (see ``FanOutRegistry``). First, so that its offset is fixed.
  @usableFromInline package var registry = FanOutRegistry<Observer>()
  @usableFromInline package let nesting: Nesting
  @usableFromInline package var pending: [(event: Event, emission: UInt64)] = []

  /// Observers in the order they were added; identifiers increase.
  @inlinable package var entries: [FanOutEntry<Observer>] {
    get { registry.entries }
    _modify { yield &registry.entries }
  }
  /// Observers added during a delivery; moved to `entries` when no observer runs.
  @inlinable package var joiners: [FanOutEntry<Observer>] {
    get { registry.joiners }
    _modify { yield &registry.joiners }
  }
  /// The identifier the next observer gets.
  @inlinable package var nextID: UInt64 {
    get { registry.nextID }
    set { registry.nextID = newValue }
  }
  /// The number of emissions so far; an entry receives the emissions numbered above its `since`.
  @inlinable package var emission: UInt64 {
    get { registry.emission }
    set { registry.emission = newValue }
  }
  /// The number of observers added and not removed.
  @inlinable package var liveCount: Int {
    get { registry.liveCount }
    set { registry.liveCount = newValue }
  }
  /// Whether a delivery marked entries removed (compacted when it ends).
  @inlinable package var hasRemovedEntries: Bool {
    get { registry.hasRemovedEntries }
    set { registry.hasRemovedEntries = newValue }
  }
  /// Whether a delivery is in progress.
  @inlinable package var isDelivering: Bool {
    get { registry.isDelivering }
    set { registry.isDelivering = newValue }
  }

  /// An empty list; `nesting` decides what a re-entrant emission does.
  @inlinable
  package init(nesting: Nesting = .queue) {
    self.nesting = nesting
  }

  /// The number of observers added and not removed.
  @inlinable
  package var count: Int { liveCount }

  /// Adds `observer` and returns its identifier. Amortised O(1). Always inlined: called out of
  /// line, the observer was retained and released once more per subscription.
  @inlinable @inline(__always)
  package mutating func add(_ observer: Observer) -> UInt64 {
    let id = nextID
    nextID &+= 1
    let entry = FanOutEntry(id: id, since: emission, observer: observer)
    if isDelivering { joiners.append(entry) } else { entries.append(entry) }
    liveCount += 1
    return id
  }

  /// Removes the observer registered under `id`; returns `false` for an unknown or already
  /// removed identifier (a no-op, MO-2). O(log n) to find it. Always inlined, so that a host
  /// running unspecialised (through `SubscriptionOwner`) calls the registry's removal, which
  /// does not depend on `Event`, specialised for its observer type (see ``FanOutRegistry``).
  @inlinable @inline(__always)
  @discardableResult
  package mutating func remove(id: UInt64) -> Bool {
    registry.remove(id: id)
  }

  /// Removes every observer satisfying `predicate` (all of them by default); during a delivery
  /// none of them is called again. O(n).
  @inlinable
  package mutating func removeAll(where predicate: (Observer) -> Bool = { _ in true }) {
    let joinersBefore = joiners.count
    joiners.removeAll { predicate($0.observer) }
    liveCount -= joinersBefore - joiners.count
    if isDelivering {
      for index in entries.indices
      where !entries[index].isRemoved && predicate(entries[index].observer) {
        entries[index].isRemoved = true
        hasRemovedEntries = true
        liveCount -= 1
      }
    } else {
      let before = entries.count
      entries.removeAll { predicate($0.observer) }
      liveCount -= before - entries.count
    }
  }

  /// The identifier of the first live observer satisfying `predicate`, in order. O(n).
  @inlinable
  package func firstID(where predicate: (Observer) -> Bool) -> UInt64? {
    for entry in entries where !entry.isRemoved && predicate(entry.observer) { return entry.id }
    for entry in joiners where predicate(entry.observer) { return entry.id }
    return nil
  }

  /// The number of live observers satisfying `predicate`. O(n).
  @inlinable
  package func count(where predicate: (Observer) -> Bool) -> Int {
    entries.count { !$0.isRemoved && predicate($0.observer) }
      + joiners.count { predicate($0.observer) }
  }

  /// Moves the observers added during the delivery into `entries`. Only while no observer runs.
  @inlinable
  package mutating func mergeJoiners() {
    guard !joiners.isEmpty else { return }
    entries.append(contentsOf: joiners)
    joiners.removeAll(keepingCapacity: true)
  }

  /// Drops removed entries. Only while no observer runs.
  @inlinable
  package mutating func compact() {
    guard hasRemovedEntries else { return }
    hasRemovedEntries = false
    entries.removeAll { $0.isRemoved }
  }
}

/// One registration in a ``FanOut``.
@usableFromInline
package struct FanOutEntry<Observer> {
  @usableFromInline package let id: UInt64
  /// The emission number current when it was added; it receives later emissions only.
  @usableFromInline package let since: UInt64
  /// Removed during a delivery; skipped, and dropped when the delivery ends.
  @usableFromInline package var isRemoved = false
  @usableFromInline package let observer: Observer

  @inlinable
  init(id: UInt64, since: UInt64, observer: Observer) {
    self.id = id
    self.since = since
    self.observer = observer
  }
}
