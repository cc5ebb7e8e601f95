/// The state of one recognizer, kept legal: a building block for recognizers written outside
/// the library (the library's own use it too).
///
/// ``transition(to:)`` applies a write only if ``GestureRecognizerState/isLegalTransition(to:continuous:)``
/// allows it, and ``shouldReturnToPossible(pointersDown:holdsSequence:waiting:)`` says when the
/// gesture is over and the recognizer must write ``GestureRecognizerState/possible``: once it
/// ended, was cancelled or failed, its last pointer lifted, no sequence is pending and no wait.
///
/// ```swift
/// var machine = GestureStateMachine(continuous: true)
/// let began = machine.transition(to: .began)  // true
/// let reset = machine.transition(to: .possible)  // false: it must end or be cancelled first
/// ```
public struct GestureStateMachine: Hashable, Sendable {
  /// Whether the gesture is continuous (began/changed/ended) rather than discrete.
  public let isContinuous: Bool
  /// The current state; starts at ``GestureRecognizerState/possible``.
  public private(set) var state = GestureRecognizerState.possible

  /// Creates a machine in ``GestureRecognizerState/possible``.
  public init(continuous: Bool) {
    isContinuous = continuous
  }

  /// Moves to `next` when the transition is legal (GR-6); an illegal one changes nothing.
  ///
  /// - Returns: Whether `next` was written.
  @discardableResult
  public mutating func transition(to next: GestureRecognizerState) -> Bool {
    guard state.isLegalTransition(to: next, continuous: isContinuous) else { return false }
    state = next
    return true
  }

  /// Whether the recognizer must now write ``GestureRecognizerState/possible``: the gesture is
  /// over (ended, cancelled or failed), no pointer is down, no sequence is pending (a multi-tap
  /// between taps) and the recognizer is not waiting for a failure requirement.
  public func shouldReturnToPossible(
    pointersDown: Int, holdsSequence: Bool = false, waiting: Bool = false
  ) -> Bool {
    state.isFinished && pointersDown == 0 && !holdsSequence && !waiting
  }

  /// The writes that close the gesture when the recognizer is disabled, in order: a gesture under
  /// way is ``GestureRecognizerState/cancelled``, then a recognizer not in
  /// ``GestureRecognizerState/possible`` returns there (GR-5).
  public var closingWrites: [GestureRecognizerState] {
    switch state {
    case .possible: []
    case .began, .changed: [.cancelled, .possible]
    case .ended, .cancelled, .failed: [.possible]
    }
  }
}
