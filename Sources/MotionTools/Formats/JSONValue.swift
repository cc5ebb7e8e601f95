/// One JSON value, decoded strictly: a number is never a boolean and a boolean never a number,
/// so that a reader can say what it found where it wanted something else ("got a string").
package enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: JSONValue].self) {
      self = .object(value)
    } else {
      // Last, so that the decoder's own error stands: a number a double cannot hold (`1e400`)
      // is reported as such, not as "must be an object".
      self = .number(try container.decode(Double.self))
    }
  }

  /// The value's kind with its article, for messages: "a number", "an array", "null".
  package var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value at `path` below this one, if there is one.
  package func value(at path: JSONPath) -> JSONValue? {
    var current = self
    for component in path.components {
      switch (component, current) {
      case (.key(let key), .object(let fields)):
        guard let next = fields[key] else { return nil }
        current = next
      case (.index(let index), .array(let items)):
        guard items.indices.contains(index) else { return nil }
        current = items[index]
      default:
        return nil
      }
    }
    return current
  }
}
