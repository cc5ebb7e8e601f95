public import MotionStreams

/// The end of one interaction's run on a ``FrameRuntime``, for Swift concurrency: awaited with
/// ``value(onCancel:)``, its states observed as an `AsyncSequence` (``states``), or read at once
/// (``outcome``). Made by ``FrameRuntime/completion(of:)``.
///
/// ```swift
/// import MotionRuntime
/// import MotionTween
///
/// let fade = TweenInteraction(try Tween(duration: 0.3, values: [0.0, 1]))
/// runtime.add(fade, to: card.opacity)
/// let completion = runtime.completion(of: fade)
/// source.advance(by: 0.5)
/// let outcome = try await completion.value()  // .finished
/// ```
///
/// The runtime resolves the completion on its own thread, in the report that ends the run (see
/// ``MotionOutcome``); the completion itself is `Sendable`, so any task may await it. Awaiting
/// never drives time: with a ``ManualFrameSource`` the test advances the frames, and a task
/// awaiting the completion resumes once the frame that ended the run has been delivered.
///
/// **Cancelling the awaiting task** ends the wait with `CancellationError`; the motion goes on
/// (``Cancellation/leavesMotion``, the default), or, when asked
/// (``Cancellation/stopsMotion``), the runtime stops the interaction at its next frame (its
/// `enabled` is set to `false`: it takes no further part in precedence, so the property shows
/// what it would show without it, and with no other motion on it keeps the value it showed) and
/// the completion's outcome is ``MotionOutcome/cancelled``.
/// The stop happens on the runtime's thread, never on the cancelling one.
public final class MotionCompletion: @unchecked Sendable {
  // @unchecked: every stored variable below `waits` is read and written only with its lock
  // held (`waits.withLock`).

  /// What cancelling a task that awaits ``value(onCancel:)`` does to the motion.
  public enum Cancellation: Sendable, Hashable {
    /// The motion goes on; only the wait ends.
    case leavesMotion
    /// The runtime stops the interaction at its next frame: outcome ``MotionOutcome/cancelled``.
    case stopsMotion
  }

  private let waits = CompletionWaits<MotionOutcome>()
  private var latestState: MotionState?
  private var streams: [UInt64: AsyncStream<MotionState>.Continuation] = [:]
  private var stopRequested = false

  init() {}

  /// How the run ended, or `nil` while it goes on.
  public var outcome: MotionOutcome? { waits.outcome }

  /// Waits for the end of the run and returns how it ended; at once when it has ended.
  ///
  /// - Parameter cancellation: What cancelling the awaiting task does to the motion; the wait
  ///   ends either way.
  /// - Throws: `CancellationError` when the awaiting task is cancelled before the run ends.
  public func value(onCancel cancellation: Cancellation = .leavesMotion)
    async throws(CancellationError) -> MotionOutcome
  {
    try await waits.value { outcome in
      if cancellation == .stopsMotion, outcome == nil { stopRequested = true }
    }
  }

  /// The interaction's motion states from now on: the current one first, then each change, and
  /// the sequence ends when the run does (at once when it has ended). Each access is a sequence
  /// of its own, buffered without bound (a run changes state a few times).
  public var states: AsyncStream<MotionState> {
    AsyncStream(bufferingPolicy: .unbounded) { continuation in
      let ended = waits.withLock { () -> Bool in
        if let latestState { continuation.yield(latestState) }
        guard waits.outcomeWithLockHeld == nil else { return true }
        let id = waits.nextIdentifierWithLockHeld()
        streams[id] = continuation
        continuation.onTermination = { [weak self] _ in self?.removeStream(id) }
        return false
      }
      if ended { continuation.finish() }
    }
  }

  private func removeStream(_ id: UInt64) {
    _ = waits.withLock { streams.removeValue(forKey: id) }
  }

  /// Whether a cancelled wait asked the runtime to stop the motion (read by the runtime).
  var isStopRequested: Bool { waits.withLock { stopRequested } }

  /// Whether the run has ended.
  var isResolved: Bool { waits.outcome != nil }

  /// Records the interaction's state (called by the runtime): sent to every ``states``
  /// sequence.
  func record(_ state: MotionState) {
    waits.withLock {
      guard waits.outcomeWithLockHeld == nil, latestState != state else { return }
      latestState = state
      for stream in streams.values { stream.yield(state) }
    }
  }

  /// Ends the run with `outcome` (called by the runtime, once): resumes every waiter and ends
  /// every ``states`` sequence. Later calls change nothing.
  func resolve(_ outcome: MotionOutcome) {
    var ended: [AsyncStream<MotionState>.Continuation] = []
    waits.resolve(outcome) {
      ended = Array(streams.values)
      streams = [:]
    }
    for stream in ended { stream.finish() }
  }
}
