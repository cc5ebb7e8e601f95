import Foundation
import MotionTools

/// The one argument parser of `motion`: reads a subcommand's arguments one at a time, with
/// typed parsing of option values.
///
/// Every failure is an ``InputError`` naming the option and the problem, so that
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
  mutating func value(for flag: String) throws(InputError) -> String {
    guard let value = next() else { throw InputError("\(flag): missing value") }
    return value
  }

  /// The value following `flag` as a whole number in `range`.
  mutating func integer(for flag: String, in range: ClosedRange<Int>, noun: String)
    throws(InputError) -> Int
  {
    let text = try value(for: flag)
    guard let number = Int(text), range.contains(number) else {
      throw InputError(
        "\(flag): expected a whole number of \(noun) from \(range.lowerBound) to "
          + "\(range.upperBound), got '\(text)'")
    }
    return number
  }

  /// The value following `flag` as an unsigned 64-bit integer (a random seed).
  mutating func seed(for flag: String) throws(InputError) -> UInt64 {
    let text = try value(for: flag)
    guard let number = UInt64(text) else {
      throw InputError("\(flag): expected a whole number from 0 to \(UInt64.max), got '\(text)'")
    }
    return number
  }

  /// The value following `flag` as a file path (not empty, not another option).
  mutating func path(for flag: String) throws(InputError) -> String {
    let text = try value(for: flag)
    guard !text.isEmpty, text == "-" || !text.hasPrefix("-") else {
      throw InputError("\(flag): expected a file path, got '\(text)'")
    }
    return text
  }

  /// The value following `flag` as a finite number of milliseconds.
  mutating func milliseconds(for flag: String) throws(InputError) -> Double {
    try Self.milliseconds(try value(for: flag), flag: flag)
  }

  /// The value following `flag` as a finite number (`noun` names its unit in the message);
  /// "nan" and "inf" spelled any way are refused.
  mutating func number(for flag: String, noun: String) throws(InputError) -> Double {
    let text = try value(for: flag)
    let clean = text.trimmingCharacters(in: .whitespaces)
    guard let value = Double(clean), value.isFinite, !clean.lowercased().contains("n") else {
      throw InputError("\(flag): '\(text)' is not a finite number of \(noun)")
    }
    return value
  }

  /// The value following `flag` as a comma-separated list of finite milliseconds.
  mutating func millisecondsList(for flag: String) throws(InputError) -> [Double] {
    let text = try value(for: flag)
    var times: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      times.append(try Self.milliseconds(String(part), flag: flag))
    }
    return times
  }

  /// The value following `flag`, one of `choices`.
  mutating func choice(for flag: String, in choices: [String]) throws(InputError) -> String {
    let text = try value(for: flag)
    guard choices.contains(text) else {
      throw InputError(
        "\(flag): expected \(choices.joined(separator: " or ")), got '\(text)'")
    }
    return text
  }

  /// `text` as a finite number of milliseconds; spaces around it are allowed, "nan" and "inf"
  /// spelled any way are not.
  static func milliseconds(_ text: String, flag: String) throws(InputError) -> Double {
    let clean = text.trimmingCharacters(in: .whitespaces)
    guard let value = Double(clean), value.isFinite, !clean.lowercased().contains("n") else {
      throw InputError("\(flag): '\(text)' is not a finite number of milliseconds")
    }
    return value
  }

  /// A positional argument: the first one that is `-` or does not look like an option.
  /// `current` is what was already given; a second one is an error.
  static func positional(_ argument: String, current: String?, help: String) throws(InputError)
    -> String
  {
    guard current == nil, argument == "-" || !argument.hasPrefix("-") else {
      throw InputError("unexpected argument '\(argument)'; see '\(help)'")
    }
    return argument
  }
}
