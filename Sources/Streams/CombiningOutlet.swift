/// The downstream end of one subscription to a multi-input operator (`merge`, `combineLatest`):
/// it delivers first in, first out and aggregates the inputs' motion states (MO-6, MO-7).
///
/// ## Contract
/// - Values and states are delivered in the order the operator produced them.
/// - One produced while the outlet is delivering (the observer made an input emit, from inside
///   its own call) is queued, and delivered when the current delivery returns: the observer is
///   never called from inside itself, and no value is dropped or repeated.
/// - After ``finish()`` (the subscription was unsubscribed) nothing more is delivered, not even
///   what was queued (MO-2).
/// - The state is active while any input that reported a state last reported active, at rest
///   otherwise; it is produced only when that aggregate changes.
///
/// ## Cost
/// Delivering costs two flag writes around the observer call. The queue is an array that keeps
/// its capacity: it allocates the first time a subscription is re-entered (and when a deeper
/// burst outgrows it), never per event. Up to 64 inputs (a bit each).
@usableFromInline
class CombiningOutlet<Output> {
  @usableFromInline
  enum Event {
    case next(Output)
    case state(MotionState)
  }

  @usableFromInline final let observer: MotionObserver<Output>
  @usableFromInline @exclusivity(unchecked) final var isDelivering = false
  @usableFromInline @exclusivity(unchecked) final var isFinished = false
  /// One bit per input that last reported `.active`.
  @usableFromInline @exclusivity(unchecked) final var activeInputs: UInt64 = 0
  @usableFromInline @exclusivity(unchecked) final var reported: MotionState?
  /// Whether `pending` holds events (a flag beside the others: the delivery path then reads
  /// one word, not the queue's buffer).
  @usableFromInline @exclusivity(unchecked) final var hasPending = false
  /// Events produced during a delivery, oldest first; emptied, keeping capacity, by `drain`.
  @usableFromInline @exclusivity(unchecked) final var pending: [Event] = []

  @inlinable
  init(_ observer: MotionObserver<Output>) {
    self.observer = observer
  }

  /// Delivers `value` now, or after the delivery in progress.
  @inlinable @inline(__always)
  final func send(_ value: Output) {
    if isDelivering {
      pending.append(.next(value))
      hasPending = true
      return
    }
    isDelivering = true
    observer.next(value)
    if hasPending { drain() }
    isDelivering = false
  }

  /// Records that `input` reported `state`, and delivers the aggregate if it changed.
  @inlinable
  final func set(_ state: MotionState, input: Int) {
    let bit: UInt64 = 1 << UInt64(input)
    if state == .active { activeInputs |= bit } else { activeInputs &= ~bit }
    let aggregate: MotionState = activeInputs != 0 ? .active : .atRest
    guard aggregate != reported else { return }
    reported = aggregate
    if isDelivering {
      pending.append(.state(aggregate))
      hasPending = true
      return
    }
    isDelivering = true
    observer.state(aggregate)
    if hasPending { drain() }
    isDelivering = false
  }

  /// Stops delivering; called when the subscription is unsubscribed.
  @inlinable
  final func finish() {
    isFinished = true
  }

  /// Delivers the queued events in order, including those queued while it runs. Reads the queue
  /// afresh at each step: the observer may append to it (and so move its storage).
  @inlinable
  @inline(never)
  final func drain() {
    var index = 0
    while index < pending.count, !isFinished {
      let event = pending[index]
      index += 1
      switch event {
      case .next(let value): observer.next(value)
      case .state(let state): observer.state(state)
      }
    }
    pending.removeAll(keepingCapacity: true)
    hasPending = false
  }
}
