package import Foundation
import MotionTween

/// A motion document: properties with their values before any motion, tweens and then motions
/// (tweens, springs, decays: PH-14) in registration order, and sample times. The format is described in `Docs/MotionDocument.md`.
///
/// ```json
/// { "properties": { "x": 0, "opacity": 1 },
///   "tweens": [ { "property": "x", "duration": 300, "delay": 0, "values": [0, 100, 80],
///                 "offsets": [0, 0.7, 1],
///                 "interTimingFunctions": ["standard", "cubic-bezier(0.4, 0, 1, 1)"] } ],
///   "samples": [0, 16.667, 33.333] }
/// ```
/// Times in the document are milliseconds on the document's timeline. Read it with
/// ``read(_:source:)``: every problem is one ``InputError`` line naming the field.
package struct MotionDocument: Decodable {
  /// Each property's value before any tween, sorted by name (the output order).
  package var properties: [(name: String, value: Double)]
  /// The tweens, in registration order (later ones take precedence).
  package var tweens: [Entry]
  /// The `motions` (tweens, springs, decays, PH-14), registered after ``tweens``.
  package var motions: [Motion]
  /// The sample times in milliseconds, in the document's order, if it gives any.
  package var samples: [Double]?

  /// The document's top-level fields.
  static let fields = ["properties", "tweens", "motions", "samples"]

  /// Reads and validates a document. `source` names the input in a "not valid JSON" message.
  package static func read(_ data: Data, source: String = "the document") throws(InputError)
    -> MotionDocument
  {
    do {
      return try StrictJSON.decode(
        MotionDocument.self, from: data, source: source, root: "document")
    } catch {
      // A pointer trace handed to the wrong command: say so, not "events: unknown field".
      if let keys = FormatHint.topLevelKeys(data), keys.contains("events"),
        keys.isSubset(of: PointerTrace.fields)
      {
        throw InputError(
          "\(source) looks like a pointer trace (it has \"events\"), not a motion document: "
            + "use 'motion replay' for traces")
      }
      throw error
    }
  }

  package init(from decoder: any Decoder) throws {
    let fields = try JSONFields(decoder, allowed: Self.fields, name: "document")
    var properties: [(name: String, value: Double)] = []
    if let declared = fields.optional("properties") {
      let at = fields.path.appending("properties")
      guard case .object(let values) = declared else {
        throw InputError(at: at, "must be an object, got \(declared.kind)")
      }
      for name in values.keys.sorted() {
        properties.append((name, try JSONFields.number(values[name]!, at: at.appending(name))))
      }
    }
    self.properties = properties
    let tweens = try fields.optionalList("tweens", of: Entry.self) ?? []
    let names = Set(properties.map(\.name))
    for (index, entry) in tweens.enumerated() where !names.contains(entry.property) {
      throw InputError(
        at: fields.path.appending("tweens").appending(index).appending("property"),
        "'\(entry.property)' is not declared in properties")
    }
    self.tweens = tweens
    let motions = try fields.optionalList("motions", of: Motion.self) ?? []
    for (index, motion) in motions.enumerated() where !names.contains(motion.property) {
      throw InputError(
        at: fields.path.appending("motions").appending(index).appending("property"),
        "'\(motion.property)' is not declared in properties")
    }
    self.motions = motions
    samples = try fields.optionalNumbers("samples")
  }

  /// Every motion in registration order: ``tweens``, then ``motions`` (PH-14).
  package var registered: [Motion] {
    tweens.map { Motion(property: $0.property, animation: $0.animation) } + motions
  }

  /// Each property's ``MotionStack``, in the order of ``properties``.
  package var stacks: [MotionStack] {
    let registered = registered
    return properties.map { property in
      MotionStack(
        baseValue: property.value,
        motions: registered.filter { $0.property == property.name }.map(\.animation))
    }
  }

  /// The index of `property` in ``properties``.
  package func index(of property: String) -> Int? {
    properties.firstIndex { $0.name == property }
  }
}
