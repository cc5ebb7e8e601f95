import Foundation
import Testing

/// A pan with one finger, a second finger joining, then a separate tap.
private let twoFingersThenTap = """
  {"events": [
    {"t": 0, "pointer": 1, "phase": "down", "x": 100, "y": 200},
    {"t": 10, "pointer": 1, "phase": "move", "x": 115, "y": 200},
    {"t": 20, "pointer": 1, "phase": "move", "x": 130, "y": 205},
    {"t": 30, "pointer": 2, "phase": "down", "x": 300, "y": 120},
    {"t": 40, "pointer": 1, "phase": "move", "x": 150, "y": 210},
    {"t": 50, "pointer": 2, "phase": "move", "x": 290, "y": 110},
    {"t": 60, "pointer": 2, "phase": "up"},
    {"t": 70, "pointer": 1, "phase": "up", "x": 150, "y": 210},
    {"t": 400, "pointer": 3, "phase": "down", "x": 500, "y": 300},
    {"t": 450, "pointer": 3, "phase": "up", "x": 500, "y": 300}
  ], "recognizers": ["pan", "tap"]}
  """

@Suite("motion replay --svg")
struct ReplaySVGTests {
  @Test("draws each pointer's path and the recognized phases; stdout is unchanged")
  func drawing() throws {
    let input = try MotionProcess.temporaryFile(twoFingersThenTap, name: "trace.json")
    let output = try temporaryOutput("replay.svg")
    let plain = try MotionProcess.run(["replay", input])
    let drawn = try MotionProcess.run(["replay", input, "--svg", output])
    #expect(drawn.status == 0, "\(drawn.stderr)")
    #expect(drawn.stdout == plain.stdout)
    let svg = try SVGDocument(path: output)
    #expect(svg.root == "svg")
    #expect(
      svg.elements(ofClass: "pointer-path").compactMap { $0.attributes["data-pointer"] } == [
        "1", "2", "3",
      ])
    let phases = svg.elements(ofClass: "phase").map {
      "\($0.attributes["data-recognizer"] ?? "") \($0.attributes["data-state"] ?? "")"
    }
    #expect(phases.contains("pan began"))
    #expect(phases.contains("pan ended"))
    #expect(phases.contains("tap ended"))
    let lanes = svg.elements(ofClass: "lane-phase").map { $0.attributes["data-recognizer"] ?? "" }
    #expect(Set(lanes) == ["pan", "tap"])
    for lane in ["pointer #1", "pointer #2", "pointer #3", "pan", "tap"] {
      #expect(svg.texts.contains(lane), "\(lane)")
    }
  }

  @Test("--svg errors: a missing path, a missing directory, a bad trace writes nothing")
  func errors() throws {
    let input = try MotionProcess.temporaryFile(twoFingersThenTap, name: "trace.json")
    let missing = try MotionProcess.run(["replay", input, "--svg"])
    #expect(missing.status == 1)
    #expect(missing.stderr == "motion replay: error: --svg: missing value\n")
    let directory = try MotionProcess.run(["replay", input, "--svg", "/nonexistent-dir/r.svg"])
    #expect(directory.status == 1)
    #expect(directory.stderr.contains("--svg: the directory '/nonexistent-dir' does not exist"))
    let output = try temporaryOutput("bad.svg")
    let bad = try MotionProcess.run(
      ["replay", try MotionProcess.temporaryFile(#"{"events": 3}"#), "--svg", output])
    #expect(bad.status == 1)
    #expect(bad.stderr == "motion replay: error: \"events\" must be an array, got a number\n")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
