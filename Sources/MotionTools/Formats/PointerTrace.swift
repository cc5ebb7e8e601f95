package import Foundation
package import MotionGestures
import MotionStreams

/// A validated pointer trace, the input of `motion replay`:
/// `{"events": [{"t": ms, "pointer": id, "phase": …, "x": …, "y": …}], "recognizers": [...]}`.
///
/// Read it with ``read(_:source:)``: every problem is one ``InputError`` line naming the event
/// and the field (`events[3].phase: expected down, move, up or cancel, got "jump"`).
///
/// A trace must be one that could have been recorded (decision record 0027): at least one
/// event, at least one `down`, and no `down` for a pointer that is already down (it lifts, with
/// `up` or `cancel`, first). Events that no device sends but the recognizers absorb, such as a
/// `move`, `up` or `cancel` for a pointer that is not down, read; `motion replay` reports each
/// as a warning (``ReplaySession/warnings``).
package struct PointerTrace: Decodable {
  /// The events, timestamps converted to seconds.
  package var events: [PointerEvent]
  /// The recognizers to run, in order.
  package var recognizers: [ReplayRecognizerKind]

  /// The trace's top-level fields.
  static let fields = ["events", "recognizers"]

  package init(events: [PointerEvent], recognizers: [ReplayRecognizerKind]) {
    self.events = events
    self.recognizers = recognizers
  }

  /// Reads and validates a trace. `source` names the input in a "not valid JSON" message.
  package static func read(_ data: Data, source: String = "the trace") throws(InputError)
    -> PointerTrace
  {
    do {
      return try StrictJSON.decode(PointerTrace.self, from: data, source: source, root: "trace")
    } catch {
      // A motion document handed to the wrong command: say so, not "events: missing".
      if let keys = FormatHint.topLevelKeys(data), !keys.contains("events"),
        !keys.isDisjoint(with: MotionDocument.fields)
      {
        throw InputError(
          "\(source) looks like a motion document, not a pointer trace: use 'motion sample' or "
            + "'motion plot' for documents")
      }
      throw error
    }
  }

  package init(from decoder: any Decoder) throws {
    let fields = try JSONFields(decoder, allowed: Self.fields, name: "trace")
    _ = try fields.required("events")
    let records = try fields.optionalList("events", of: Event.self) ?? []
    var previous: Double?
    for (index, record) in records.enumerated() {
      if let previous, record.time < previous {
        throw InputError(
          at: fields.path.appending("events").appending(index).appending("t"),
          "\(NumberFormat.json(record.time)) ms is earlier than the previous event's "
            + "\(NumberFormat.json(previous)) ms")
      }
      previous = record.time
    }
    events = records.map(\.event)
    recognizers = try Self.recognizers(fields)
    try Self.checkSequence(events, at: fields.path.appending("events"))
  }

  /// Rejects the traces no device can record: no event, no `down`, a second `down` for a
  /// pointer that is already down.
  private static func checkSequence(_ events: [PointerEvent], at path: JSONPath) throws(InputError)
  {
    guard !events.isEmpty else {
      throw InputError(at: path, "is empty: a trace needs at least one event, a down first")
    }
    var downAt: [Int: Int] = [:]
    for (index, event) in events.enumerated() {
      switch event.phase {
      case .down:
        if let first = downAt[event.pointer] {
          throw InputError(
            at: path.appending(index),
            "a second down for pointer \(event.pointer), which is already down (since "
              + "events[\(first)]); a pointer lifts (up or cancel) before it goes down again")
        }
        downAt[event.pointer] = index
      case .up, .cancel:
        downAt[event.pointer] = nil
      case .move:
        break
      }
    }
    guard events.contains(where: { $0.phase == .down }) else {
      throw InputError(
        at: path, "has no down: no pointer ever touches, so nothing can be recognized")
    }
  }

  private static func recognizers(_ fields: JSONFields) throws(InputError)
    -> [ReplayRecognizerKind]
  {
    guard let value = fields.optional("recognizers") else { return ReplayRecognizerKind.allCases }
    let at = fields.path.appending("recognizers")
    guard case .array(let items) = value else {
      throw InputError(at: at, "must be an array of names, got \(value.kind)")
    }
    guard !items.isEmpty else { throw InputError(at: at, "is empty") }
    var kinds: [ReplayRecognizerKind] = []
    for (index, item) in items.enumerated() {
      guard case .string(let name) = item, let kind = ReplayRecognizerKind(rawValue: name) else {
        let names = ReplayRecognizerKind.allCases.map(\.rawValue).joined(separator: ", ")
        throw InputError(at: at.appending(index), "unknown recognizer; expected one of \(names)")
      }
      guard !kinds.contains(kind) else {
        throw InputError(at: at.appending(index), "\"\(name)\" is listed twice")
      }
      kinds.append(kind)
    }
    return kinds
  }
}

extension PointerTrace {
  /// One event object: `{"t": ms, "pointer": id, "phase": …, "x": …, "y": …}`.
  struct Event: Decodable {
    /// The time in milliseconds, as written.
    var time: Double
    /// The event, its timestamp in seconds.
    var event: PointerEvent

    static let fields = ["t", "pointer", "phase", "x", "y"]

    init(from decoder: any Decoder) throws {
      let fields = try JSONFields(decoder, allowed: Self.fields, name: "event")
      time = try fields.number("t")
      let pointer = try fields.number("pointer")
      guard pointer.rounded() == pointer, abs(pointer) < 1e15 else {
        throw InputError(
          at: fields.path.appending("pointer"), "must be an integer, got \(pointer)")
      }
      let phasePath = fields.path.appending("phase")
      guard let phaseValue = fields.optional("phase") else {
        throw InputError(at: phasePath, "missing (down, move, up or cancel)")
      }
      guard case .string(let phaseName) = phaseValue else {
        throw InputError(
          at: phasePath, "expected down, move, up or cancel, got \(phaseValue.kind)")
      }
      guard let phase = PointerEvent.Phase(rawValue: phaseName) else {
        throw InputError(at: phasePath, "expected down, move, up or cancel, got \"\(phaseName)\"")
      }
      // Down and move need a position; up and cancel may give one.
      let needsPosition = phase == .down || phase == .move
      let x = needsPosition ? try fields.number("x") : try fields.optionalNumber("x") ?? .nan
      let y = needsPosition ? try fields.number("y") : try fields.optionalNumber("y") ?? .nan
      event = PointerEvent(
        pointer: Int(pointer), phase: phase, position: Point(x: x, y: y), timestamp: time / 1000)
    }
  }
}
