import MotionTools

/// One subcommand of `motion`: its words, its options, and what it does with them.
///
/// Parsing and running are separate steps, so that option parsing is a pure function of the
/// arguments (unit-tested, and fuzzed by `Fuzz/Harnesses/Options.swift`).
protocol Subcommand {
  /// The parsed command line.
  associatedtype Options
  /// The word that selects it: `motion NAME …`.
  static var name: String { get }
  /// One line for `motion --help`.
  static var summary: String { get }
  /// The full `--help` text.
  static var help: String { get }
  /// Parses the arguments after the subcommand's name; touches no file.
  static func parse(_ arguments: [String]) throws(InputError) -> Options
  /// Runs with parsed options. Throws ``InputError`` for bad input.
  static func run(_ options: Options) throws(InputError)
}

extension Subcommand {
  /// Parses `arguments`, then runs.
  static func main(_ arguments: [String]) throws(InputError) {
    try run(try parse(arguments))
  }

  /// Parses `arguments` and drops the result: what the option fuzzer calls.
  static func check(_ arguments: [String]) throws(InputError) {
    _ = try parse(arguments)
  }
}
