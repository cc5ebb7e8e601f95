/// A value that can be observed: reading returns the latest value, writing emits it (MO-4).
///
/// ```swift
/// let x = ReactiveProperty(0.0)
/// let subscription = x.subscribe { print($0) }  // prints 0.0 at once
/// x.value = 10                                  // prints 10.0
/// subscription.unsubscribe()
/// ```
///
/// Every write emits, even when the value is unchanged: there is no built-in dedupe (use the
/// `dedupe()` operator). An optional external-write hook runs on every write *before* the
/// observers are told, so a platform layer can apply the value first.
///
/// ## Delivery order and re-entrancy (MO-7)
/// - Observers are called in subscription order.
/// - A write from inside an observer stores the value at once (``value`` reads it back), and its
///   emission is queued: the current value finishes reaching every observer first, then the queued
///   values are delivered in write order. No observer skips a value or sees one twice.
/// - An observer unsubscribed during a delivery receives nothing more, not even the rest of the
///   value being delivered (MO-2).
/// - An observer subscribed during a delivery receives the current value at once and then only
///   values written after it subscribed.
///
/// ## Cost
/// A write is O(n) in the number of observers; it allocates nothing, takes no lock and retains
/// nothing. Subscribing appends to an array (amortised O(1)) and allocates one small box for the
/// observer; unsubscribing is O(log n) to find the observer plus O(n) to close the gap, and keeps
/// the storage for reuse. An observer unsubscribed during a delivery is dropped from the array
/// when that delivery ends.
///
/// Not `Sendable`: a property belongs to one thread or serial context at a time.
public final class ReactiveProperty<Value>: SubscriptionOwner {
  @usableFromInline @exclusivity(unchecked) var storage: Value
  @usableFromInline @exclusivity(unchecked) var entries: [ObserverEntry] = []
  @usableFromInline @exclusivity(unchecked) var nextID: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) var emission: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) var liveCount = 0
  @usableFromInline @exclusivity(unchecked) var hasTombstones = false
  @usableFromInline @exclusivity(unchecked) var isDelivering = false
  @usableFromInline @exclusivity(unchecked) var pending: [(value: Value, emission: UInt64)] = []
  @usableFromInline let externalWrite: ((Value) -> Void)?
  /// A name for graph descriptions (RT-6), such as `"position"`; `nil` when unnamed.
  public let name: String?
  @usableFromInline let metadata: StreamMetadata

  /// Creates a property holding `initialValue`.
  ///
  /// - Parameters:
  ///   - initialValue: The value until the first write.
  ///   - name: A name for graph descriptions; optional.
  ///   - externalWrite: Called with every written value before any observer (the spec's order),
  ///     for example to push the value to a platform object.
  @inlinable
  public init(
    _ initialValue: Value,
    name: String? = nil,
    externalWrite: ((Value) -> Void)? = nil
  ) {
    storage = initialValue
    self.name = name
    self.metadata = StreamMetadata("property", arguments: name.map { [$0] } ?? [])
    self.externalWrite = externalWrite
  }

  /// The latest value. Setting it stores the value, runs the external-write hook, then emits the
  /// value to every observer (MO-4). O(n) in the number of observers.
  @inlinable
  public var value: Value {
    get { storage }
    set {
      storage = newValue
      externalWrite?(newValue)
      emit(newValue)
    }
  }

  /// The number of observers currently subscribed.
  @inlinable
  public var observerCount: Int { liveCount }

  /// The property as a stream: each subscriber receives the current value at once, then every
  /// write (MO-4).
  @inlinable
  public func asStream() -> MotionObservable<Value> {
    MotionObservable(metadata: metadata) { observer in self.add(observer) }
  }

  /// Subscribes an observer: it receives the current value at once, then every write.
  @inlinable
  @discardableResult
  public func subscribe(_ observer: MotionObserver<Value>) -> Subscription {
    add(observer)
  }

  /// Subscribes a value closure: it receives the current value at once, then every write.
  @inlinable
  @discardableResult
  public func subscribe(next: @escaping (Value) -> Void) -> Subscription {
    add(MotionObserver(next: next))
  }

  /// Removes the observer registered under `id`; unknown identifiers are ignored.
  @inlinable
  public func removeSubscription(id: UInt64) {
    guard let index = index(of: id), !entries[index].box.isRemoved else { return }
    liveCount -= 1
    if isDelivering {
      // Leave a tombstone: the delivery loop skips it, and the box stays alive while its
      // observer may still be running. `emit` compacts the list when delivery ends.
      entries[index].box.isRemoved = true
      hasTombstones = true
    } else {
      entries.remove(at: index)
    }
  }

  @inlinable
  func add(_ observer: MotionObserver<Value>) -> Subscription {
    let id = nextID
    nextID &+= 1
    entries.append(ObserverEntry(id: id, since: emission, box: ObserverBox(observer)))
    liveCount += 1
    observer.next(storage)
    return Subscription(owner: self, id: id)
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

  @inlinable
  func emit(_ value: Value) {
    emission &+= 1
    if isDelivering {
      pending.append((value, emission))
      return
    }
    isDelivering = true
    deliver(value, emission: emission)
    if !pending.isEmpty {
      var next = 0
      while next < pending.count {
        let queued = pending[next]
        next += 1
        deliver(queued.value, emission: queued.emission)
      }
      pending.removeAll(keepingCapacity: true)
    }
    isDelivering = false
    if hasTombstones { compact() }
  }

  /// Delivers one value to every observer subscribed before it was emitted.
  ///
  /// No snapshot: during a delivery the list only grows (unsubscribing leaves a tombstone, see
  /// ``removeSubscription(id:)``), so index `i` keeps naming the same observer, and the array keeps
  /// every box alive. Each observer is called through an unretained, guaranteed reference: no
  /// retain/release per observer or per value. Observers appended during the delivery have
  /// `since >= emission` and are skipped.
  @inlinable
  func deliver(_ value: Value, emission: UInt64) {
    var index = 0
    while index < entries.count {
      let entry = entries.withUnsafeBufferPointer { buffer in
        (since: buffer[index].since, box: Unmanaged.passUnretained(buffer[index].box).toOpaque())
      }
      index += 1
      guard entry.since < emission else { continue }
      Unmanaged<ObserverBox<Value>>.fromOpaque(entry.box)._withUnsafeGuaranteedRef { box in
        if !box.isRemoved { box.observer.next(value) }
      }
    }
  }

  /// Drops the tombstones left by unsubscribing during a delivery.
  @usableFromInline
  func compact() {
    entries.removeAll { $0.box.isRemoved }
    hasTombstones = false
  }
}
