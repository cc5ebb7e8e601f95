import Foundation
import MotionGestures
import MotionStreams

/// A validated pointer trace: `{"events": [{"t": ms, "pointer": id, "phase": …, "x": …, "y": …}],
/// "recognizers": [...]}`.
struct ReplayTrace {
  /// The events, timestamps converted to seconds.
  var events: [PointerEvent]
  /// The recognizers to run, in order.
  var recognizers: [ReplayRecognizerKind]

  /// Validates a parsed document; every problem is one ``CommandError`` line naming the field.
  init(_ json: ReplayJSON) throws(CommandError) {
    guard case .object(let root) = json else {
      throw CommandError("the trace must be a JSON object with an \"events\" array")
    }
    guard let eventsValue = root["events"] else { throw CommandError("missing \"events\"") }
    guard case .array(let items) = eventsValue else {
      throw CommandError("\"events\" must be an array, got \(eventsValue.kind)")
    }
    var events: [PointerEvent] = []
    var previous: Double?
    for (index, item) in items.enumerated() {
      let event = try Self.event(item, path: "events[\(index)]")
      let milliseconds = event.timestamp * 1000
      if let previous, event.timestamp < previous {
        throw CommandError(
          "events[\(index)].t: \(ReplayLine.number(milliseconds)) ms is earlier than the "
            + "previous event's \(ReplayLine.number(previous * 1000)) ms")
      }
      previous = event.timestamp
      events.append(event)
    }
    self.events = events
    self.recognizers = try Self.recognizers(root["recognizers"])
  }

  private static func event(_ value: ReplayJSON, path: String) throws(CommandError)
    -> PointerEvent
  {
    guard case .object(let fields) = value else {
      throw CommandError("\(path) must be an object, got \(value.kind)")
    }
    let time = try number(fields, "t", path)
    let pointerValue = try number(fields, "pointer", path)
    guard pointerValue.rounded() == pointerValue, abs(pointerValue) < 1e15 else {
      throw CommandError("\(path).pointer: must be an integer, got \(pointerValue)")
    }
    guard case .string(let phaseName) = fields["phase"] ?? .null else {
      throw CommandError("\(path): missing \"phase\" (down, move, up or cancel)")
    }
    guard let phase = PointerEvent.Phase(rawValue: phaseName) else {
      throw CommandError(
        "\(path).phase: expected down, move, up or cancel, got \"\(phaseName)\"")
    }
    let needsPosition = phase == .down || phase == .move
    let x = try needsPosition || fields["x"] != nil ? number(fields, "x", path) : .nan
    let y = try needsPosition || fields["y"] != nil ? number(fields, "y", path) : .nan
    return PointerEvent(
      pointer: Int(pointerValue), phase: phase, position: Point(x: x, y: y),
      timestamp: time / 1000)
  }

  private static func number(_ fields: [String: ReplayJSON], _ key: String, _ path: String)
    throws(CommandError) -> Double
  {
    guard let value = fields[key] else { throw CommandError("\(path): missing \"\(key)\"") }
    guard case .number(let number) = value else {
      throw CommandError("\(path).\(key): must be a number, got \(value.kind)")
    }
    guard number.isFinite else { throw CommandError("\(path).\(key): must be finite") }
    return number
  }

  private static func recognizers(_ value: ReplayJSON?) throws(CommandError)
    -> [ReplayRecognizerKind]
  {
    guard let value else { return ReplayRecognizerKind.allCases }
    guard case .array(let items) = value else {
      throw CommandError("\"recognizers\" must be an array of names, got \(value.kind)")
    }
    guard !items.isEmpty else { throw CommandError("\"recognizers\" is empty") }
    var kinds: [ReplayRecognizerKind] = []
    for (index, item) in items.enumerated() {
      guard case .string(let name) = item, let kind = ReplayRecognizerKind(rawValue: name) else {
        let names = ReplayRecognizerKind.allCases.map(\.rawValue).joined(separator: ", ")
        throw CommandError("recognizers[\(index)]: unknown recognizer; expected one of \(names)")
      }
      guard !kinds.contains(kind) else {
        throw CommandError("recognizers[\(index)]: \"\(name)\" is listed twice")
      }
      kinds.append(kind)
    }
    return kinds
  }
}
