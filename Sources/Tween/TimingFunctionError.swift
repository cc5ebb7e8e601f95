/// Why a timing function could not be created or parsed.
public enum TimingFunctionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A cubic-bezier control value (`x1`, `y1`, `x2` or `y2`) is NaN or infinite.
  case nonFiniteControlPoint(name: String, value: Double)
  /// A cubic-bezier `x1` or `x2` is outside [0, 1].
  case controlPointXOutOfRange(name: String, value: Double)
  /// `steps(n, …)` with `n < 1`, or `n < 2` for `jump-none`.
  case invalidStepCount(Int, StepPosition)
  /// The text is not a timing function this library knows.
  case unrecognized(String)
  /// A known function (`cubic-bezier`, `steps`) was given the wrong number of arguments:
  /// `expected` says how many it takes (`"4"`, `"1 or 2"`), `got` how many the text had.
  case wrongArgumentCount(function: String, expected: String, got: Int)
  /// An argument of a known function is not what it takes: `position` counts from 1,
  /// `expected` names what it takes (`"a number"`, `"a whole number of steps"`, `"a step
  /// position"`) and `found` is the argument's text.
  case invalidArgument(function: String, position: Int, expected: String, found: String)
  /// A parameter of a ``PennerEasing`` is out of its range: `function` is the easing's name
  /// (`ease-out-elastic`), `name` the parameter's (`overshoot`, `amplitude`, `period`),
  /// `expected` its range (`"a number ≥ 1"`); NaN and infinities are never in range.
  case invalidEasingParameter(function: String, name: String, value: Double, expected: String)
  /// `linear()` with fewer than two stops (CSS Easing Level 2: *create a linear easing
  /// function* fails); the count found.
  case tooFewLinearStops(Int)
  /// A `linear()` stop's output or percentage is NaN or infinite; `stop` counts from 1.
  case nonFiniteLinearValue(stop: Int, value: Double)

  /// One line naming the problem.
  public var description: String {
    switch self {
    case .nonFiniteControlPoint(let name, let value):
      return "cubic-bezier \(name) must be finite, got \(value)"
    case .controlPointXOutOfRange(let name, let value):
      return "cubic-bezier \(name) must be in [0, 1], got \(value)"
    case .invalidStepCount(let count, let position):
      let minimum = position == .jumpNone ? 2 : 1
      return "steps(\(count), \(position)) needs at least \(minimum) step(s)"
    case .unrecognized(let text):
      return "unknown timing function '\(text)'"
    case .wrongArgumentCount(let function, let expected, let got):
      let numbers = function == "cubic-bezier" ? "numbers" : "arguments"
      return "\(function) takes \(expected) \(numbers), got \(got)"
    case .invalidArgument(let function, let position, let expected, let found):
      return "\(function) argument \(position) must be \(expected), got '\(found)'"
    case .invalidEasingParameter(let function, let name, let value, let expected):
      return "\(function) \(name) must be \(expected), got \(value)"
    case .tooFewLinearStops(let count):
      return "linear() needs at least 2 stops, got \(count)"
    case .nonFiniteLinearValue(let stop, let value):
      return "linear() stop \(stop) must be finite, got \(value)"
    }
  }
}
