import Foundation

/// One subcommand of `motion`.
protocol Subcommand {
  /// The word that selects it: `motion NAME …`.
  static var name: String { get }
  /// One line for `motion --help`.
  static var summary: String { get }
  /// The full `--help` text.
  static var help: String { get }
  /// Runs with the arguments after the subcommand's name. Throws ``CommandError`` for bad input.
  static func run(_ arguments: [String]) throws(CommandError)
}

/// A user-facing failure: printed as one line on standard error, exit status 1.
struct CommandError: Error, CustomStringConvertible {
  /// The message, naming the field or option and the problem.
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}

/// Top-level dispatch for the `motion` executable.
enum Motion {
  static func main(_ arguments: [String], subcommands: [any Subcommand.Type]) -> Int32 {
    guard let first = arguments.first else {
      // No subcommand is a usage error: the usage goes to stderr, like any other error.
      printError(usage(subcommands))
      return 1
    }
    if first == "--help" || first == "-h" || first == "help" {
      print(usage(subcommands))
      return 0
    }
    guard let command = subcommands.first(where: { $0.name == first }) else {
      printError("motion: unknown subcommand '\(first)'; see 'motion --help'")
      return 1
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      print(command.help)
      return 0
    }
    do {
      try command.run(rest)
      return 0
    } catch {
      printError("motion \(command.name): error: \(error.message)")
      return 1
    }
  }

  static func usage(_ subcommands: [any Subcommand.Type]) -> String {
    let width = subcommands.map { $0.name.count }.max() ?? 0
    let lines = subcommands.map { command in
      "  " + command.name + String(repeating: " ", count: width - command.name.count + 2)
        + command.summary
    }
    return """
      USAGE: motion <subcommand> [options]

      SUBCOMMANDS:
      \(lines.joined(separator: "\n"))

      See 'motion <subcommand> --help' for each subcommand's options.
      """
  }
}

/// Writes one line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
