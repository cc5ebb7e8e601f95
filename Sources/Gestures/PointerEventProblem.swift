/// Why a pointer event was not handled as given: what ``PointerRouter`` and the library's
/// recognizers report to their `onIgnored` hooks, so that a host can learn about the mistakes in
/// the input it feeds them (a `move` before any `down`, an `up` for a pointer that never went
/// down, time going backwards) instead of having them absorbed without a trace.
public enum PointerEventProblem: String, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// A `down` that no region contains (``PointerRouter`` only).
  case missedEveryRegion
  /// A `down` for a pointer that is already down: the first `down` stands.
  case pointerAlreadyDown
  /// A `move`, `up` or `cancel` for a pointer that is not down.
  case pointerNotDown
  /// A position or timestamp that is NaN or infinite.
  case nonFinite
  /// A timestamp earlier than the previous event's.
  case timeWentBackwards

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .missedEveryRegion: "the down touches no region"
    case .pointerAlreadyDown: "the pointer is already down"
    case .pointerNotDown: "the pointer is not down"
    case .nonFinite: "the position or time is not finite"
    case .timeWentBackwards: "the time is earlier than the previous event's"
    }
  }
}
