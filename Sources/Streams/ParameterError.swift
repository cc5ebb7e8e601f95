/// A configuration value that no motion can use: the library's one invalid-parameter error.
///
/// Every initializer that takes a threshold, a duration or a count throws it (typed throws):
/// gesture recognizers and interactions such as a drag's release. It names the parameter and the
/// value, so a message can point at the call site. It lives here, in the module every other one
/// imports, so that all of them share it.
///
/// ```swift
/// import MotionGestures
///
/// do {
///   _ = try PanGestureRecognizer(element: card, slop: -1)
/// } catch {
///   print(error)  // "slop must be finite and not negative, got -1.0"
/// }
/// ```
public enum ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A number that must be finite and not negative is negative, NaN or infinite; names the
  /// parameter and carries the value.
  case invalidParameter(String, Double)
  /// A count below 1 (such as a tap recognizer's `numberOfTaps`); names the parameter.
  case invalidCount(String, Int)
  /// A number outside the range its parameter allows, such as a zero mass, a spring bounce of 1
  /// or a deceleration rate of 1 (PH-13); names the parameter, carries the value and states the
  /// range in words (`"in (-1, 1)"`, `"finite and positive"`).
  case outOfRange(String, Double, expected: String)

  /// A one-line explanation naming the parameter and the value.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let value):
      "\(name) must be finite and not negative, got \(value)"
    case .invalidCount(let name, let count): "\(name) must be at least 1, got \(count)"
    case .outOfRange(let name, let value, let expected): "\(name) must be \(expected), got \(value)"
    }
  }
}

extension ParameterError {
  /// `value` when it is finite and not negative, the rule every threshold and duration of the
  /// package follows; otherwise throws ``invalidParameter(_:_:)`` naming `name`.
  @inlinable
  package static func checkedNonNegative(_ name: String, _ value: Double) throws(ParameterError)
    -> Double
  {
    guard value.isFinite, value >= 0 else { throw .invalidParameter(name, value) }
    return value
  }
}
