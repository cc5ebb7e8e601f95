/// Whether the motion that produces a stream's values is moving or settled (MO-6).
///
/// Streams carry this state on a channel of its own, beside their values, so that the value path
/// pays nothing for it. Operators forward it unchanged; the runtime aggregates it across every
/// connected stream to answer "is anything still moving?".
public enum MotionState: Sendable, Hashable, CustomStringConvertible {
  /// The motion is at rest: no further values are expected until something starts it again.
  case atRest
  /// The motion is active: values are expected to keep arriving.
  case active

  /// `"atRest"` or `"active"`.
  public var description: String {
    switch self {
    case .atRest: "atRest"
    case .active: "active"
    }
  }
}
