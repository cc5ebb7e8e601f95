import Foundation
import Testing

/// Each subcommand run as a user runs it: exit 0 with its output, or exit 1 with exactly one
/// line on stderr (`motion <subcommand>: error: …`) and nothing on stdout. What the output
/// contains is tested on the MotionTools target (Tests/MotionToolsTests); option parsing in
/// `OptionParsingTests`.
@Suite("motion: exit status and error lines (the built executable)")
struct ExitStatusTests {
  /// Checks a failed run: status 1, one error line with `message`, nothing on stdout.
  func expectFailure(
    _ result: MotionProcess.Result, _ command: String, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 1, sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(
      result.stderr.hasPrefix("motion \(command): error: \(message)"), "\(result.stderr)",
      sourceLocation: sourceLocation)
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, sourceLocation: sourceLocation)
  }

  @Test("sample: the example document prints CSV; a bad document or option is one line, exit 1")
  func sample() throws {
    let good = try MotionProcess.run(["sample", examplePath("doc.json"), "--at", "0,300"])
    #expect(good.status == 0 && good.stderr.isEmpty)
    #expect(good.stdout.hasPrefix("time,property,value\n0.0,opacity,1.0\n"))
    let fromInput = try MotionProcess.run(
      ["sample", "-", "--format", "json"], input: #"{"properties":{"x":2},"samples":[0]}"#)
    #expect(fromInput.stdout == "{\n  \"x\": [2.0]\n}\n")
    expectFailure(
      try MotionProcess.run(["sample", "-"], input: #"{"properties":{"x":true},"samples":[1]}"#),
      "sample", "properties.x: must be a number, got a boolean")
    expectFailure(
      try MotionProcess.run(["sample", "-"], input: "{"), "sample",
      "the input is not valid JSON")
    expectFailure(
      try MotionProcess.run(["sample", examplePath("doc.json"), "--format", "xml"]), "sample",
      "--format: expected csv or json, got 'xml'")
    expectFailure(
      try MotionProcess.run(["sample", "/nonexistent/doc.json"]), "sample",
      "cannot read '/nonexistent/doc.json': no such file")
  }

  @Test("sample: after its end a tween ending below offset 1 prints the value under it (TW-7)")
  func sampleImplicitFinalKeyframe() throws {
    let result = try MotionProcess.run(
      ["sample", "-", "--at", "500,1000,2000"],
      input:
        #"{"properties":{"x":3},"tweens":[{"property":"x","duration":1000,"values":[10,20],"offsets":[0,0.5]}]}"#
    )
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(
      result.stdout == "time,property,value\n500.0,x,20.0\n1000.0,x,3.0\n2000.0,x,3.0\n")
  }

  @Test("plot: writes the chart; a missing directory fails before reading anything")
  func plot() throws {
    let output = try temporaryOutput("doc.svg")
    let good = try MotionProcess.run(["plot", examplePath("doc.json"), "-o", output])
    #expect(good.status == 0 && good.stdout.isEmpty && good.stderr.isEmpty)
    #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("<svg "))
    expectFailure(
      try MotionProcess.run(["plot", "/nonexistent/doc.json", "-o", "/nonexistent-dir/x.svg"]),
      "plot", "-o: the directory '/nonexistent-dir' does not exist")
    expectFailure(
      try MotionProcess.run(["plot", "-", "-o", output], input: #"{"properties": {}}"#), "plot",
      "properties: the document declares no properties to plot")
  }

  @Test("replay: JSON lines for the example trace; a bad trace writes no SVG")
  func replay() throws {
    let good = try MotionProcess.run(["replay", examplePath("trace.json")])
    #expect(good.status == 0 && good.stderr.isEmpty)
    #expect(good.stdout.split(separator: "\n").count > 10)
    #expect(good.stdout.hasPrefix("{\"t\": "))
    let output = try temporaryOutput("bad.svg")
    expectFailure(
      try MotionProcess.run(["replay", "-", "--svg", output], input: #"{"events": 3}"#),
      "replay", "events: must be an array, got a number")
    #expect(!FileManager.default.fileExists(atPath: output))
    expectFailure(
      try MotionProcess.run(["replay", "-"], input: #"{"events": []}"#), "replay",
      "events: is empty: a trace needs at least one event, a down first")
    expectFailure(
      try MotionProcess.run(["replay", "/nonexistent/trace.json"]), "replay",
      "cannot read '/nonexistent/trace.json': no such file")
  }

  @Test("demo: --fast --frames N prints N + 1 lines and writes the chart; a bad option exits 1")
  func demo() throws {
    let svg = try temporaryOutput("demo.svg")
    let good = try MotionProcess.run(["demo", "--fast", "--frames", "12", "--svg", svg])
    #expect(good.status == 0, "\(good.stderr)")
    #expect(good.stdout.split(separator: "\n").count == 13)
    #expect(good.stderr.hasPrefix("motion demo: note: 12 frames in "))
    #expect(good.stderr.contains("12 frames in") && good.stderr.hasSuffix("wrote \(svg)\n"))
    #expect(FileManager.default.fileExists(atPath: svg))
    expectFailure(
      try MotionProcess.run(["demo", "--fast", "--frames", "ten"]), "demo",
      "--frames: expected a whole number of frames from 1 to 100000, got 'ten'")
    expectFailure(
      try MotionProcess.run(["demo", "--fast", "--session", "/nonexistent-dir/session.json"]),
      "demo", "--session: the directory '/nonexistent-dir' does not exist")
  }

  @Test("demo on the real-time frame source runs a few frames in order")
  func realTime() throws {
    let svg = try temporaryOutput("demo.svg")
    let result = try MotionProcess.run(["demo", "--frames", "5", "--svg", svg])
    #expect(result.status == 0, "\(result.stderr)")
    let frames = result.stdout.split(separator: "\n").map { $0.split(separator: " ")[1] }
    #expect(frames == ["0", "1", "2", "3", "4", "5"])
  }

  @Test("graph: the same DOT digraph on every run; an extra argument is one line, exit 1")
  func graph() throws {
    let first = try MotionProcess.run(["graph"])
    #expect(first.status == 0)
    #expect(first.stdout.hasPrefix("digraph ") && first.stdout.hasSuffix("}\n"))
    #expect(try MotionProcess.run(["graph", "--seed", "7"]).stdout == first.stdout)
    expectFailure(
      try MotionProcess.run(["graph", "out.dot"]), "graph",
      "unexpected argument 'out.dot'; see 'motion graph --help'")
  }
}
