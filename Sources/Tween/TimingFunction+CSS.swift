extension TimingFunction {
  /// Parses CSS text: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`,
  /// `step-end`, the Material names `standard`, `decelerate`, `accelerate`, `sharp`,
  /// `cubic-bezier(x1, y1, x2, y2)`, `steps(n)` / `steps(n, position)` where position is
  /// `jump-start`, `jump-end`, `jump-none`, `jump-both`, `start` or `end`, and CSS Easing Level
  /// 2's `linear(stop, …)`, each stop a number with up to two percentages before or after it
  /// (`linear(0, 0.5 25% 75%, 1)`).
  ///
  /// As this library's extension (not CSS), Penner's easings: `ease-in-back`, `ease-out-back`,
  /// `ease-in-out-back`, optionally with the overshoot (`ease-out-back(2.5)`); the three
  /// `…-elastic`, optionally with the amplitude, or the amplitude and the period
  /// (`ease-out-elastic(1, 0.3)`); the three `…-bounce`, without parameters.
  ///
  /// Case-insensitive; whitespace around names, parentheses and commas is ignored.
  /// - Throws: ``TimingFunctionError/unrecognized(_:)`` for an unknown name or unbalanced
  ///   parentheses; ``TimingFunctionError/wrongArgumentCount(function:expected:got:)`` when
  ///   `cubic-bezier` does not get 4 numbers, `steps` 1 or 2 arguments or a Penner easing too
  ///   many (`"cubic-bezier takes 4 numbers, got 3"`);
  ///   ``TimingFunctionError/invalidArgument(function:position:expected:found:)`` for an
  ///   argument that is not a finite number, a whole step count, a step position or a `linear()`
  ///   stop (a number and up to two percentages); and the errors of
  ///   ``CubicBezier/init(_:_:_:_:)``, ``Steps/init(_:_:)``, ``LinearEasingFunction/init(_:)``
  ///   (fewer than two stops) and ``PennerEasing/init(_:_:)``.
  public init(css text: String) throws(TimingFunctionError) {
    let trimmed = text.trimmingSpaces.lowercased()
    if let match = (Self.named + Self.pennerNamed).first(where: { $0.name == trimmed }) {
      self = match.function
      return
    }
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
      throw .unrecognized(text)
    }
    let name = String(trimmed[..<open]).trimmingSpaces
    let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    // "f()" has no arguments, not one empty one.
    let arguments =
      String(inside).trimmingSpaces.isEmpty
      ? []
      : inside.split(separator: ",", omittingEmptySubsequences: false)
        .map { String($0).trimmingSpaces }
    switch name {
    case "cubic-bezier":
      guard arguments.count == 4 else {
        throw .wrongArgumentCount(function: name, expected: "4", got: arguments.count)
      }
      var numbers: [Double] = []
      for (index, argument) in arguments.enumerated() {
        guard let number = Self.cssDouble(argument) else {
          throw .invalidArgument(
            function: name, position: index + 1, expected: "a number", found: argument)
        }
        numbers.append(number)
      }
      self = .cubicBezier(try CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
    case "steps":
      guard (1...2).contains(arguments.count) else {
        throw .wrongArgumentCount(function: name, expected: "1 or 2", got: arguments.count)
      }
      guard let count = Int(arguments[0]) else {
        throw .invalidArgument(
          function: name, position: 1, expected: "a whole number of steps", found: arguments[0])
      }
      var position = StepPosition.jumpEnd
      if arguments.count == 2 {
        switch arguments[1] {
        case "start": position = .jumpStart
        case "end": position = .jumpEnd
        default:
          guard let parsed = StepPosition(rawValue: arguments[1]) else {
            throw .invalidArgument(
              function: name, position: 2,
              expected: "jump-start, jump-end, jump-none, jump-both, start or end",
              found: arguments[1])
          }
          position = parsed
        }
      }
      self = .steps(try Steps(count, position))
    case "linear":
      var stops: [LinearEasingFunction.Stop] = []
      for (index, argument) in arguments.enumerated() {
        guard let stop = Self.linearStop(argument) else {
          throw .invalidArgument(
            function: name, position: index + 1,
            expected: "a number with up to two percentages", found: argument)
        }
        stops.append(stop)
      }
      self = .piecewiseLinear(try LinearEasingFunction(stops))
    default:
      self = try Self.penner(name: name, arguments: arguments, text: text)
    }
  }

  /// A `<linear-stop>`: `<number> && <percentage>{0,2}`, the percentages together before or
  /// after the number; nil when the text is not one.
  private static func linearStop(_ text: String) -> LinearEasingFunction.Stop? {
    let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      .map(String.init)
    guard (1...3).contains(tokens.count) else { return nil }
    let isPercentage = tokens.map { $0.hasSuffix("%") }
    guard isPercentage.filter({ !$0 }).count == 1 else { return nil }
    var percentages: [Double] = []
    var output = 0.0
    for (token, percent) in zip(tokens, isPercentage) {
      guard let number = cssDouble(percent ? String(token.dropLast()) : token) else { return nil }
      if percent { percentages.append(number) } else { output = number }
    }
    // The number is first or last, never between the two percentages.
    if tokens.count == 3, !isPercentage[1] { return nil }
    switch percentages.count {
    case 0: return .init(output)
    case 1: return .init(output, at: percentages[0])
    default: return .init(output, from: percentages[0], to: percentages[1])
    }
  }

  /// A Penner easing with parameters, `ease-out-back(2.5)`; unrecognized for another name.
  private static func penner(name: String, arguments: [String], text: String)
    throws(TimingFunctionError) -> TimingFunction
  {
    let directions: [EasingDirection] = [.easeInOut, .easeIn, .easeOut]
    guard let direction = directions.first(where: { name.hasPrefix("\($0)-") }) else {
      throw .unrecognized(text)
    }
    let family = name.dropFirst(direction.rawValue.count + 1)
    let maximum = family == "back" ? 1 : family == "elastic" ? 2 : 0
    guard ["back", "elastic", "bounce"].contains(family) else { throw .unrecognized(text) }
    guard arguments.count <= maximum else {
      let expected = maximum == 0 ? "0" : maximum == 1 ? "0 or 1" : "0 to 2"
      throw .wrongArgumentCount(function: name, expected: expected, got: arguments.count)
    }
    var numbers: [Double] = []
    for (index, argument) in arguments.enumerated() {
      guard let number = cssDouble(argument) else {
        throw .invalidArgument(
          function: name, position: index + 1, expected: "a number", found: argument)
      }
      numbers.append(number)
    }
    switch family {
    case "back":
      let overshoot = numbers.first ?? PennerEasing.defaultOvershoot
      return .penner(try PennerEasing(.back(overshoot: overshoot), direction))
    case "elastic":
      let amplitude = numbers.first ?? 1
      let period = numbers.count > 1 ? numbers[1] : PennerEasing.defaultPeriod(direction)
      return .penner(try PennerEasing(.elastic(amplitude: amplitude, period: period), direction))
    default:
      return .penner(try PennerEasing(.bounce, direction))
    }
  }

  /// The CSS text: `linear`, a CSS keyword when the curve is one (`ease`, `ease-in`, `ease-out`,
  /// `ease-in-out`), else `cubic-bezier(x1, y1, x2, y2)`, `steps(n, position)` or `linear()`
  /// with every input (``LinearEasingFunction/description``). Material curves print in the
  /// functional form, so the text is valid CSS but for Penner's easings, which print as this
  /// library's names (``PennerEasing/description``); ``init(css:)`` reads every text back to an
  /// equal value (numbers print with round-trip precision).
  public var description: String {
    switch self {
    case .linear: return "linear"
    case .cubicBezier(let curve):
      for keyword in ["ease", "ease-in", "ease-out", "ease-in-out"] {
        if let match = Self.named.first(where: { $0.name == keyword }), match.function == self {
          return keyword
        }
      }
      return curve.description
    case .steps(let steps): return steps.description
    case .piecewiseLinear(let function): return function.description
    case .penner(let easing): return easing.description
    }
  }

  static func cssDouble(_ text: String) -> Double? {
    guard !text.isEmpty, let value = Double(text), value.isFinite || text.contains("e") else {
      return nil
    }
    // Reject the spellings Swift accepts but CSS does not ("nan", "inf", hexadecimal).
    let allowed = Set("0123456789+-.e")
    return text.allSatisfy { allowed.contains($0) } ? value : nil
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and newlines.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
