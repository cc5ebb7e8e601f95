import MotionTools
import Testing

@testable import motion

/// The message `body` fails with, or `nil` when it does not fail.
private func failure(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch let error as InputError {
    return error.message
  } catch {
    return "not an InputError: \(error)"
  }
}

@Suite("motion: option parsing (unit tests of the one argument parser)")
struct OptionParsingTests {
  @Test("dispatch: usage, help, unknown subcommands, and the arguments after the name")
  func dispatch() throws {
    guard case .usage(error: true) = try Motion.request([]) else {
      Issue.record("no arguments")
      return
    }
    guard case .usage(error: false) = try Motion.request(["help"]) else {
      Issue.record("help")
      return
    }
    guard case .help(let command) = try Motion.request(["plot", "x", "--help"]) else {
      Issue.record("plot --help")
      return
    }
    #expect(command.name == "plot")
    guard case .run(let run, let rest) = try Motion.request(["sample", "a.json", "--at", "1"])
    else {
      Issue.record("sample")
      return
    }
    #expect(run.name == "sample" && rest == ["a.json", "--at", "1"])
    #expect(
      failure { _ = try Motion.request(["frobnicate"]) }
        == "unknown subcommand 'frobnicate'; see 'motion --help'")
    #expect(
      Motion.subcommands.map { $0.name } == ["demo", "plot", "graph", "sample", "replay", "export"])
  }

  @Test("demo: defaults, every option, and each bad value named")
  func demo() throws {
    #expect(try DemoCommand.parse([]) == .init())
    let options = try DemoCommand.parse([
      "--svg", "a.svg", "--session", "s.json", "--frames", "9", "--seed", "3", "--fast",
    ])
    #expect(
      options == .init(svgPath: "a.svg", sessionPath: "s.json", frames: 9, seed: 3, fast: true))
    let cases: [([String], String)] = [
      (["--frames", "0"], "--frames: expected a whole number of frames from 1 to 100000, got '0'"),
      (
        ["--frames", "ten"],
        "--frames: expected a whole number of frames from 1 to 100000, got 'ten'"
      ),
      (["--frames"], "--frames: missing value"),
      (
        ["--seed", "-1"], "--seed: expected a whole number from 0 to 18446744073709551615, got '-1'"
      ),
      (["--svg", "--fast"], "--svg: expected a file path, got '--fast'"),
      (["--svg", ""], "--svg: expected a file path, got ''"),
      (["--session", "--fast"], "--session: expected a file path, got '--fast'"),
      (["--session"], "--session: missing value"),
      (["--speed", "2"], "unexpected argument '--speed'; see 'motion demo --help'"),
    ]
    for (arguments, message) in cases {
      #expect(failure { _ = try DemoCommand.parse(arguments) } == message, "\(arguments)")
    }
  }

  @Test("sample: --at lists, --every/--until, --format, --velocity (PH-14), one document")
  func sample() throws {
    let options = try SampleCommand.parse(
      ["-", "--at", " 1, 2.5 ,1e3", "--format", "json", "--every", "5", "--until", "10"])
    #expect(options == .init(path: "-", at: [1, 2.5, 1000], every: 5, until: 10, json: true))
    let velocity = try SampleCommand.parse(["a.json", "--velocity"])
    #expect(velocity == .init(path: "a.json", velocity: true))
    let cases: [([String], String)] = [
      (["--at", ""], "--at: '' is not a finite number of milliseconds"),
      (["--at", "1,nan"], "--at: 'nan' is not a finite number of milliseconds"),
      (["--at", "1,,2"], "--at: '' is not a finite number of milliseconds"),
      (["--every", "inf"], "--every: 'inf' is not a finite number of milliseconds"),
      (["--until", "1e999"], "--until: '1e999' is not a finite number of milliseconds"),
      (["--format", "xml"], "--format: expected csv or json, got 'xml'"),
      (["--bogus"], "unexpected argument '--bogus'; see 'motion sample --help'"),
      (["a.json", "b.json"], "unexpected argument 'b.json'; see 'motion sample --help'"),
    ]
    for (arguments, message) in cases {
      #expect(failure { _ = try SampleCommand.parse(arguments) } == message, "\(arguments)")
    }
  }

  @Test("plot: -o/--output, --until, --every, one document")
  func plot() throws {
    #expect(
      try PlotCommand.parse(["d.json", "--output", "o.svg", "--until", "9", "--every", "0.5"])
        == .init(input: "d.json", output: "o.svg", until: 9, every: 0.5))
    let cases: [([String], String)] = [
      (["d.json", "-o"], "-o: missing value"),
      (["d.json", "-o", "-x"], "-o: expected a file path, got '-x'"),
      (["--until", "abc"], "--until: 'abc' is not a finite number of milliseconds"),
      (["--width", "3"], "unexpected argument '--width'; see 'motion plot --help'"),
    ]
    for (arguments, message) in cases {
      #expect(failure { _ = try PlotCommand.parse(arguments) } == message, "\(arguments)")
    }
  }

  @Test("replay and graph: one trace and --svg; --seed")
  func replayAndGraph() throws {
    #expect(
      try ReplayCommand.parse(["t.json", "--svg", "r.svg"])
        == .init(input: "t.json", svgPath: "r.svg"))
    #expect(
      failure { _ = try ReplayCommand.parse(["a.json", "b.json"]) }
        == "unexpected argument 'b.json'; give one TRACE.json")
    #expect(failure { _ = try ReplayCommand.parse(["--svg"]) } == "--svg: missing value")
    #expect(try GraphCommand.parse(["--seed", "18446744073709551615"]).seed == .max)
    #expect(
      failure { _ = try GraphCommand.parse(["--seed", "x"]) }
        == "--seed: expected a whole number from 0 to 18446744073709551615, got 'x'")
  }

  @Test("running without the required inputs names what is missing")
  func missingInputs() {
    #expect(failure { try SampleCommand.run(.init()) } == "missing DOC.json; see --help")
    #expect(
      failure { try PlotCommand.run(.init(input: "d.json")) }
        == "missing -o OUT.svg: where to write the chart")
    #expect(
      failure { try PlotCommand.run(.init(output: "o.svg")) } == "missing DOC.json; see --help")
    #expect(
      failure { try ReplayCommand.run(.init()) } == "missing TRACE.json; see 'motion replay --help'"
    )
  }
}
