/// A scheduler whose time moves only when the caller advances it: deterministic, no thread of its
/// own (the model is SwiftNIO's `EmbeddedEventLoop`).
///
/// ```swift
/// let scheduler = ManualScheduler()
/// scheduler.schedule(after: 0.5) { print("half a second") }
/// scheduler.advance(by: 0.25)  // nothing
/// scheduler.advance(by: 0.25)  // prints
/// ```
///
/// Actions run in deadline order; actions with equal deadlines run in the order they were
/// scheduled. An action scheduled while advancing runs in the same `advance` call if its deadline
/// is within the target time. While an action runs, ``now`` is that action's deadline.
///
/// Advancing from inside an action (re-entrantly, as a source driven from its own observer does)
/// does not nest: the advance under way carries on to the later of the two target times, so the
/// actions still run one at a time in deadline order and time never goes backwards (MO-7).
public final class ManualScheduler: MotionScheduler, SubscriptionOwner {
  private struct Job {
    let id: UInt64
    let deadline: Double
    let action: () -> Void
  }

  /// The current time in seconds.
  public private(set) var now: Double
  private var jobs: [Job] = []
  private var nextID: UInt64 = 0
  /// Where the advance under way stops; `nil` when no advance is under way.
  private var target: Double?

  /// Creates a scheduler whose clock reads `now` seconds. A NaN or infinite start reads 0.
  public init(now: Double = 0) {
    self.now = now.isFinite ? now : 0
  }

  /// The number of actions waiting to run.
  public var pendingCount: Int { jobs.count }

  /// Schedules `action` to run `delay` seconds from now; see ``MotionScheduler``.
  @discardableResult
  public func schedule(after delay: Double, _ action: @escaping () -> Void) -> Subscription {
    let wait = delay > 0 ? delay : 0  // negative and NaN delays count as zero
    let job = Job(id: nextID, deadline: now + wait, action: action)
    nextID &+= 1
    // Insert after every job due at or before this one: equal deadlines keep FIFO order.
    let index = jobs.firstIndex { $0.deadline > job.deadline } ?? jobs.endIndex
    jobs.insert(job, at: index)
    return Subscription(owner: self, id: job.id)
  }

  /// Cancels the action registered under `id`, if it has not run yet.
  public func removeSubscription(id: UInt64) {
    jobs.removeAll { $0.id == id }
  }

  /// Moves time forward by `seconds`, running every action that falls due, in order.
  ///
  /// A negative, NaN or infinite amount is ignored: time never goes backwards.
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds >= 0 else { return }
    advance(to: now + seconds)
  }

  /// Moves time forward to `time`, running every action due at or before it, in order.
  ///
  /// A time earlier than ``now``, NaN or infinite is ignored.
  public func advance(to time: Double) {
    guard time.isFinite, time >= now else { return }
    if let target {
      self.target = max(target, time)  // from inside an action: the advance under way goes on
      return
    }
    target = time
    while let first = jobs.first, let target, first.deadline <= target {
      jobs.removeFirst()
      now = first.deadline
      first.action()
    }
    now = target ?? time
    target = nil
  }

  /// Runs every action that is due now, without moving time.
  public func run() {
    advance(to: now)
  }
}
