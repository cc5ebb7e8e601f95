import MotionPhysics
import MotionRuntime
import MotionStreams

extension DemoSession {
  /// The document being written: its properties and motions, in the order they are logged.
  struct Log {
    /// Scene time of each recorded frame, ms.
    let times: [Double]
    private var properties: [(name: String, value: Double)] = []
    private var motions: [String] = []

    init(times: [Double]) {
      self.times = times
    }

    /// Declares `name` with its value at the first frame.
    mutating func declare(_ name: String, _ values: [Double]) {
      properties.append((name, values.first ?? 0))
    }

    /// The last frame at or before `seconds` of scene time (within 1 ns), or the first frame.
    func frame(atOrBefore seconds: Double) -> Int {
      times.lastIndex { $0 <= seconds * 1000 + 1e-6 } ?? 0
    }

    /// The last frame strictly before `seconds` of scene time (by more than 1 ns), or the first.
    func frame(before seconds: Double) -> Int {
      times.lastIndex { $0 < seconds * 1000 - 1e-6 } ?? 0
    }

    /// A motion that has no parameters, as the runtime showed it: a tween through the values
    /// of frames `from...end`, linear between frames, from the last frame before the value
    /// first changes (when `from` is nil: from the first frame on) to the first frame from
    /// which it no longer changes, each run of equal values kept as its ends; with `holding`,
    /// from `from` itself to `end` (a finger holding the property still at either end, while
    /// a motion logged before would still move it). Nothing when the value does not change.
    mutating func frames(
      _ name: String, _ values: [Double], from: Int? = nil, until end: Int, holding: Bool = false
    ) {
      let lower = from ?? 0
      guard end > lower, end < values.count, end < times.count,
        let changed = (lower + 1...end).first(where: { values[$0] != values[lower] }),
        let last = (lower...end).last(where: { values[$0] != values[end] })
      else { return }
      let (first, final) = holding ? (lower, end) : (changed - 1, last + 1)
      let frames = (first...final).filter { index in
        index == first || index == final || values[index] != values[index - 1]
          || values[index] != values[index + 1]
      }
      let start = times[frames[0]]
      let length = times[frames[frames.count - 1]] - start
      motion(
        name, kind: "tween", delay: start / 1000,
        [
          ("duration", Self.number(length)), ("values", Self.numbers(frames.map { values[$0] })),
          ("offsets", Self.numbers(frames.map { (times[$0] - start) / length })),
          (
            "interTimingFunctions",
            Self.strings(Array(repeating: "linear", count: frames.count - 1))
          ),
        ])
    }

    /// A spring of `spring`'s parameters and rest thresholds on `name`, starting at `seconds`
    /// of scene time toward `to`, from `from` with `velocity` (units per second) when given,
    /// else from what shows then.
    mutating func spring(
      _ name: String, _ spring: Spring<Point>, delay seconds: Double, to: Double,
      from: Double? = nil, _ velocity: Double? = nil
    ) {
      self.spring(
        name, spring.parameters.value, rest: (spring.restDisplacement, spring.restVelocity),
        delay: seconds, to: to, from: from, velocity)
    }

    /// A spring of `parameters` with the rest thresholds `rest` (displacement, velocity), as
    /// ``spring(_:_:delay:to:from:_:)`` logs an interaction's.
    mutating func spring(
      _ name: String, _ parameters: SpringParameters,
      rest: (displacement: Double, velocity: Double), delay seconds: Double, to: Double,
      from: Double? = nil, _ velocity: Double? = nil
    ) {
      var fields = [("to", Self.number(to))]
      if let from { fields.append(("from", Self.number(from))) }
      if let velocity { fields.append(("velocity", Self.number(velocity))) }
      fields += [
        ("stiffness", Self.number(parameters.stiffness)),
        ("damping", Self.number(parameters.damping)), ("mass", Self.number(parameters.mass)),
        ("restDisplacement", Self.number(rest.displacement)),
        ("restVelocity", Self.number(rest.velocity)),
      ]
      motion(name, kind: "spring", delay: seconds, fields)
    }

    /// A motion of `kind` on `name` starting at `seconds` of scene time, with `fields` (JSON
    /// text), after those logged before it.
    mutating func motion(
      _ name: String, kind: String, delay seconds: Double, _ fields: [(String, String)]
    ) {
      let all =
        [
          ("kind", JSONStringLiteral.quoted(kind)), ("property", JSONStringLiteral.quoted(name)),
          ("delay", Self.number(seconds * 1000)),
        ] + fields
      motions.append("{ " + all.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + " }")
    }

    /// The document's JSON text.
    var text: String {
      let declared = properties.map { "    \"\($0.name)\": \(Self.number($0.value))" }
      return "{\n  \"properties\": {\n" + declared.joined(separator: ",\n") + "\n  },\n"
        + "  \"motions\": [\n    " + motions.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    /// A number in shortest round-trip form (integers without a fraction).
    static func number(_ value: Double) -> String {
      if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
      return "\(value)"
    }

    /// Numbers as a JSON array.
    static func numbers(_ values: [Double]) -> String {
      "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// Strings as a JSON array.
    static func strings(_ values: [String]) -> String {
      "[" + values.map { JSONStringLiteral.quoted($0) }.joined(separator: ", ") + "]"
    }
  }
}
