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
      emitValue(newValue)
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
    let id = fanOut.add(ObserverBox(observer))
    observer.next(storage)
    return Subscription(owner: self, id: id)
  }
}
