// The `motion` command: the commands and their arguments. Everything they read, compute and
// draw lives in the MotionTools target (Sources/MotionTools), which has its own unit tests.

import Foundation
import MotionTools

/// The `motion` executable's entry point and top-level dispatch.
@main
enum Motion {
  /// The entry point: runs the command line and exits with its status.
  static func main() {
    exit(main(Array(CommandLine.arguments.dropFirst())))
  }

  /// Every subcommand, in the order `motion --help` lists them.
  static var subcommands: [any Subcommand.Type] {
    [
      DemoCommand.self,
      PlotCommand.self,
      GraphCommand.self,
      SampleCommand.self,
      ReplayCommand.self,
      ExportCommand.self,
    ]
  }

  /// What the command line asks for, before anything runs.
  enum Request {
    /// Print the top-level usage (on stdout, exit 0; or on stderr, exit 1 when `error`).
    case usage(error: Bool)
    /// Print a subcommand's help.
    case help(any Subcommand.Type)
    /// Run a subcommand with the arguments after its name.
    case run(any Subcommand.Type, [String])
  }

  /// Decides what `arguments` (without the program name) ask for.
  static func request(_ arguments: [String]) throws(InputError) -> Request {
    guard let first = arguments.first else { return .usage(error: true) }
    if first == "--help" || first == "-h" || first == "help" { return .usage(error: false) }
    guard let command = subcommands.first(where: { $0.name == first }) else {
      throw InputError("unknown subcommand '\(first)'; see 'motion --help'")
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") { return .help(command) }
    return .run(command, rest)
  }

  /// Runs the command line and returns the exit status.
  static func main(_ arguments: [String]) -> Int32 {
    let request: Request
    do {
      request = try self.request(arguments)
    } catch {
      printError(Diagnostic.error(error.message))
      return 1
    }
    switch request {
    case .usage(let error):
      // No subcommand is a usage error: the error line, then the usage, go to stderr.
      if error {
        printError(Diagnostic.error("no subcommand given; see 'motion --help'"))
        printError(usage)
        return 1
      }
      print(usage)
    case .help(let command):
      print(command.help)
    case .run(let command, let rest):
      do {
        try command.main(rest)
      } catch {
        printError(Diagnostic.error(error.message, in: command.name))
        return 1
      }
    }
    return 0
  }

  static var usage: String {
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

/// The one form of every line the command writes to standard error (decision record 0027):
/// `motion <subcommand>: <kind>: <message>`, or `motion: <kind>: <message>` before a subcommand
/// is known. The kind is `error` (the command then exits with status 1), `warning` (the input
/// was used, but part of it was not what it should be; exit 0) or `note` (a report, such as the
/// demo's frame count).
enum Diagnostic {
  /// `motion[ <command>]: error: <message>`.
  static func error(_ message: String, in command: String? = nil) -> String {
    line("error", message, in: command)
  }

  /// `motion <command>: warning: <message>`.
  static func warning(_ message: String, in command: String) -> String {
    line("warning", message, in: command)
  }

  /// `motion <command>: note: <message>`.
  static func note(_ message: String, in command: String) -> String {
    line("note", message, in: command)
  }

  private static func line(_ kind: String, _ message: String, in command: String?) -> String {
    "motion\(command.map { " \($0)" } ?? ""): \(kind): \(message)"
  }
}

/// Writes one line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
