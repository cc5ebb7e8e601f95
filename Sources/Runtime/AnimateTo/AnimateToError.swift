/// Why ``FrameRuntime/animate(_:to:with:)`` started nothing: the property keeps what it shows.
public enum AnimateToError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A component of the target is NaN or infinite.
  case nonFiniteTarget
  /// The tween's duration is negative, not finite, or longer than `Tween.maximumSeconds`.
  case invalidDuration(Double)

  /// What went wrong, in one sentence.
  public var description: String {
    switch self {
    case .nonFiniteTarget: "the target has a component that is NaN or infinite"
    case .invalidDuration(let value):
      "the tween's duration \(value) is not a finite number of seconds from 0 to Tween.maximumSeconds"
    }
  }
}
