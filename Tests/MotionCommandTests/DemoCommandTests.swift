import Foundation
import Testing

/// One parsed line of `motion demo` output (`frame 12  t=200.0ms  drag  card=(…)  …`).
struct DemoLine {
  var frame: Int
  var time: Double
  var phase: String
  var card: (x: Double, y: Double)
  var timeline: Double
  var values: [String: [Double]]

  init(_ line: Substring) throws {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    var values: [String: String] = [:]
    for field in fields {
      let parts = field.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
    }
    func field(_ name: String) throws -> String {
      guard let value = values[name] else { throw DemoLineError.missing(name, String(line)) }
      return value
    }
    func number(_ text: some StringProtocol) throws -> Double {
      guard let value = Double(text) else { throw DemoLineError.missing("\(text)", String(line)) }
      return value
    }
    guard fields.count > 3, let frame = Int(fields[1]) else {
      throw DemoLineError.missing("frame", String(line))
    }
    self.frame = frame
    phase = String(fields[3])
    time = try number(try field("t").dropLast(2))
    timeline = try number(try field("timeline").dropLast(2))
    let card = try field("card").dropFirst().dropLast().split(separator: ",")
    guard card.count == 2 else { throw DemoLineError.missing("card", String(line)) }
    self.card = (try number(card[0]), try number(card[1]))
    var lists: [String: [Double]] = [:]
    for name in ["opacity", "scale", "rotation", "slide"] {
      lists[name] = try field(name).split(separator: ",").map { try number($0) }
    }
    self.values = lists
  }
}

enum DemoLineError: Error {
  case missing(String, String)
}

/// Runs `motion demo` with `arguments` and an SVG path of its own.
func demo(_ arguments: [String]) throws -> (MotionProcess.Result, svg: String) {
  let svg = try temporaryOutput("demo.svg")
  return (try MotionProcess.run(["demo"] + arguments + ["--svg", svg]), svg)
}

@Suite("motion demo")
struct DemoCommandTests {
  static let seriesNames =
    ["card.x", "card.y", "timeline"]
    + ["opacity", "scale", "rotation", "slide"].flatMap { property in
      (1...3).map { "tile\($0).\(property)" }
    }

  @Test("--fast --frames N: N + 1 lines (frame 0 is the start) and a well-formed SVG")
  func shortRun() throws {
    let (result, svg) = try demo(["--fast", "--frames", "12"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 13)
    #expect(try lines.map { try DemoLine($0).frame } == Array(0...12))
    let document = try SVGDocument(path: svg)
    #expect(document.root == "svg")
    #expect(document.seriesNames == Self.seriesNames)
    #expect(result.stderr.contains("wrote \(svg)"))
  }

  @Test("the whole scene: drag, settle, scrub, play, done, in that order, in about 6 s")
  func wholeScene() throws {
    let (result, svg) = try demo(["--fast"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = try result.stdout.split(separator: "\n").map(DemoLine.init)
    var phases: [String] = []
    for line in lines where phases.last != line.phase { phases.append(line.phase) }
    #expect(phases == ["ready", "drag", "settle", "scrub", "play", "done"])
    let last = try #require(lines.last)
    #expect(last.time > 5000 && last.time < 7000)
    // The card ends in a slot; every tile ends in place, opaque, upright, at full size.
    #expect([110.0, 320, 530].contains(last.card.x) && last.card.y == 100)
    #expect(last.values["opacity"] == [1, 1, 1])
    #expect(last.values["scale"] == [1, 1, 1])
    #expect(last.values["rotation"] == [0, 0, 0])
    #expect(last.values["slide"] == [270, 270, 270])
    let document = try SVGDocument(path: svg)
    #expect(document.seriesNames == Self.seriesNames)
    #expect(document.elements(ofClass: "keyframe").count > 20)
    #expect(document.elements(ofClass: "event").count > 0)
    let texts = document.texts.joined(separator: "\n")
    for label in ["pointer down", "pan began", "release at", "un-pause", "scrub the paused"] {
      #expect(texts.contains(label), "\(label)")
    }
  }

  @Test("TL-R11: the paused timeline is scrubbed forward and backward, the tiles follow")
  func scrubbing() throws {
    let (result, _) = try demo(["--fast"])
    let lines = try result.stdout.split(separator: "\n").map(DemoLine.init)
    let scrub = lines.filter { $0.phase == "scrub" }
    let steps = zip(scrub, scrub.dropFirst()).map { $1.timeline - $0.timeline }
    #expect(steps.contains { $0 > 1 } && steps.contains { $0 < -1 })
    // Each reversal of the scrub reverses the tiles: tile 3's opacity rises, falls and rises.
    let opacity = scrub.map { $0.values["opacity"]![2] }
    #expect(opacity.max() == 1 && opacity.contains(0))
    let peak = try #require(opacity.firstIndex(of: 1))
    #expect(opacity[peak...].contains { $0 < 0.01 })
    // Played after un-pausing: the timeline advances with the frames (16.7 ms each).
    let play = lines.filter { $0.phase == "play" }
    #expect(play.count > 10)
    for (a, b) in zip(play, play.dropFirst()) {
      #expect(abs((b.timeline - a.timeline) - (b.time - a.time)) < 0.2)
    }
  }

  @Test("the hand-off from finger to tween does not jump, and the settle lands exactly")
  func handOff() throws {
    let (result, _) = try demo(["--fast"])
    let lines = try result.stdout.split(separator: "\n").map(DemoLine.init)
    for (a, b) in zip(lines, lines.dropFirst()) {
      let step =
        ((b.card.x - a.card.x) * (b.card.x - a.card.x)
        + (b.card.y - a.card.y) * (b.card.y - a.card.y)).squareRoot()
      #expect(step < 16, "frame \(b.frame): the card moved \(step) pt in one frame")
    }
    let settle = lines.filter { $0.phase == "settle" }
    #expect(settle.count > 20)
    #expect(lines.contains { $0.phase == "drag" && $0.card.x > 200 })
  }

  @Test("the same seed replays the same frames; another seed drags another path")
  func seeds() throws {
    let first = try demo(["--fast", "--frames", "90", "--seed", "3"]).0.stdout
    let again = try demo(["--fast", "--frames", "90", "--seed", "3"]).0.stdout
    let other = try demo(["--fast", "--frames", "90", "--seed", "4"]).0.stdout
    #expect(first == again)
    #expect(first != other)
  }

  @Test("the real-time frame source runs the scene too (a few frames)")
  func realTime() throws {
    let (result, svg) = try demo(["--frames", "5"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = try result.stdout.split(separator: "\n").map(DemoLine.init)
    #expect(lines.map(\.frame) == Array(0...5))
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $1.time > $0.time })
    #expect(try SVGDocument(path: svg).seriesNames == Self.seriesNames)
  }

  @Test("bad options print one line naming the option and exit 1")
  func badOptions() throws {
    let cases: [([String], String)] = [
      (["--frames", "0"], "--frames: expected a whole number of frames from 1 to 100000, got '0'"),
      (["--frames", "ten"], "--frames: expected a whole number of frames"),
      (["--frames"], "--frames: missing value"),
      (["--seed", "-1"], "--seed: expected a whole number from 0 to"),
      (
        ["--svg", "/nonexistent-dir/x.svg"],
        "--svg: the directory '/nonexistent-dir' does not exist"
      ),
      (["--svg", "--fast"], "--svg: expected a file path, got '--fast'"),
      (["--speed", "2"], "unexpected argument '--speed'"),
    ]
    for (arguments, message) in cases {
      let result = try MotionProcess.run(["demo", "--fast"] + arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stderr.hasPrefix("motion demo: error: \(message)"), "\(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1)
      #expect(result.stdout.isEmpty)
    }
  }

  @Test("motion --help lists demo first, then plot and graph")
  func listed() throws {
    let usage = try MotionProcess.run(["--help"]).stdout
    let names = usage.split(separator: "\n").compactMap { $0.split(separator: " ").first }
      .filter { ["demo", "plot", "graph", "sample", "replay"].contains($0) }
    #expect(names == ["demo", "plot", "graph", "sample", "replay"])
  }

  @Test("--help describes the scene and every option")
  func help() throws {
    let result = try MotionProcess.run(["demo", "--help"])
    #expect(result.status == 0)
    for option in ["--svg", "--frames", "--seed", "--fast"] {
      #expect(result.stdout.contains(option))
    }
  }
}
