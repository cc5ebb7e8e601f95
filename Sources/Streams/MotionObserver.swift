/// The receiving end of a ``MotionObservable``: a value channel and a motion-state channel (MO-6).
///
/// Observers are plain values holding two closures. Operators build a new observer around the one
/// they are given and pass the `state` closure through untouched, so forwarding motion state costs
/// nothing per value.
///
/// ```swift
/// let observer = MotionObserver<Double>(next: { print("value", $0) }, state: { print($0) })
/// ```
public struct MotionObserver<Value> {
  /// Receives each value the stream emits.
  public let next: (Value) -> Void
  /// Receives each change of the producing motion's state (active / at rest).
  public let state: (MotionState) -> Void
  /// The delivery group of the combining operator this observer feeds, if any (see
  /// ``DeliveryGroup``): operators pass it on to the observers they subscribe upstream, and a
  /// ``ReactiveProperty`` subscribed with it joins the group. Read only when subscribing.
  @usableFromInline package let group: DeliveryGroup?

  /// Creates an observer from a value closure and an optional state closure.
  ///
  /// - Parameters:
  ///   - next: Called with each emitted value.
  ///   - state: Called with each reported ``MotionState``; ignores state when omitted.
  @inlinable
  public init(
    next: @escaping (Value) -> Void,
    state: @escaping (MotionState) -> Void = { _ in }
  ) {
    self.next = next
    self.state = state
    self.group = nil
  }

  /// An observer that passes `group` on upstream (see ``DeliveryGroup``).
  @inlinable
  package init(
    next: @escaping (Value) -> Void,
    state: @escaping (MotionState) -> Void,
    group: DeliveryGroup?
  ) {
    self.next = next
    self.state = state
    self.group = group
  }
}

/// The type-independent part of an ``ObserverBox``, so that observer lists are non-generic arrays.
///
/// Unsubscribing reaches a source through the ``SubscriptionOwner`` existential, which runs the
/// source's *unspecialised* generic code; with a generic entry type, every unsubscribe looked up
/// generic metadata (about a third of a subscribe/unsubscribe cycle). Entries that do not depend on
/// `Value` need no lookup.
@usableFromInline
package class AnyObserverBox {
  @inlinable
  package init() {}
}

/// An observer kept by a multi-observer source (``ReactiveProperty``, multicast nodes, the
/// timeline's snapshot subscribers) in its ``FanOut``.
///
/// Sources call each observer through ``borrow(_:_:)``: a closure loaded from a `let` of a
/// guaranteed object is called without the retain/release pair that calling a closure stored in
/// an array element costs. That pair was over half of the time of a delivery to many observers.
@usableFromInline
package final class ObserverBox<Value>: AnyObserverBox {
  @usableFromInline package let observer: MotionObserver<Value>

  @inlinable
  package init(_ observer: MotionObserver<Value>) {
    self.observer = observer
  }

  /// Runs `body` with the box of `entry`, unretained: the fan-out keeps it alive meanwhile.
  @inlinable
  package static func borrow(
    _ entry: UnsafePointer<FanOutEntry<AnyObserverBox>>, _ body: (ObserverBox<Value>) -> Void
  ) {
    let opaque = Unmanaged.passUnretained(entry.pointee.observer).toOpaque()
    Unmanaged<ObserverBox<Value>>.fromOpaque(opaque)._withUnsafeGuaranteedRef(body)
  }
}
