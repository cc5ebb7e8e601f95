/// Operators that read several streams: `merge(with:)` and `combineLatest` (MO-5).
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
  @inlinable
  public func merge(with other: MotionObservable<Value>) -> MotionObservable<Value> {
    let first = self
    let metadata = StreamMetadata("merge", upstreams: [metadata, other.metadata])
    return MotionObservable(metadata: metadata) { observer in
      let activity = ActivityAggregator(inputs: 2, report: observer.state)
      let next = observer.next
      let a = first.connect(MotionObserver(next: next, state: { activity.set($0, at: 0) }))
      let b = other.connect(MotionObserver(next: next, state: { activity.set($0, at: 1) }))
      return Subscription(combining: [a, b])
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
/// Re-entrancy (MO-7) holds per input, not across inputs: each property queues the writes made
/// during its own deliveries. A write to `a` from inside a delivery of `b` reaches every
/// subscription at once, so a subscription `b` had not reached yet receives the new combination
/// twice and never the one in between.
/// - Complexity: O(1) per value; no allocation per value.
@inlinable
public func combineLatest<A, B>(
  _ a: MotionObservable<A>,
  _ b: MotionObservable<B>
) -> MotionObservable<(A, B)> {
  let metadata = StreamMetadata("combineLatest", upstreams: [a.metadata, b.metadata])
  return MotionObservable(metadata: metadata) { observer in
    let latest = CombineLatest2Box<A, B>(observer: observer)
    let first = a.connect(
      MotionObserver(
        next: {
          latest.a = $0
          latest.emit()
        }, state: { latest.activity.set($0, at: 0) }))
    let second = b.connect(
      MotionObserver(
        next: {
          latest.b = $0
          latest.emit()
        }, state: { latest.activity.set($0, at: 1) }))
    return Subscription(combining: [first, second])
  }
}

/// Emits a tuple of the latest values of `a`, `b` and `c` each time any of them emits, once all
/// three have emitted at least once (MO-5).
///
/// The latest values are kept per subscription. Subscribing subscribes to `a`, `b`, then `c`.
/// Re-entrancy holds per input, not across inputs, as for the two-input `combineLatest`.
/// - Complexity: O(1) per value; no allocation per value.
@inlinable
public func combineLatest<A, B, C>(
  _ a: MotionObservable<A>,
  _ b: MotionObservable<B>,
  _ c: MotionObservable<C>
) -> MotionObservable<(A, B, C)> {
  let metadata = StreamMetadata(
    "combineLatest", upstreams: [a.metadata, b.metadata, c.metadata])
  return MotionObservable(metadata: metadata) { observer in
    let latest = CombineLatest3Box<A, B, C>(observer: observer)
    let first = a.connect(
      MotionObserver(
        next: {
          latest.a = $0
          latest.emit()
        }, state: { latest.activity.set($0, at: 0) }))
    let second = b.connect(
      MotionObserver(
        next: {
          latest.b = $0
          latest.emit()
        }, state: { latest.activity.set($0, at: 1) }))
    let third = c.connect(
      MotionObserver(
        next: {
          latest.c = $0
          latest.emit()
        }, state: { latest.activity.set($0, at: 2) }))
    return Subscription(combining: [first, second, third])
  }
}

/// The per-subscription state of a two-input `combineLatest`.
@usableFromInline
final class CombineLatest2Box<A, B> {
  @usableFromInline @exclusivity(unchecked) var a: A?
  @usableFromInline @exclusivity(unchecked) var b: B?
  @usableFromInline let next: ((A, B)) -> Void
  @usableFromInline let activity: ActivityAggregator

  @inlinable
  init(observer: MotionObserver<(A, B)>) {
    next = observer.next
    activity = ActivityAggregator(inputs: 2, report: observer.state)
  }

  @inlinable
  func emit() {
    if let a, let b { next((a, b)) }
  }
}

/// The per-subscription state of a three-input `combineLatest`.
@usableFromInline
final class CombineLatest3Box<A, B, C> {
  @usableFromInline @exclusivity(unchecked) var a: A?
  @usableFromInline @exclusivity(unchecked) var b: B?
  @usableFromInline @exclusivity(unchecked) var c: C?
  @usableFromInline let next: ((A, B, C)) -> Void
  @usableFromInline let activity: ActivityAggregator

  @inlinable
  init(observer: MotionObserver<(A, B, C)>) {
    next = observer.next
    activity = ActivityAggregator(inputs: 3, report: observer.state)
  }

  @inlinable
  func emit() {
    if let a, let b, let c { next((a, b, c)) }
  }
}

/// Aggregates the motion states of several inputs into one (MO-6): active while any input is
/// active. Reports only changes of the aggregate. One per subscription.
@usableFromInline
final class ActivityAggregator {
  @usableFromInline @exclusivity(unchecked) var active: [Bool]
  @usableFromInline @exclusivity(unchecked) var reported: MotionState?
  @usableFromInline let report: (MotionState) -> Void

  @inlinable
  init(inputs: Int, report: @escaping (MotionState) -> Void) {
    active = Array(repeating: false, count: inputs)
    self.report = report
  }

  @inlinable
  func set(_ state: MotionState, at input: Int) {
    active[input] = state == .active
    let aggregate: MotionState = active.contains(true) ? .active : .atRest
    guard aggregate != reported else { return }
    reported = aggregate
    report(aggregate)
  }
}
