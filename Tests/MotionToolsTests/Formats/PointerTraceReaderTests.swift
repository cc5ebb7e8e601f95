import Foundation
import MotionGestures
import MotionStreams
import MotionTools
import Testing

/// `{"events": [EVENT]}` for one event's fields.
private func oneEvent(_ fields: String) -> String {
  #"{"events": [{"# + fields + "}]}"
}

@Suite("PointerTrace: the strict reader")
struct PointerTraceReaderTests {
  @Test("the example trace reads: times in seconds, every recognizer listed")
  func example() throws {
    let read = try PointerTrace.read(try exampleFile("trace.json"))
    #expect(read.events.count > 40)
    #expect(read.events.first?.phase == .down)
    #expect(read.events[1].timestamp == 0.016)
    #expect(read.recognizers == ReplayRecognizerKind.allCases)
    #expect(Set(read.events.map(\.pointer)) == [1, 2, 3, 4, 5])
  }

  @Test("up and cancel may leave out the position (NaN); recognizers default to all")
  func optionalFields() throws {
    let read = try trace(
      #"{"events": [{"t": 0, "pointer": 1, "phase": "down", "x": 1, "y": 2}, {"t": 5, "pointer": 1, "phase": "up"}]}"#
    )
    #expect(read.events.count == 2)
    #expect(read.events[1].position.x.isNaN && read.events[1].position.y.isNaN)
    #expect(read.recognizers == ReplayRecognizerKind.allCases)
  }

  @Test("traces no device can record are errors: no event, no down, a second down")
  func impossibleTraces() {
    let down = #"{"t": 0, "pointer": 1, "phase": "down", "x": 1, "y": 2}"#
    let up = #"{"t": 5, "pointer": 1, "phase": "up"}"#
    #expect(
      traceError(#"{"events": []}"#)
        == "events: is empty: a trace needs at least one event, a down first")
    #expect(
      traceError(
        #"{"events": [{"t": 0, "pointer": 1, "phase": "move", "x": 1, "y": 2}, "# + up + "]}")
        == "events: has no down: no pointer ever touches, so nothing can be recognized")
    #expect(
      traceError(
        #"{"events": ["# + down + ", " + down.replacingOccurrences(of: "\"x\": 1", with: "\"x\": 9")
          + "]}")
        == "events[1]: a second down for pointer 1, which is already down (since events[0]); "
        + "a pointer lifts (up or cancel) before it goes down again")
    // A pointer that lifted may go down again; another pointer may go down meanwhile.
    let again = #"{"t": 6, "pointer": 1, "phase": "down", "x": 1, "y": 2}"#
    let other = #"{"t": 7, "pointer": 2, "phase": "down", "x": 1, "y": 2}"#
    let cancelled = #"{"t": 8, "pointer": 2, "phase": "cancel"}"#
    let otherAgain = #"{"t": 9, "pointer": 2, "phase": "down", "x": 1, "y": 2}"#
    let events = [down, up, again, other, cancelled, otherAgain].joined(separator: ", ")
    #expect(traceError(#"{"events": ["# + events + "]}") == nil)
  }

  @Test("a motion document given as a trace, and a trace given as a document, say so")
  func wrongFormat() {
    #expect(
      traceError(#"{"properties": {"x": 0}, "tweens": []}"#)
        == "trace.json looks like a motion document, not a pointer trace: use 'motion sample' or "
        + "'motion plot' for documents")
    #expect(
      documentError(#"{"events": [{"t": 0, "pointer": 1, "phase": "down", "x": 1, "y": 2}]}"#)
        == "doc.json looks like a pointer trace (it has \"events\"), not a motion document: use "
        + "'motion replay' for traces")
    // A document with a misspelt field is not taken for a trace.
    #expect(
      documentError(#"{"events": [], "tweens": []}"#)?.hasPrefix("events: unknown field") == true)
  }

  @Test("every field is checked: one line naming the event, the field and the problem")
  func fieldErrors() {
    let down = #""t": 0, "pointer": 1, "phase": "down", "x": 1, "y": 2"#
    let cases: [(String, String)] = [
      ("not json", "trace.json is not valid JSON"),
      (
        #"{"events": [{"t": 0, "pointer": 1, "phase": "down", "x": 1e999, "y": 2}]}"#,
        "trace.json is not valid JSON"
      ),
      ("[1, 2]", "trace: must be an object, got an array"),
      ("{}", "events: missing"),
      (#"{"events": null}"#, "events: missing"),
      (#"{"events": 3}"#, "events: must be an array, got a number"),
      (#"{"events": ["a"]}"#, "events[0]: must be an object, got a string"),
      (
        #"{"events": [], "recognisers": []}"#,
        "recognisers: unknown field (expected one of events, recognizers)"
      ),
      (
        oneEvent(#""t": 0, "pointer": 1, "phase": "jump", "x": 1, "y": 2"#),
        "events[0].phase: expected down, move, up or cancel, got \"jump\""
      ),
      (
        oneEvent(#""t": 0, "pointer": 1, "x": 1, "y": 2"#),
        "events[0].phase: missing (down, move, up or cancel)"
      ),
      (
        oneEvent(#""t": 0, "pointer": 1, "phase": 2, "x": 1, "y": 2"#),
        "events[0].phase: expected down, move, up or cancel, got a number"
      ),
      (oneEvent(#""t": 0, "pointer": 1, "phase": "down", "y": 2"#), "events[0].x: missing"),
      (oneEvent(#""t": 0, "pointer": 1, "phase": "move", "x": 2"#), "events[0].y: missing"),
      (oneEvent(#""pointer": 1, "phase": "up""#), "events[0].t: missing"),
      (
        oneEvent(#""t": 0, "pointer": 1.5, "phase": "down", "x": 1, "y": 2"#),
        "events[0].pointer: must be an integer, got 1.5"
      ),
      (
        oneEvent(#""t": 0, "pointer": 1e300, "phase": "down", "x": 1, "y": 2"#),
        "events[0].pointer: must be an integer, got 1e+300"
      ),
      (
        oneEvent(#""t": "0", "pointer": 1, "phase": "down", "x": 1, "y": 2"#),
        "events[0].t: must be a number, got a string"
      ),
      (
        oneEvent(#""t": 0, "pointer": true, "phase": "down", "x": 1, "y": 2"#),
        "events[0].pointer: must be a number, got a boolean"
      ),
      (
        oneEvent(down + #", "pressure": 1"#),
        "events[0].pressure: unknown field (expected one of phase, pointer, t, x, y)"
      ),
      (
        #"{"events": [{"t": 10, "pointer": 1, "phase": "down", "x": 0, "y": 0}, {"t": 5, "pointer": 1, "phase": "up"}]}"#,
        "events[1].t: 5 ms is earlier than the previous event's 10 ms"
      ),
      (
        #"{"events": [], "recognizers": "pan"}"#,
        "recognizers: must be an array of names, got a string"
      ),
      (#"{"events": [], "recognizers": []}"#, "recognizers: is empty"),
      (
        #"{"events": [], "recognizers": ["swipe"]}"#,
        "recognizers[0]: unknown recognizer; expected one of pan, rotation, scale, tap, "
          + "doubleTap, longPress"
      ),
      (
        #"{"events": [], "recognizers": ["pan", "tap", "pan"]}"#,
        "recognizers[2]: \"pan\" is listed twice"
      ),
    ]
    for (json, message) in cases {
      let error = traceError(json)
      #expect(error?.hasPrefix(message) == true, "\(json): \(error ?? "nil")")
      #expect(error?.contains("\n") == false)
    }
  }

  @Test("the source names standard input in the not-JSON message")
  func sourceName() {
    do {
      _ = try PointerTrace.read(Data("{".utf8), source: "the input")
      Issue.record("read")
    } catch {
      #expect(error.message.hasPrefix("the input is not valid JSON"))
    }
  }
}
