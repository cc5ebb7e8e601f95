/// What a ``GestureCoordinator`` needs from a recognizer to arbitrate it: the open half of
/// arbitration, so that a recognizer written outside the library can join a coordinator.
///
/// The contract, which ``PointerGestureRecognizer`` follows:
/// - The coordinator sets ``coordinator`` when the recognizer is added and clears it when the
///   coordinator is freed. Store it without keeping the coordinator alive (`weak`).
/// - Before recognizing (writing ``GestureRecognizerState/began``, or
///   ``GestureRecognizerState/ended`` for a discrete gesture) from
///   ``GestureRecognizerState/possible``, ask ``GestureCoordinator/decision(for:)``:
///   `.proceed` recognizes, `.fail` writes ``GestureRecognizerState/failed``, `.wait` keeps the
///   state `possible` and remembers the target until ``resolveWait(proceed:)``.
/// - After every state write, call ``GestureCoordinator/recognizer(_:didWrite:)``; when disabled,
///   call ``GestureCoordinator/recognizerBecameUnavailable(_:)``.
/// - ``forceFail()`` and ``resolveWait(proceed:)`` come from the coordinator, possibly while
///   another recognizer's write is being delivered.
///
/// ``GestureStateMachine`` keeps the state legal; ``PointerTracker`` keeps the pointers.
public protocol ArbitratedGestureRecognizer: AnyObject {
  /// The current state.
  var state: GestureRecognizerState { get }

  /// Whether the recognizer handles events; a disabled one takes no part in arbitration.
  var enabled: Bool { get }

  /// Whether the gesture is continuous (began/changed/ended) rather than discrete.
  var isContinuous: Bool { get }

  /// Whether the recognizer is still watching for its gesture and could recognize it: enabled,
  /// ``GestureRecognizerState/possible``, and with pointers down, a sequence under way (between
  /// the taps of a double tap) or a wait.
  var isEngaged: Bool { get }

  /// Whether the recognizer asked to recognize and waits for failure requirements.
  var isWaitingForFailure: Bool { get }

  /// The coordinator the recognizer belongs to; set and cleared by the coordinator only.
  var coordinator: GestureCoordinator? { get set }

  /// Handles one pointer event.
  func handle(_ event: PointerEvent)

  /// The coordinator resolved a wait: recognize the remembered target (`proceed`) or fail.
  func resolveWait(proceed: Bool)

  /// Another gesture won: fail if still ``GestureRecognizerState/possible``; no-op otherwise.
  func forceFail()
}
