/// Time-based operators (MO-5): `delay(by:scheduler:)`.
extension MotionObservable {
  /// Emits each value `seconds` later, on `scheduler` (MO-5).
  ///
  /// ```swift
  /// let scheduler = ManualScheduler()
  /// let late = property.asStream().delay(by: 0.25, scheduler: scheduler)
  /// ```
  ///
  /// Values keep their order (the scheduler runs equal deadlines first in, first out). Motion
  /// states (MO-6) are delayed with the values, so a state never overtakes a value emitted before
  /// it. Unsubscribing cancels every pending delivery: nothing arrives after it (MO-2).
  ///
  /// Bad input: a negative or NaN delay counts as zero (delivery on the scheduler's next run, not
  /// synchronously); an infinite delay never delivers.
  ///
  /// - Parameters:
  ///   - seconds: The delay in seconds.
  ///   - scheduler: The time source; a ``ManualScheduler`` in tests.
  /// - Complexity: One scheduled action per value, held until it runs or is cancelled.
  @inlinable
  public func delay(
    by seconds: Double,
    scheduler: some MotionScheduler
  ) -> MotionObservable<Value> {
    let upstream = self
    let metadata = StreamMetadata(
      "delay", arguments: [String(describing: seconds)], upstreams: [metadata])
    return MotionObservable(metadata: metadata) { observer in
      let pending = PendingDeliveries()
      let next = observer.next
      let state = observer.state
      let subscription = upstream.connect(
        MotionObserver(
          next: { value in
            guard seconds.isFinite || seconds.isNaN else { return }
            pending.schedule(on: scheduler, after: seconds) { next(value) }
          },
          state: { motion in
            guard seconds.isFinite || seconds.isNaN else { return }
            pending.schedule(on: scheduler, after: seconds) { state(motion) }
          }, group: observer.group))
      return Subscription {
        subscription.unsubscribe()
        pending.cancelAll()
      }
    }
  }
}

/// The deliveries one `delay` subscription has scheduled and not yet run.
@usableFromInline
final class PendingDeliveries {
  @usableFromInline @exclusivity(unchecked) var scheduled: [UInt64: Subscription] = [:]
  @usableFromInline @exclusivity(unchecked) var nextID: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) var isCancelled = false

  @inlinable
  init() {}

  @inlinable
  func schedule(
    on scheduler: some MotionScheduler,
    after seconds: Double,
    _ action: @escaping () -> Void
  ) {
    guard !isCancelled else { return }
    let id = nextID
    nextID &+= 1
    scheduled[id] = Subscription()  // placeholder: the action removes it when it runs
    let subscription = scheduler.schedule(after: seconds) { [weak self] in
      guard let self, !self.isCancelled else { return }
      self.scheduled[id] = nil
      action()
    }
    // A scheduler may run the action synchronously; keep the handle only if it is still pending.
    if scheduled[id] != nil { scheduled[id] = subscription }
  }

  @inlinable
  func cancelAll() {
    isCancelled = true
    let handles = scheduled.values
    scheduled = [:]
    for handle in handles { handle.unsubscribe() }
  }
}
