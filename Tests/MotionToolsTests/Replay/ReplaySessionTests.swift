import Foundation
import MotionTools
import Testing

/// `{"t": …, "pointer": …, "phase": …, "x": …, "y": …}`.
func event(_ t: Int, _ pointer: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
  "{\"t\": \(t), \"pointer\": \(pointer), \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y)}"
}

/// A trace document of `events`, with `recognizers` when given.
func traceJSON(_ events: [String], recognizers: [String]? = nil) -> String {
  var text = "{\"events\": [" + events.joined(separator: ", ") + "]"
  if let recognizers {
    text += ", \"recognizers\": [" + recognizers.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
  }
  return text + "}"
}

/// The replay's JSON lines, as text and parsed.
private func replay(_ json: String) throws -> (lines: [String], parsed: [[String: Any]]) {
  let lines = try ReplaySession.replay(try trace(json)).lines
  let parsed = try lines.map { line in
    try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }
  return (lines, parsed)
}

/// "t recognizer state" for each line.
private func summary(_ parsed: [[String: Any]]) -> [String] {
  parsed.map { "\($0["t"]!) \($0["recognizer"]!) \($0["state"]!)" }
}

@Suite("ReplaySession: a trace through the recognizers, one JSON line per state write")
struct ReplaySessionTests {
  let drag = [
    event(0, 1, "down", 10, 20), event(10, 1, "move", 15, 20), event(20, 1, "move", 25, 20),
    event(30, 1, "move", 35, 20), event(40, 1, "up", 35, 20),
  ]

  @Test("GR: a one-finger drag prints pan began, changed, ended with translation and velocity")
  func panDrag() throws {
    let (lines, parsed) = try replay(traceJSON(drag, recognizers: ["pan"]))
    #expect(lines.count == 4)
    #expect(
      lines.first
        == "{\"t\": 20, \"recognizer\": \"pan\", \"state\": \"began\", \"centroid\": {\"x\": 25, "
        + "\"y\": 20}, \"translation\": {\"x\": 0, \"y\": 0}, \"velocity\": {\"x\": 1250, \"y\": 0}}"
    )
    #expect(parsed.map { $0["state"] as? String } == ["began", "changed", "ended", "possible"])
    #expect((parsed[2]["translation"] as? [String: Double])?["x"] == 10)
    #expect((parsed[2]["t"] as? Double) == 40)
  }

  @Test("all recognizers by default: a drag is a pan, and every other recognizer fails")
  func defaultRecognizers() throws {
    let states = try replay(traceJSON(drag)).parsed.map { "\($0["recognizer"]!) \($0["state"]!)" }
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
    let parsed = try replay(traceJSON(events, recognizers: ["pan"])).parsed
    let ended = try #require(parsed.first { $0["state"] as? String == "ended" })
    #expect((ended["velocity"] as? [String: Double])?["x"] == 1000)
  }

  @Test("a single tap waits for the double tap to time out, 300 ms after the lift")
  func singleTap() throws {
    let parsed = try replay(
      traceJSON(
        [event(0, 1, "down", 10, 20), event(50, 1, "up", 10, 20)],
        recognizers: ["tap", "doubleTap"])
    ).parsed
    #expect(
      summary(parsed) == [
        "350 doubleTap failed", "350 tap ended", "350 tap possible", "350 doubleTap possible",
      ])
  }

  @Test("two quick taps are a double tap; the single tap fails")
  func doubleTap() throws {
    let parsed = try replay(
      traceJSON(
        [
          event(0, 1, "down", 10, 20), event(50, 1, "up", 10, 20), event(150, 1, "down", 12, 20),
          event(200, 1, "up", 12, 20),
        ], recognizers: ["tap", "doubleTap"])
    ).parsed
    #expect(summary(parsed).first == "200 doubleTap ended")
    #expect(summary(parsed).contains { $0.hasSuffix("tap failed") && !$0.contains("double") })
  }

  @Test("two fingers spread from 100 to 200 points apart: scale 2 relative to began")
  func pinch() throws {
    let parsed = try replay(
      traceJSON(
        [
          event(0, 1, "down", 0, 0), event(0, 2, "down", 100, 0), event(10, 2, "move", 120, 0),
          event(20, 2, "move", 240, 0), event(30, 2, "up", 240, 0), event(40, 1, "up", 0, 0),
        ], recognizers: ["scale"])
    ).parsed
    #expect(parsed.map { $0["state"] as? String } == ["began", "changed", "ended", "possible"])
    #expect(parsed[1]["scale"] as? Double == 2)
  }

  @Test("a finger held for 800 ms: the long press begins at 500 ms and ends at the lift")
  func longPress() throws {
    let parsed = try replay(
      traceJSON(
        [event(0, 1, "down", 10, 10), event(800, 1, "up", 10, 10)], recognizers: ["longPress"])
    ).parsed
    #expect(
      parsed.map { "\($0["t"]!) \($0["state"]!)" } == ["500 began", "800 ended", "800 possible"])
  }

  @Test("the example trace: a pan, then a pinch that turns, then a double tap")
  func example() throws {
    let session = try ReplaySession.replay(try PointerTrace.read(try exampleFile("trace.json")))
    let writes = session.records.map { "\($0.recognizer.rawValue) \($0.state)" }
    for expected in ["pan ended", "scale began", "rotation began", "doubleTap ended"] {
      #expect(writes.contains(expected), "\(expected)")
    }
    #expect(session.lines.count == session.records.count)
  }

  @Test("an empty trace built in code writes nothing (reading one is an error)")
  func empty() throws {
    let session = try ReplaySession.replay(
      PointerTrace(events: [], recognizers: ReplayRecognizerKind.allCases))
    #expect(session.lines.isEmpty && session.warnings.isEmpty)
  }

  @Test("events the recognizers ignore are warnings naming the event's index, once each")
  func warnings() throws {
    let session = try ReplaySession.replay(
      try trace(
        traceJSON([
          event(0, 2, "move", 5, 5), event(10, 1, "down", 0, 0), event(20, 1, "up", 0, 0),
          event(30, 1, "cancel", 0, 0), #"{"t": 40, "pointer": 3, "phase": "up"}"#,
        ])))
    #expect(
      session.warnings == [
        "events[0] (move of pointer 2): the pointer is not down; the recognizers ignore it",
        "events[3] (cancel of pointer 1): the pointer is not down; the recognizers ignore it",
        "events[4] (up of pointer 3): the pointer is not down; the recognizers ignore it",
      ])
    // The events around them replay as they would live: a tap.
    #expect(session.lines.contains { $0.contains(#""recognizer": "tap", "state": "ended""#) })
    // A well-formed trace, with an up that leaves out its position, warns of nothing.
    let clean = try ReplaySession.replay(
      try trace(traceJSON([event(0, 1, "down", 0, 0), #"{"t": 10, "pointer": 1, "phase": "up"}"#])))
    #expect(clean.warnings.isEmpty)
  }

  @Test("JSON lines write non-finite numbers as null and integers without a fraction")
  func lineFormat() {
    var line = ReplayLine()
    line.add("t", 12)
    line.add("v", .nan)
    line.add("p", x: 0.1234567, y: -.infinity)
    line.add("s", "pan")
    #expect(line.text == #"{"t": 12, "v": null, "p": {"x": 0.123457, "y": null}, "s": "pan"}"#)
  }
}
