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
  /// `iterations` is negative or NaN (Web Animations' iteration count; `.infinity` is allowed),
  /// or `duration × iterations` is finite and longer than ``Tween/maximumSeconds``.
  case invalidIterations(Double)
  /// `iterationStart` is negative, NaN or infinite.
  case invalidIterationStart(Double)

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
    case .invalidIterations(let value):
      return
        "iterations: must be at least 0 (infinity allowed), with an active duration of at most 1e12 seconds, got \(value)"
    case .invalidIterationStart(let value):
      return "iterationStart: must be finite and at least 0, got \(value)"
    }
  }
}
