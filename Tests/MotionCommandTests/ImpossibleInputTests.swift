import Foundation
import Testing

/// Input that cannot be right, run as a user runs it (issue 32): traces no device records, a
/// file of the other format, files that cannot be read; and every line on stderr in the one
/// form `motion[ <subcommand>]: <error|warning|note>: <message>` (decision record 0027).
@Suite("motion: impossible input and the one message form (the built executable)")
struct ImpossibleInputTests {
  /// `{"events": [...]}` from event objects.
  static func trace(_ events: String...) -> String {
    #"{"events": ["# + events.joined(separator: ", ") + "]}"
  }
  static let down = #"{"t": 0, "pointer": 1, "phase": "down", "x": 0, "y": 0}"#
  static let up = #"{"t": 10, "pointer": 1, "phase": "up"}"#

  /// Whether every line of `stderr` is in the one form, with `kind`.
  static func oneForm(_ stderr: String, _ command: String?, _ kind: String) -> Bool {
    let prefix = "motion\(command.map { " \($0)" } ?? ""): \(kind): "
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    return stderr.hasSuffix("\n") && !lines.isEmpty && lines.allSatisfy { $0.hasPrefix(prefix) }
  }

  @Test("replay: a second down for a pointer already down, and a trace with no down, exit 1")
  func replayErrors() throws {
    let second = try MotionProcess.run(
      ["replay", "-"],
      input: Self.trace(Self.down, Self.down.replacingOccurrences(of: "\"t\": 0", with: "\"t\": 5"))
    )
    #expect(second.status == 1 && second.stdout.isEmpty)
    #expect(
      second.stderr
        == "motion replay: error: events[1]: a second down for pointer 1, which is already down "
        + "(since events[0]); a pointer lifts (up or cancel) before it goes down again\n")
    let noDown = try MotionProcess.run(
      ["replay", "-"],
      input: Self.trace(#"{"t": 0, "pointer": 1, "phase": "move", "x": 0, "y": 0}"#))
    #expect(noDown.status == 1 && noDown.stdout.isEmpty)
    #expect(
      noDown.stderr
        == "motion replay: error: events: has no down: no pointer ever touches, so nothing can "
        + "be recognized\n")
  }

  @Test("replay: events the recognizers ignore are warnings naming the index; exit 0")
  func replayWarnings() throws {
    let result = try MotionProcess.run(
      ["replay", "-"],
      input: Self.trace(
        #"{"t": 0, "pointer": 2, "phase": "up"}"#, Self.down, Self.up,
        #"{"t": 20, "pointer": 1, "phase": "cancel"}"#))
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""recognizer": "tap", "state": "ended""#))
    #expect(
      result.stderr
        == "motion replay: warning: events[0] (up of pointer 2): the pointer is not down; the "
        + "recognizers ignore it\n"
        + "motion replay: warning: events[3] (cancel of pointer 1): the pointer is not down; the "
        + "recognizers ignore it\n")
  }

  @Test("plot and sample given a pointer trace, replay given a document: the format is named")
  func wrongFormat() throws {
    let trace = examplePath("trace.json")
    let output = try temporaryOutput("chart.svg")
    let plot = try MotionProcess.run(["plot", trace, "-o", output])
    #expect(plot.status == 1)
    #expect(
      plot.stderr
        == "motion plot: error: \(trace) looks like a pointer trace (it has \"events\"), not a "
        + "motion document: use 'motion replay' for traces\n")
    let sample = try MotionProcess.run(["sample", trace, "--at", "0"])
    #expect(sample.status == 1 && sample.stderr.contains("looks like a pointer trace"))
    let replay = try MotionProcess.run(["replay", examplePath("doc.json")])
    #expect(replay.status == 1)
    #expect(
      replay.stderr
        == "motion replay: error: \(examplePath("doc.json")) looks like a motion document, not a "
        + "pointer trace: use 'motion sample' or 'motion plot' for documents\n")
  }

  @Test("cannot read a file: says why (no such file, a directory)")
  func unreadable() throws {
    let missing = try MotionProcess.run(["replay", "/nonexistent/trace.json"])
    #expect(
      missing.stderr
        == "motion replay: error: cannot read '/nonexistent/trace.json': no such file\n")
    let directory = FileManager.default.temporaryDirectory.path
    let folder = try MotionProcess.run(["sample", directory, "--at", "0"])
    #expect(folder.status == 1)
    #expect(
      folder.stderr == "motion sample: error: cannot read '\(directory)': it is a directory\n")
  }

  @Test(
    "cannot read a file: says permission denied", .enabled(if: getuid() != 0, "root reads any file")
  )
  func unreadableForPermission() throws {
    let path = try MotionProcess.temporaryFile("{}")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    let result = try MotionProcess.run(["plot", path, "-o", try temporaryOutput("x.svg")])
    #expect(result.stderr == "motion plot: error: cannot read '\(path)': permission denied\n")
  }

  @Test("every message on stderr is in the one form, with its kind")
  func oneForm() throws {
    for (arguments, command) in [
      (["bogus"], nil), ([], nil), (["plot"], "plot"), (["sample", "--at"], "sample"),
      (["replay", "a", "b"], "replay"), (["graph", "--seed", "x"], "graph"),
      (["demo", "--frames", "0"], "demo"),
    ] as [([String], String?)] {
      let result = try MotionProcess.run(arguments)
      #expect(result.status == 1, "\(arguments)")
      let first = result.stderr.split(separator: "\n").first.map { String($0) + "\n" } ?? ""
      #expect(Self.oneForm(first, command, "error"), "\(arguments): \(result.stderr)")
    }
    let warned = try MotionProcess.run(
      ["replay", "-"],
      input: Self.trace(Self.down, Self.up, #"{"t": 20, "pointer": 1, "phase": "up"}"#))
    #expect(Self.oneForm(warned.stderr, "replay", "warning"), "\(warned.stderr)")
    let svg = try temporaryOutput("demo.svg")
    let noted = try MotionProcess.run(["demo", "--fast", "--frames", "2", "--svg", svg])
    #expect(Self.oneForm(noted.stderr, "demo", "note"), "\(noted.stderr)")
  }
}
