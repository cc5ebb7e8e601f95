/// Errors from arranging recognizers in a ``GestureCoordinator`` in a way that makes no sense.
///
/// A recognizer configured with a value it cannot use (a negative slop, zero taps) throws the
/// library's shared `ParameterError` instead.
public enum GestureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The recognizer already belongs to another ``GestureCoordinator``.
  case alreadyCoordinated
  /// The recognizer is not in this ``GestureCoordinator``.
  case notCoordinated
  /// The failure requirement would make recognizers wait for each other forever.
  case failureRequirementCycle

  /// A one-line explanation naming the problem.
  public var description: String {
    switch self {
    case .alreadyCoordinated: "the recognizer already belongs to another coordinator"
    case .notCoordinated: "the recognizer is not in this coordinator"
    case .failureRequirementCycle: "the failure requirement would form a cycle"
    }
  }
}
