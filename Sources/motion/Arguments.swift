/// Reads a subcommand's arguments one at a time, with typed parsing of option values.
///
/// Every failure is a ``CommandError`` naming the option and the problem, so that
/// `motion demo --frames ten` prints one clear line instead of trapping.
struct Arguments {
  private let items: [String]
  private var index = 0

  init(_ items: [String]) {
    self.items = items
  }

  /// The next argument, or `nil` at the end.
  mutating func next() -> String? {
    guard index < items.count else { return nil }
    defer { index += 1 }
    return items[index]
  }

  /// The value following `flag`.
  mutating func value(for flag: String) throws(CommandError) -> String {
    guard let value = next() else { throw CommandError("\(flag): missing value") }
    return value
  }

  /// The value following `flag` as a whole number in `range`.
  mutating func integer(for flag: String, in range: ClosedRange<Int>, noun: String)
    throws(CommandError) -> Int
  {
    let text = try value(for: flag)
    guard let number = Int(text), range.contains(number) else {
      throw CommandError(
        "\(flag): expected a whole number of \(noun) from \(range.lowerBound) to "
          + "\(range.upperBound), got '\(text)'")
    }
    return number
  }

  /// The value following `flag` as an unsigned 64-bit integer (a random seed).
  mutating func seed(for flag: String) throws(CommandError) -> UInt64 {
    let text = try value(for: flag)
    guard let number = UInt64(text) else {
      throw CommandError("\(flag): expected a whole number from 0 to \(UInt64.max), got '\(text)'")
    }
    return number
  }

  /// The value following `flag` as a file path (not empty, not another option).
  mutating func path(for flag: String) throws(CommandError) -> String {
    let text = try value(for: flag)
    guard !text.isEmpty, text == "-" || !text.hasPrefix("-") else {
      throw CommandError("\(flag): expected a file path, got '\(text)'")
    }
    return text
  }
}
