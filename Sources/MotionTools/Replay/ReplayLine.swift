/// Writes one JSON output line of `motion replay`: fixed key order, numbers in
/// ``NumberFormat/json(_:)`` form.
package struct ReplayLine {
  private var fields: [String] = []

  package init() {}

  /// Adds `"key": number`.
  package mutating func add(_ key: String, _ value: Double) {
    fields.append("\"\(key)\": \(NumberFormat.json(value))")
  }

  /// Adds `"key": "text"` (the text is one of the tools' own names, never user input).
  package mutating func add(_ key: String, _ value: String) {
    fields.append("\"\(key)\": \"\(value)\"")
  }

  /// Adds `"key": {"x": …, "y": …}`.
  package mutating func add(_ key: String, x: Double, y: Double) {
    fields.append(
      "\"\(key)\": {\"x\": \(NumberFormat.json(x)), \"y\": \(NumberFormat.json(y))}")
  }

  /// The line.
  package var text: String { "{" + fields.joined(separator: ", ") + "}" }
}
