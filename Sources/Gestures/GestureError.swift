/// Errors from configuring recognizers and coordinators with values that make no sense.
public enum GestureError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The recognizer already belongs to another ``GestureCoordinator``.
  case alreadyCoordinated
  /// The recognizer is not in this ``GestureCoordinator``.
  case notCoordinated
  /// The failure requirement would make recognizers wait for each other forever.
  case failureRequirementCycle
  /// A threshold or duration is negative, NaN or infinite; names the parameter.
  case invalidParameter(String, Double)
  /// A number of taps below 1.
  case invalidNumberOfTaps(Int)

  /// A one-line explanation naming the problem.
  public var description: String {
    switch self {
    case .alreadyCoordinated: "the recognizer already belongs to another coordinator"
    case .notCoordinated: "the recognizer is not in this coordinator"
    case .failureRequirementCycle: "the failure requirement would form a cycle"
    case .invalidParameter(let name, let value):
      "\(name) must be finite and not negative, got \(value)"
    case .invalidNumberOfTaps(let taps): "numberOfTaps must be at least 1, got \(taps)"
    }
  }
}
