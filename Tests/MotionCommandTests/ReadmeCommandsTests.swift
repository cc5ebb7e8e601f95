import Foundation
import Testing

/// One command line of a README `sh` block.
struct ReadmeCommand: CustomStringConvertible {
  /// The line as written (without its comment).
  var line: String
  /// The `motion` arguments, or `nil` for a line that is not run (see ``commands(in:)``).
  var arguments: [String]?

  var description: String { line }

  /// Every line of every ```` ```sh ```` block in `markdown`. `swift run motion …` lines (or their
  /// part before a pipe into another tool, such as `dot`) give their arguments; `swift test`,
  /// `swift package benchmark …` and `cd …` lines are recognised and not run; any other line is
  /// returned with `arguments == nil` and `isKnown == false`.
  static func commands(in markdown: String) -> [ReadmeCommand] {
    var commands: [ReadmeCommand] = []
    var inBlock = false
    for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("```") {
        inBlock = !inBlock && line == "```sh"
        continue
      }
      guard inBlock, !line.isEmpty, !line.hasPrefix("#") else { continue }
      let command = String(line.split(separator: "#", maxSplits: 1)[0])
        .trimmingCharacters(in: .whitespaces)
      let firstPart = String(command.split(separator: "|", maxSplits: 1)[0])
      let words = firstPart.split(separator: " ").map(String.init)
      if words.starts(with: ["swift", "run", "motion"]) {
        commands.append(ReadmeCommand(line: command, arguments: Array(words.dropFirst(3))))
      } else {
        commands.append(ReadmeCommand(line: command, arguments: nil))
      }
    }
    return commands
  }

  /// Whether a line that is not run is one of the kinds the README may show without running.
  var isKnown: Bool {
    arguments != nil || line == "swift test" || testFilter != nil
      || line.hasPrefix("swift package benchmark") || line.hasPrefix("cd ")
  }

  /// The test target a `swift test --filter <Target>[.<Suite>]` line selects, if it is one.
  var testFilter: String? {
    let words = line.split(separator: " ").map(String.init)
    guard words.count == 4, words.starts(with: ["swift", "test", "--filter"]) else { return nil }
    return words[3].split(separator: ".").first.map(String.init)
  }
}

@Suite("README: every command block runs as written")
struct ReadmeCommandsTests {
  static let readme =
    (try? String(
      contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  @Test("the README's sh blocks hold only motion commands and the known build commands")
  func onlyKnownCommands() {
    let commands = ReadmeCommand.commands(in: Self.readme)
    #expect(commands.filter { $0.arguments != nil }.count >= 5)
    for command in commands { #expect(command.isKnown, "not runnable by this test: \(command)") }
  }

  /// Each `swift run motion …` line, run with the built binary and the same arguments: input
  /// paths resolve from the repository root (as for a user in a fresh clone), outputs land in a
  /// fresh temporary directory, which is the working directory.
  @Test(
    "each swift run motion line exits 0",
    arguments: ReadmeCommand.commands(in: readme).filter { $0.arguments != nil })
  func runs(_ command: ReadmeCommand) throws {
    let directory = URL(fileURLWithPath: try temporaryOutput("readme"))
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let arguments = (command.arguments ?? []).map { argument in
      let inRepository = repositoryRoot.appendingPathComponent(argument).path
      return FileManager.default.fileExists(atPath: inRepository) ? inRepository : argument
    }
    let result = try MotionProcess.run(arguments, in: directory)
    #expect(result.status == 0, "\(command): \(result.stderr)")
  }

  @Test("each swift test --filter line names a test target that exists")
  func filtersNameTestTargets() {
    let filters = ReadmeCommand.commands(in: Self.readme).compactMap(\.testFilter)
    #expect(!filters.isEmpty)
    for target in filters {
      let directory = repositoryRoot.appendingPathComponent("Tests/\(target)").path
      #expect(FileManager.default.fileExists(atPath: directory), "no test target \(target)")
    }
  }

  @Test("the parser reads lines, comments, pipes and skipped commands")
  func parser() {
    let markdown = """
      ```sh
      swift run motion graph | dot -Tsvg -o graph.svg   # a comment
      swift test
      cd Benchmarks
      ```
      ```json
      { "not": "a command" }
      ```
      """
    let commands = ReadmeCommand.commands(in: markdown)
    #expect(commands.map(\.arguments) == [["graph"], nil, nil])
    #expect(commands.allSatisfy { $0.isKnown })
    #expect(!ReadmeCommand(line: "rm -rf /", arguments: nil).isKnown)
  }
}
