/// How a ``Transition`` ended (TR-4): whether it reached the state it set out for.
public enum TransitionOutcome: Hashable, Sendable, CustomStringConvertible {
  /// Every motion came to rest with the direction equal to the initial one: the transition
  /// reached the state it started toward (a sheet presented, a dismissal completed).
  case finished
  /// Every motion came to rest with the direction reversed: the transition returned to the
  /// state it started from (a dismissal dragged half way and let go).
  case cancelled

  /// `"finished"` or `"cancelled"`.
  public var description: String {
    switch self {
    case .finished: "finished"
    case .cancelled: "cancelled"
    }
  }
}
