/// The end of a ``Transition``, for Swift concurrency: awaited with ``value()`` or read at
/// once (``outcome``). Every transition has one (``Transition/completion``).
///
/// ```swift
/// import MotionRuntime
///
/// let outcome = try await transition.completion.value()  // .finished or .cancelled
/// ```
///
/// The runtime resolves it on its own thread, after the frame at which the transition
/// completes; the completion itself is `Sendable`, so any task may await it. Awaiting never
/// drives time: with a `ManualFrameSource` the test advances the frames. Cancelling the
/// awaiting task ends the wait with `CancellationError` and leaves the transition running.
public final class TransitionCompletion: @unchecked Sendable {
  // @unchecked: every stored variable below is read and written only with `lock` held.
  private let lock = CompletionLock()
  private var storedOutcome: TransitionOutcome?
  private var waiters: [UInt64: CheckedContinuation<TransitionOutcome?, Never>] = [:]
  private var cancelledWaits: Set<UInt64> = []
  private var nextID: UInt64 = 0

  init() {}

  /// How many waits are registered (for tests: a wait has begun once this counts it).
  var waiterCount: Int { lock.withLock { waiters.count } }

  /// How the transition ended, or `nil` while it goes on.
  public var outcome: TransitionOutcome? { lock.withLock { storedOutcome } }

  /// Waits for the transition to complete and returns how it ended; at once when it has.
  ///
  /// - Throws: `CancellationError` when the awaiting task is cancelled first (the transition
  ///   goes on).
  public func value() async throws(CancellationError) -> TransitionOutcome {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    let result: TransitionOutcome? = await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<TransitionOutcome?, Never>) in
        let now: TransitionOutcome?? = lock.withLock {
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
      let waiter = lock.withLock { () -> CheckedContinuation<TransitionOutcome?, Never>? in
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

  /// Ends the wait with `outcome` (called by the transition, once); later calls change nothing.
  func resolve(_ outcome: TransitionOutcome) {
    let resumed = lock.withLock { () -> [CheckedContinuation<TransitionOutcome?, Never>] in
      guard storedOutcome == nil else { return [] }
      storedOutcome = outcome
      defer { waiters = [:] }
      return Array(waiters.values)
    }
    for waiter in resumed { waiter.resume(returning: outcome) }
  }
}
