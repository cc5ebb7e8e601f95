/// Why a transition, or a motion made for one, could not be created. Nothing is created then.
public enum TransitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The transition's window (its length in seconds) is not finite and positive.
  case invalidWindow(Double)
  /// A transition's hand-off (seconds) is negative or not finite.
  case invalidHandOff(Double)
  /// A velocity threshold is negative or not finite.
  case invalidThreshold(Double)
  /// A transition tween's animation starts from the value showing (a single-value tween): it
  /// has no fixed back state to return to, so it cannot be played backward.
  case startsFromShowing
  /// A transition tween's animation has no end (an infinitely repeating tween): it has no fore
  /// state to play backward from.
  case endless
  /// A transition spring's back or fore value has a component that is not finite.
  case nonFiniteState
  /// A drag's back and fore positions are the same point: its progress is undefined.
  case emptyDragAxis

  /// A one-line account of the error.
  public var description: String {
    switch self {
    case .invalidWindow(let seconds):
      "a transition's window must be finite and positive seconds, not \(seconds)"
    case .invalidHandOff(let seconds):
      "a transition's hand-off must be finite seconds, not negative, not \(seconds)"
    case .invalidThreshold(let threshold):
      "a velocity threshold must be finite and not negative, not \(threshold)"
    case .startsFromShowing:
      "a transition tween needs explicit keyframes: it cannot start from the value showing"
    case .endless:
      "a transition tween needs an end: an endless animation cannot play backward"
    case .nonFiniteState:
      "a transition spring's back and fore values must be finite"
    case .emptyDragAxis:
      "a transition drag's back and fore positions must differ"
    }
  }
}
