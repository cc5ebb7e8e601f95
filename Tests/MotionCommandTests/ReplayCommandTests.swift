import Foundation
import Testing

/// Runs `motion replay` on a trace written to a temporary file.
private func replay(_ trace: String) throws -> MotionProcess.Result {
  try MotionProcess.run(["replay", try MotionProcess.temporaryFile(trace, name: "trace.json")])
}

/// `{"t": …, "pointer": …, "phase": …, "x": …, "y": …}`.
private func event(_ t: Int, _ pointer: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
  "{\"t\": \(t), \"pointer\": \(pointer), \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y)}"
}

private func trace(_ events: [String], recognizers: [String]? = nil) -> String {
  var text = "{\"events\": [" + events.joined(separator: ", ") + "]"
  if let recognizers {
    text += ", \"recognizers\": [" + recognizers.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }
  return text + "}"
}

/// The parsed output lines.
private func lines(_ result: MotionProcess.Result) throws -> [[String: Any]] {
  try result.stdout.split(separator: "\n").map { line in
    try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }
}

@Suite("motion replay")
struct ReplayCommandTests {
  @Test("a one-finger drag prints pan began, changed, ended with translation and velocity")
  func drag() throws {
    let result = try replay(
      trace(
        [
          event(0, 1, "down", 10, 20), event(10, 1, "move", 15, 20), event(20, 1, "move", 25, 20),
          event(30, 1, "move", 35, 20), event(40, 1, "up", 35, 20),
        ], recognizers: ["pan"]))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let output = result.stdout.split(separator: "\n").map(String.init)
    #expect(output.count == 4)
    #expect(
      output.first
        == "{\"t\": 20, \"recognizer\": \"pan\", \"state\": \"began\", \"centroid\": {\"x\": 25, "
        + "\"y\": 20}, \"translation\": {\"x\": 0, \"y\": 0}, \"velocity\": {\"x\": 1250, \"y\": 0}}"
    )
    let parsed = try lines(result)
    #expect(parsed.map { $0["state"] as? String } == ["began", "changed", "ended", "possible"])
    let ended = parsed[2]
    #expect((ended["translation"] as? [String: Double])?["x"] == 10)
    #expect((ended["t"] as? Double) == 40)
  }

  @Test("all recognizers by default: a drag is a pan, and every other recognizer fails")
  func defaultRecognizers() throws {
    let result = try replay(
      trace([
        event(0, 1, "down", 10, 20), event(10, 1, "move", 15, 20), event(20, 1, "move", 25, 20),
        event(30, 1, "move", 35, 20), event(40, 1, "up", 35, 20),
      ]))
    #expect(result.status == 0)
    let states = try lines(result).map { "\($0["recognizer"]!) \($0["state"]!)" }
    #expect(states.first == "pan began")
    for name in ["tap", "doubleTap", "longPress", "rotation", "scale"] {
      #expect(states.contains("\(name) failed"), "\(name)")
      #expect(states.last { $0.hasPrefix(name + " ") } == "\(name) possible")
    }
    #expect(!states.contains("tap ended"))
  }

  @Test("a constant-speed fling reports its release velocity on ended")
  func releaseVelocity() throws {
    var events = [event(0, 1, "down", 0, 0)]
    for step in 1...10 { events.append(event(step * 10, 1, "move", Double(step) * 10, 0)) }
    events.append(event(100, 1, "up", 100, 0))
    let parsed = try lines(try replay(trace(events, recognizers: ["pan"])))
    let ended = try #require(parsed.first { $0["state"] as? String == "ended" })
    #expect((ended["velocity"] as? [String: Double])?["x"] == 1000)
  }

  @Test("a single tap waits for the double tap to time out, 300 ms after the lift")
  func singleTap() throws {
    let result = try replay(
      trace(
        [event(0, 1, "down", 10, 20), event(50, 1, "up", 10, 20)],
        recognizers: ["tap", "doubleTap"]))
    let parsed = try lines(result)
    #expect(
      parsed.map { "\($0["t"]!) \($0["recognizer"]!) \($0["state"]!)" } == [
        "350 doubleTap failed", "350 tap ended", "350 tap possible", "350 doubleTap possible",
      ])
  }

  @Test("two quick taps are a double tap; the single tap fails")
  func doubleTap() throws {
    let result = try replay(
      trace(
        [
          event(0, 1, "down", 10, 20), event(50, 1, "up", 10, 20), event(150, 1, "down", 12, 20),
          event(200, 1, "up", 12, 20),
        ], recognizers: ["tap", "doubleTap"]))
    let parsed = try lines(result)
    #expect(parsed.first?["recognizer"] as? String == "doubleTap")
    #expect(parsed.first?["state"] as? String == "ended")
    #expect(
      parsed.contains { $0["recognizer"] as? String == "tap" && $0["state"] as? String == "failed" }
    )
  }

  @Test("two fingers spread from 100 to 200 points apart: scale 2 relative to began")
  func pinch() throws {
    let result = try replay(
      trace(
        [
          event(0, 1, "down", 0, 0), event(0, 2, "down", 100, 0), event(10, 2, "move", 120, 0),
          event(20, 2, "move", 240, 0), event(30, 2, "up", 240, 0), event(40, 1, "up", 0, 0),
        ], recognizers: ["scale"]))
    let parsed = try lines(result)
    #expect(parsed.map { $0["state"] as? String } == ["began", "changed", "ended", "possible"])
    #expect(parsed[1]["scale"] as? Double == 2)
  }

  @Test("a finger held for 800 ms: the long press begins at 500 ms and ends at the lift")
  func longPress() throws {
    let result = try replay(
      trace(
        [event(0, 1, "down", 10, 10), event(800, 1, "up", 10, 10)], recognizers: ["longPress"]))
    let parsed = try lines(result)
    #expect(
      parsed.map { "\($0["t"]!) \($0["state"]!)" } == ["500 began", "800 ended", "800 possible"])
  }

  @Test("malformed traces: one clear error line and a non-zero exit")
  func malformed() throws {
    let cases: [(String, String)] = [
      ("not json", "is not valid JSON"),
      ("[1, 2]", "the trace must be a JSON object with an \"events\" array"),
      ("{}", "missing \"events\""),
      (
        "{\"events\": [{\"t\": 0, \"pointer\": 1, \"phase\": \"jump\", \"x\": 1, \"y\": 2}]}",
        "events[0].phase: expected down, move, up or cancel, got \"jump\""
      ),
      (
        "{\"events\": [{\"t\": 0, \"pointer\": 1, \"phase\": \"down\", \"y\": 2}]}",
        "events[0]: missing \"x\""
      ),
      (
        "{\"events\": [{\"t\": 0, \"pointer\": 1.5, \"phase\": \"down\", \"x\": 1, \"y\": 2}]}",
        "events[0].pointer: must be an integer, got 1.5"
      ),
      (
        "{\"events\": [{\"t\": \"0\", \"pointer\": 1, \"phase\": \"down\", \"x\": 1, \"y\": 2}]}",
        "events[0].t: must be a number, got a string"
      ),
      (
        trace([event(10, 1, "down", 0, 0), event(5, 1, "up", 0, 0)]),
        "events[1].t: 5 ms is earlier than the previous event's 10 ms"
      ),
      (
        trace([event(0, 1, "down", 0, 0)], recognizers: ["swipe"]),
        "recognizers[0]: unknown recognizer; expected one of pan, rotation, scale, tap, doubleTap, longPress"
      ),
    ]
    for (input, message) in cases {
      let result = try replay(input)
      #expect(result.status == 1, "\(input)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix("motion replay: error: "), "\(result.stderr)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
  }

  @Test("argument errors: no trace, two traces, a missing file")
  func arguments() throws {
    let none = try MotionProcess.run(["replay"])
    #expect(none.status == 1)
    #expect(none.stderr == "motion replay: error: missing TRACE.json; see 'motion replay --help'\n")
    let two = try MotionProcess.run(["replay", "a.json", "b.json"])
    #expect(two.status == 1)
    #expect(two.stderr.contains("unexpected argument 'b.json'"))
    let missing = try MotionProcess.run(["replay", "/nonexistent/trace.json"])
    #expect(missing.status == 1)
    #expect(missing.stderr == "motion replay: error: cannot read '/nonexistent/trace.json'\n")
  }

  @Test("a trace on standard input, and --help")
  func standardInputAndHelp() throws {
    let result = try MotionProcess.run(
      ["replay", "-"],
      input: trace([event(0, 1, "down", 0, 0), event(50, 1, "up", 0, 0)], recognizers: ["tap"]))
    #expect(result.status == 0)
    #expect(try lines(result).map { $0["state"] as? String } == ["ended", "possible"])
    let help = try MotionProcess.run(["replay", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: motion replay TRACE.json"))
  }
}
