/// Operators that read several streams: `merge(with:)` and `combineLatest` (MO-5).
///
/// Each subscription delivers through one ``CombiningOutlet``: values and motion states leave in
/// the order they were produced, and one produced while the outlet is delivering (an observer
/// made an input emit) waits until the current delivery returns (MO-7).
///
/// The properties upstream of the inputs deliver as one group (MO-7, <doc:DeliveryOrder>): a
/// write to one of them from inside a delivery of another waits until that delivery has reached
/// every observer, so all subscriptions see the same combinations.
///
/// Motion state (MO-6) from several inputs is aggregated per subscription: the combined stream is
/// active while any input that has reported a state is active, and at rest otherwise. A state is
/// forwarded only when that aggregate changes, so downstream never sees `.atRest` while another
/// input is still moving.
extension MotionObservable {
  /// Emits every value of this stream and of `other`, in the order they arrive (MO-5).
  ///
  /// Subscribing subscribes to `self` first, then to `other`; values either emits synchronously
  /// on subscription arrive in that order. Unsubscribing unsubscribes from both.
  ///
  /// Re-entrancy (MO-7): a value that arrives while the merged stream is delivering (its observer
  /// made an input emit) is delivered after the current one returns, in arrival order; the
  /// observer is never called from inside itself by this stream. The properties upstream of
  /// both inputs deliver as one group, so every subscription sees the values in the same order
  /// (see <doc:DeliveryOrder>).
  /// - Complexity: O(1) per value; no allocation per value.
  @inlinable
  public func merge(with other: MotionObservable<Value>) -> MotionObservable<Value> {
    let first = self
    let metadata = StreamMetadata("merge", upstreams: [metadata, other.metadata])
    let group = DeliveryGroup()
    return MotionObservable(metadata: metadata) { observer in
      let outlet = CombiningOutlet(observer)
      if let outer = observer.group { DeliveryGroup.merge(outer, group) }
      let a = first.connect(
        MotionObserver(
          next: { outlet.send($0) }, state: { outlet.set($0, input: 0) }, group: group))
      let b = other.connect(
        MotionObserver(
          next: { outlet.send($0) }, state: { outlet.set($0, input: 1) }, group: group))
      return Subscription {
        outlet.finish()
        a.unsubscribe()
        b.unsubscribe()
      }
    }
  }
}

/// Emits a tuple of the latest values of `a` and `b` each time either emits, once both have
/// emitted at least once (MO-5).
///
/// ```swift
/// let size = combineLatest(width.asStream(), height.asStream())
///   .map { Size(width: $0, height: $1) }
/// ```
///
/// The latest values are kept per subscription. Subscribing subscribes to `a`, then `b`.
///
/// Re-entrancy (MO-7): each subscription delivers its tuples first in, first out. A tuple
/// produced while the subscription is delivering one (its observer wrote an input) is queued
/// and delivered once the current delivery returns, so the observer is never called from inside
/// itself and sees every tuple once, in order. Across subscriptions the order is one: the
/// properties upstream of the operator deliver as one group, so a write to `a` from inside a
/// delivery of `b` waits until `b`'s value has reached every subscription, and every
/// subscription sees the same tuples in the same order (see <doc:DeliveryOrder>).
/// - Complexity: O(1) per value; no allocation per value.
@inlinable
public func combineLatest<A, B>(
  _ a: MotionObservable<A>,
  _ b: MotionObservable<B>
) -> MotionObservable<(A, B)> {
  let metadata = StreamMetadata("combineLatest", upstreams: [a.metadata, b.metadata])
  let group = DeliveryGroup()
  return MotionObservable(metadata: metadata) { observer in
    let latest = CombineLatest2Box<A, B>(observer)
    if let outer = observer.group { DeliveryGroup.merge(outer, group) }
    let first = a.connect(
      MotionObserver(
        next: {
          latest.a = $0
          latest.emit()
        }, state: { latest.set($0, input: 0) }, group: group))
    let second = b.connect(
      MotionObserver(
        next: {
          latest.b = $0
          latest.emit()
        }, state: { latest.set($0, input: 1) }, group: group))
    return Subscription {
      latest.finish()
      first.unsubscribe()
      second.unsubscribe()
    }
  }
}

/// Emits a tuple of the latest values of `a`, `b` and `c` each time any of them emits, once all
/// three have emitted at least once (MO-5).
///
/// The latest values are kept per subscription. Subscribing subscribes to `a`, `b`, then `c`.
/// Re-entrancy (MO-7) is as for the two-input `combineLatest`: tuples leave first in, first out.
/// - Complexity: O(1) per value; no allocation per value.
@inlinable
public func combineLatest<A, B, C>(
  _ a: MotionObservable<A>,
  _ b: MotionObservable<B>,
  _ c: MotionObservable<C>
) -> MotionObservable<(A, B, C)> {
  let metadata = StreamMetadata(
    "combineLatest", upstreams: [a.metadata, b.metadata, c.metadata])
  let group = DeliveryGroup()
  return MotionObservable(metadata: metadata) { observer in
    let latest = CombineLatest3Box<A, B, C>(observer)
    if let outer = observer.group { DeliveryGroup.merge(outer, group) }
    let first = a.connect(
      MotionObserver(
        next: {
          latest.a = $0
          latest.emit()
        }, state: { latest.set($0, input: 0) }, group: group))
    let second = b.connect(
      MotionObserver(
        next: {
          latest.b = $0
          latest.emit()
        }, state: { latest.set($0, input: 1) }, group: group))
    let third = c.connect(
      MotionObserver(
        next: {
          latest.c = $0
          latest.emit()
        }, state: { latest.set($0, input: 2) }, group: group))
    return Subscription {
      latest.finish()
      first.unsubscribe()
      second.unsubscribe()
      third.unsubscribe()
    }
  }
}

/// The per-subscription state of a two-input `combineLatest`.
@usableFromInline
final class CombineLatest2Box<A, B>: CombiningOutlet<(A, B)> {
  @usableFromInline @exclusivity(unchecked) var a: A?
  @usableFromInline @exclusivity(unchecked) var b: B?

  @inlinable
  override init(_ observer: MotionObserver<(A, B)>) {
    super.init(observer)
  }

  @inlinable
  func emit() {
    if let a, let b { send((a, b)) }
  }
}

/// The per-subscription state of a three-input `combineLatest`.
@usableFromInline
final class CombineLatest3Box<A, B, C>: CombiningOutlet<(A, B, C)> {
  @usableFromInline @exclusivity(unchecked) var a: A?
  @usableFromInline @exclusivity(unchecked) var b: B?
  @usableFromInline @exclusivity(unchecked) var c: C?

  @inlinable
  override init(_ observer: MotionObserver<(A, B, C)>) {
    super.init(observer)
  }

  @inlinable
  func emit() {
    if let a, let b, let c { send((a, b, c)) }
  }
}
