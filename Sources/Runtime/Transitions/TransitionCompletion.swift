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
public final class TransitionCompletion: Sendable {
  private let waits = CompletionWaits<TransitionOutcome>()

  init() {}

  /// How many waits are registered (for tests: a wait has begun once this counts it).
  var waiterCount: Int { waits.waiterCount }

  /// How the transition ended, or `nil` while it goes on.
  public var outcome: TransitionOutcome? { waits.outcome }

  /// Waits for the transition to complete and returns how it ended; at once when it has.
  ///
  /// - Throws: `CancellationError` when the awaiting task is cancelled first (the transition
  ///   goes on).
  public func value() async throws(CancellationError) -> TransitionOutcome {
    try await waits.value()
  }

  /// Ends the wait with `outcome` (called by the transition, once); later calls change nothing.
  func resolve(_ outcome: TransitionOutcome) {
    waits.resolve(outcome)
  }
}
