/// A value that can be observed: reading returns the latest value, writing emits it (MO-4).
///
/// ```swift
/// let x = ReactiveProperty(0.0)
/// let subscription = x.subscribe { print($0) }  // prints 0.0 at once
/// x.value = 10  // prints 10.0
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
/// - Properties that feed one `combineLatest` or `merge` (directly or through other operators)
///   deliver as one: a write to any of them made while one of them is delivering is queued
///   behind that delivery, in write order across them, so every subscription of the operator
///   sees the same combinations (see <doc:DeliveryOrder>).
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
public final class ReactiveProperty<Value>: SubscriptionOwner, FanOutHost {
  @usableFromInline @exclusivity(unchecked) var storage: Value
  /// The observers, as ``ObserverBox``es; the shared list implements the delivery rules above.
  @usableFromInline @exclusivity(unchecked) package var fanOut = FanOut<AnyObserverBox, Value>()
  @usableFromInline let externalWrite: ((Value) -> Void)?
  /// A name for graph descriptions (RT-6), such as `"position"`; `nil` when unnamed.
  public let name: String?
  @usableFromInline let metadata: StreamMetadata
  /// The one watcher (see ``PropertyWatcher``), unretained (it unwatches before it goes away)
  /// and called borrowed: its object and its type apart, so that no call retains it.
  @usableFromInline @exclusivity(unchecked) package var watcher: WatcherSlot<Value>?
  /// Set by the watcher around each of its own writes (see ``PropertyWatcher``).
  @usableFromInline @exclusivity(unchecked) package var watcherIsWriting = false
  /// Whether the watcher's write in progress was delivered.
  @usableFromInline @exclusivity(unchecked) package var deliveredWatcherWrite = false
  /// The emission number of the watcher's write in progress.
  @usableFromInline @exclusivity(unchecked) package var watcherWrite: UInt64 = 0
  /// The delivery group of the combining operators it feeds, once one subscribed (see
  /// ``DeliveryGroup``): its writes are then delivered as the group's. Retained by hand
  /// (released in `deinit`) so that a write reads it without a retain and release.
  @usableFromInline @exclusivity(unchecked) package var deliveryGroup: Unmanaged<DeliveryGroup>?

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
      // A property feeding a combining operator delivers in its group's order.
      if let deliveryGroup { return writeInGroup(newValue, deliveryGroup) }
      // A property with no watcher (most) emits as it always did.
      guard watcher != nil else { return emitValue(newValue) }
      guard watcherIsWriting else { return emitWatched(newValue) }
      // The watcher's own write: the emission it will be delivered as.
      watcherWrite = fanOut.emission &+ 1
      if fanOut.liveCount == 0 && !fanOut.isDelivering {
        // No one else to tell (an animated property nobody observes): delivered, at once.
        fanOut.emission = watcherWrite
        deliveredWatcherWrite = true
      } else {
        emitWatched(newValue)
      }
    }
  }

  deinit {
    deliveryGroup?.release()
  }

  /// Runs `write`, a write of the watcher's own (see ``PropertyWatcher``), and returns whether
  /// the property delivered what it wrote during it (`false`: queued behind a delivery in
  /// progress, or not written). Nests: restores the flags it found.
  @inlinable
  package func writeAsWatcher(_ write: () -> Void) -> Bool {
    let outer = (watcherIsWriting, deliveredWatcherWrite, watcherWrite)
    (watcherIsWriting, deliveredWatcherWrite) = (true, false)
    write()
    let delivered = deliveredWatcherWrite
    (watcherIsWriting, deliveredWatcherWrite, watcherWrite) = outer
    return delivered
  }

  /// Emits `value` to the watcher, if any, then to the observers (see ``PropertyWatcher``).
  @inlinable
  func emitWatched(_ value: Value) {
    emit(value, watch: WatcherCall(property: Unmanaged.passUnretained(self))) { entry, value in
      ObserverBox<Value>.borrow(entry) { $0.observer.next(value) }
    }
  }

  /// Makes `watcher` the property's watcher if it has none and no delivery is in progress;
  /// returns `false` otherwise (the caller then subscribes as an ordinary observer). It is told
  /// of every value written from now on.
  @inlinable
  package func watch<Watcher: PropertyWatcher<Value>>(_ watcher: Watcher) -> Bool {
    // Not during a delivery: the emission in progress (and those it queued) goes on without
    // a watcher, so one that started now would miss the values queued after it.
    guard self.watcher == nil, !fanOut.isDelivering else { return false }
    self.watcher = WatcherSlot(
      object: Unmanaged.passUnretained(watcher as AnyObject), type: Watcher.self)
    return true
  }

  /// Clears the watcher slot if `watcher` holds it.
  @inlinable
  package func unwatch(_ watcher: AnyObject) {
    if let slot = self.watcher,
      slot.object.toOpaque() == Unmanaged.passUnretained(watcher).toOpaque()
    {
      self.watcher = nil
    }
  }

  /// The number of observers currently subscribed.
  @inlinable
  public var observerCount: Int { fanOut.count }

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
    fanOut.remove(id: id)
  }

  @inlinable
  func add(_ observer: MotionObserver<Value>) -> Subscription {
    Subscription(owner: self, id: addObserver(observer))
  }

  /// Subscribes `observer` (it gets the current value at once) and returns its identifier for
  /// ``removeSubscription(id:)``, without a ``Subscription`` (whose weak reference to the
  /// property allocates the property's side table): for an owner that outlives its
  /// subscription's use of the property, such as the runtime's arbiter.
  @inlinable @inline(__always)
  package func addObserver(_ observer: MotionObserver<Value>) -> UInt64 {
    if let group = observer.group { join(group) }
    let id = fanOut.add(ObserverBox(observer))
    observer.next(storage)
    return id
  }
}
