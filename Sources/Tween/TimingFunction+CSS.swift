extension TimingFunction {
  /// Parses CSS text: `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`,
  /// `step-end`, the Material names `standard`, `decelerate`, `accelerate`, `sharp`,
  /// `cubic-bezier(x1, y1, x2, y2)` and `steps(n)` / `steps(n, position)` where position is
  /// `jump-start`, `jump-end`, `jump-none`, `jump-both`, `start` or `end`.
  ///
  /// Case-insensitive; whitespace around names, parentheses and commas is ignored.
  /// - Throws: ``TimingFunctionError/unrecognized(_:)`` for an unknown name or unbalanced
  ///   parentheses; ``TimingFunctionError/wrongArgumentCount(function:expected:got:)`` when
  ///   `cubic-bezier` does not get 4 numbers or `steps` 1 or 2 arguments (`"cubic-bezier takes 4
  ///   numbers, got 3"`); ``TimingFunctionError/invalidArgument(function:position:expected:found:)``
  ///   for an argument that is not a finite number, a whole step count or a step position; and
  ///   the errors of ``CubicBezier/init(_:_:_:_:)`` and ``Steps/init(_:_:)``.
  public init(css text: String) throws(TimingFunctionError) {
    let trimmed = text.trimmingSpaces.lowercased()
    if let match = Self.named.first(where: { $0.name == trimmed }) {
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
    default:
      throw .unrecognized(text)
    }
  }

  /// The CSS text: `linear`, a CSS keyword when the curve is one (`ease`, `ease-in`, `ease-out`,
  /// `ease-in-out`), else `cubic-bezier(x1, y1, x2, y2)` or `steps(n, position)`. Material curves
  /// print in the functional form, so the text is always valid CSS; ``init(css:)`` reads it back
  /// to an equal value (numbers print with round-trip precision).
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
    }
  }

  private static func cssDouble(_ text: String) -> Double? {
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
