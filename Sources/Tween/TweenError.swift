/// Why a ``Tween`` could not be created: each case names the field and the problem (TW-7, TW-9).
public enum TweenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `values` is empty.
  case emptyValues
  /// `values[index]` has a NaN or infinite component.
  case nonFiniteValue(index: Int)
  /// `offsets` does not have one entry per value (TW-7).
  case offsetsCountMismatch(expected: Int, actual: Int)
  /// `offsets[index]` is NaN, infinite, or outside [0, 1] (TW-7).
  case offsetOutOfRange(index: Int, value: Double)
  /// `offsets[index]` is smaller than the offset before it (TW-7).
  case offsetsDecreasing(index: Int, value: Double, previous: Double)
  /// `interTimingFunctions` has the wrong count: n − 1 for n values, 1 for a single value (TW-9).
  case timingFunctionsCountMismatch(expected: Int, actual: Int)
  /// `duration` is negative, NaN, infinite, or longer than ``Tween/maximumSeconds``.
  case invalidDuration(Double)
  /// `delay` is negative, NaN, infinite, or longer than ``Tween/maximumSeconds``.
  case invalidDelay(Double)

  /// One line naming the field and the problem.
  public var description: String {
    switch self {
    case .emptyValues:
      return "values: must not be empty"
    case .nonFiniteValue(let index):
      return "values[\(index)]: must be finite (got NaN or infinity)"
    case .offsetsCountMismatch(let expected, let actual):
      return "offsets: expected \(expected) entries (one per value), got \(actual)"
    case .offsetOutOfRange(let index, let value):
      return "offsets[\(index)]: must be in [0, 1], got \(value)"
    case .offsetsDecreasing(let index, let value, let previous):
      return "offsets[\(index)]: must not decrease, got \(value) after \(previous)"
    case .timingFunctionsCountMismatch(let expected, let actual):
      return "interTimingFunctions: expected \(expected) entries, got \(actual)"
    case .invalidDuration(let value):
      return "duration: must be between 0 and 1e12 seconds, got \(value)"
    case .invalidDelay(let value):
      return "delay: must be between 0 and 1e12 seconds, got \(value)"
    }
  }
}
