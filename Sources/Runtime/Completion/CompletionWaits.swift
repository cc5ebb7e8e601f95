/// One outcome that any number of tasks await: the wait machinery of ``MotionCompletion`` and
/// ``TransitionCompletion``. It resolves once; a wait registered after that returns at once,
/// and a wait whose task is cancelled ends with `CancellationError`, whether the cancellation
/// comes before or after the wait is registered.
///
/// Its owner keeps any state of its own under the same ``lock`` (``withLock(_:)``), so that
/// what it does on a cancellation or at the resolution happens in the same critical section.
final class CompletionWaits<Outcome: Sendable>: @unchecked Sendable {
  // @unchecked: every stored variable below is read and written only with `lock` held.
  private let lock = CompletionLock()
  private var storedOutcome: Outcome?
  private var waiters: [UInt64: CheckedContinuation<Outcome?, Never>] = [:]
  /// Waits whose task was cancelled before they were registered.
  private var cancelledWaits: Set<UInt64> = []
  private var nextID: UInt64 = 0

  init() {}

  /// Runs `body` with the lock held (not re-entrant: `body` must not call back in).
  func withLock<Result>(_ body: () -> Result) -> Result { lock.withLock(body) }

  /// The outcome, or `nil` until it resolves.
  var outcome: Outcome? { lock.withLock { storedOutcome } }

  /// The outcome, read with the lock already held (from a `withLock` body).
  var outcomeWithLockHeld: Outcome? { storedOutcome }

  /// How many waits are registered (for tests: a wait has begun once this counts it).
  var waiterCount: Int { lock.withLock { waiters.count } }

  /// A new identifier, with the lock already held (for an owner's own registrations).
  func nextIdentifierWithLockHeld() -> UInt64 {
    nextID += 1
    return nextID
  }

  /// Waits for the outcome; at once when it is known.
  ///
  /// - Parameter cancelled: Run with the lock held when the awaiting task is cancelled, with
  ///   the outcome so far (`nil` while unresolved), before the wait ends.
  /// - Throws: `CancellationError` when the awaiting task is cancelled first.
  func value(whenCancelled cancelled: @Sendable (Outcome?) -> Void = { _ in })
    async throws(CancellationError)
    -> Outcome
  {
    let id = lock.withLock { nextIdentifierWithLockHeld() }
    let result: Outcome? = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome?, Never>) in
        let now: Outcome?? = lock.withLock {
          if let storedOutcome {
            cancelledWaits.remove(id)
            return .some(storedOutcome)
          }
          if cancelledWaits.remove(id) != nil { return .some(nil) }
          waiters[id] = continuation
          return .none
        }
        if let now { continuation.resume(returning: now) }
      }
    } onCancel: {
      let waiter = lock.withLock { () -> CheckedContinuation<Outcome?, Never>? in
        cancelled(storedOutcome)
        guard let waiter = waiters.removeValue(forKey: id) else {
          cancelledWaits.insert(id)  // cancelled before the wait was registered
          return nil
        }
        return waiter
      }
      waiter?.resume(returning: nil)
    }
    guard let result else { throw CancellationError() }
    return result
  }

  /// Resolves with `outcome` and resumes every wait, the first time only.
  ///
  /// - Parameter alsoWithLockHeld: Run with the lock held on the first resolution, after the
  ///   outcome is stored (the owner's own bookkeeping).
  /// - Returns: Whether this call resolved it.
  @discardableResult
  func resolve(_ outcome: Outcome, alsoWithLockHeld: () -> Void = {}) -> Bool {
    let resumed = lock.withLock { () -> [CheckedContinuation<Outcome?, Never>]? in
      guard storedOutcome == nil else { return nil }
      storedOutcome = outcome
      alsoWithLockHeld()
      defer { waiters = [:] }
      return Array(waiters.values)
    }
    guard let resumed else { return false }
    for waiter in resumed { waiter.resume(returning: outcome) }
    return true
  }
}
