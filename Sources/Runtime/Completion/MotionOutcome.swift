/// How an interaction's run ended, as ``MotionCompletion`` reports it.
///
/// | Outcome | When |
/// | --- | --- |
/// | ``finished`` | every motion the interaction ran reached its end (a tween its last keyframe, a spring or decay its rest) |
/// | ``interrupted`` | a finger or a physics start took a property over from it before its end (PH-6, "A finger takes over") |
/// | ``cancelled`` | it was stopped before its end: the wait asked for it (``MotionCompletion/Cancellation/stopsMotion``), or the runtime went away |
public enum MotionOutcome: Sendable, Hashable, CustomStringConvertible {
  /// Every motion of the interaction reached its end.
  case finished
  /// Another motion took a property over from the interaction before its end.
  case interrupted
  /// The interaction was stopped before its end, or its runtime went away.
  case cancelled

  /// `"finished"`, `"interrupted"` or `"cancelled"`.
  public var description: String {
    switch self {
    case .finished: "finished"
    case .interrupted: "interrupted"
    case .cancelled: "cancelled"
    }
  }
}
