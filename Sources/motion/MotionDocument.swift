import Foundation
import MotionTween

/// A motion document: properties with their values before any tween, tweens in registration
/// order, and sample times. The format is described in `Docs/MotionDocument.md`.
///
/// ```json
/// { "properties": { "x": 0, "opacity": 1 },
///   "tweens": [ { "property": "x", "duration": 300, "delay": 0, "values": [0, 100, 80],
///                 "offsets": [0, 0.7, 1],
///                 "interTimingFunctions": ["standard", "cubic-bezier(0.4, 0, 1, 1)"] } ],
///   "samples": [0, 16.667, 33.333] }
/// ```
/// Times in the document are milliseconds on the document's timeline.
struct MotionDocument {
  /// One tween of the document, on the property it names.
  struct Entry {
    var property: String
    var tween: Tween<Double>
  }

  /// Each property's value before any tween, sorted by name (the output order).
  var properties: [(name: String, value: Double)]
  /// The tweens, in registration order (later ones take precedence).
  var tweens: [Entry]
  /// The sample times in milliseconds, in the document's order, if it gives any.
  var samples: [Double]?

  /// Parses and validates a document; the error names the field and the problem.
  init(json data: Data) throws(CommandError) {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw CommandError("not valid JSON: \(detail ?? "\(error)")")
    }
    let top = try JSONField.object(root, at: "document")
    try JSONField.rejectUnknown(top, allowed: ["properties", "tweens", "samples"], at: "")
    let declared = try JSONField.object(top["properties"] ?? [:], at: "properties")
    var properties: [(name: String, value: Double)] = []
    for name in declared.keys.sorted() {
      properties.append((name, try JSONField.number(declared[name]!, at: "properties.\(name)")))
    }
    self.properties = properties
    let tweenList = try JSONField.array(top["tweens"] ?? [Any](), at: "tweens")
    var tweens: [Entry] = []
    for (index, item) in tweenList.enumerated() {
      tweens.append(try Self.entry(item, at: "tweens[\(index)]", declared: Set(declared.keys)))
    }
    self.tweens = tweens
    if let list = top["samples"], !(list is NSNull) {
      samples = try JSONField.numbers(list, at: "samples")
    }
  }

  private static func entry(_ item: Any, at path: String, declared: Set<String>)
    throws(CommandError)
    -> Entry
  {
    let fields = try JSONField.object(item, at: path)
    try JSONField.rejectUnknown(
      fields,
      allowed: ["property", "duration", "delay", "values", "offsets", "interTimingFunctions"],
      at: path + ".")
    guard let property = fields["property"] as? String else {
      throw CommandError("\(path).property: missing, or not a string")
    }
    guard declared.contains(property) else {
      throw CommandError("\(path).property: '\(property)' is not declared in properties")
    }
    guard let durationField = fields["duration"] else {
      throw CommandError("\(path).duration: missing")
    }
    let duration = try JSONField.number(durationField, at: "\(path).duration")
    let delay =
      try fields["delay"].map { v throws(CommandError) in
        try JSONField.number(v, at: "\(path).delay")
      } ?? 0
    guard duration >= 0 else {
      throw CommandError("\(path).duration: must not be negative, got \(duration) ms")
    }
    guard delay >= 0 else {
      throw CommandError("\(path).delay: must not be negative, got \(delay) ms")
    }
    guard let valuesField = fields["values"] else { throw CommandError("\(path).values: missing") }
    let values = try JSONField.numbers(valuesField, at: "\(path).values")
    let offsets = try JSONField.optional(fields["offsets"]).map { v throws(CommandError) in
      try JSONField.numbers(v, at: "\(path).offsets")
    }
    let functions = try JSONField.optional(fields["interTimingFunctions"]).map {
      v throws(CommandError) in
      try timingFunctions(v, at: "\(path).interTimingFunctions")
    }
    do {
      // The document's tweens run in its own unit, milliseconds: tween math is unit-free, and
      // keeping the document's numbers makes hand-checkable times exact (0.7 − 0.2 ≠ 0.5 in
      // binary seconds, 700 − 200 = 500 in milliseconds).
      let tween = try Tween(
        duration: duration, delay: delay, values: values,
        offsets: offsets, interTimingFunctions: functions)
      return Entry(property: property, tween: tween)
    } catch {
      // The tween reads the document's milliseconds as its unit: say the range in the document's.
      switch error {
      case .invalidDuration(let value):
        throw CommandError("\(path).duration: must be between 0 and 1e12 ms, got \(value)")
      case .invalidDelay(let value):
        throw CommandError("\(path).delay: must be between 0 and 1e12 ms, got \(value)")
      default:
        throw CommandError("\(path).\(error.description)")
      }
    }
  }

  private static func timingFunctions(_ value: Any, at path: String) throws(CommandError)
    -> [TimingFunction]
  {
    var functions: [TimingFunction] = []
    for (index, item) in try JSONField.array(value, at: path).enumerated() {
      guard let text = item as? String else {
        throw CommandError("\(path)[\(index)]: must be a string such as \"ease\"")
      }
      do {
        functions.append(try TimingFunction(css: text))
      } catch {
        throw CommandError("\(path)[\(index)]: \(error.description)")
      }
    }
    return functions
  }
}
