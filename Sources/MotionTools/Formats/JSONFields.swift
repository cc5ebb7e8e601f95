/// The fields of one JSON object, read strictly inside a format's `init(from:)`: unknown keys
/// are rejected, a number must be a finite JSON number (never a boolean, never a string such as
/// `"NaN"`), and every problem is an ``InputError`` naming the field's path.
package struct JSONFields {
  /// Where the object sits in the document.
  package let path: JSONPath
  /// The object's fields.
  package let values: [String: JSONValue]
  private let container: KeyedDecodingContainer<FieldKey>

  /// Reads the object `decoder` is at. `name` names it when it is the whole document
  /// ("document: must be an object, got an array"); a key outside `allowed` is an error
  /// ("tweens[0].dleay: unknown field (expected one of …)"), reported in sorted order.
  package init(_ decoder: any Decoder, allowed: [String], name: String) throws {
    path = JSONPath(decoder.codingPath)
    let value = try decoder.singleValueContainer().decode(JSONValue.self)
    guard case .object(let values) = value else {
      throw InputError("\(path.isRoot ? name : "\(path)"): must be an object, got \(value.kind)")
    }
    self.values = values
    container = try decoder.container(keyedBy: FieldKey.self)
    if let unknown = values.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw InputError(
        at: path.appending(unknown),
        "unknown field (expected one of \(allowed.sorted().joined(separator: ", ")))")
    }
  }

  /// The field's value; `nil` when it is absent or JSON null.
  package func optional(_ key: String) -> JSONValue? {
    guard let value = values[key], value != .null else { return nil }
    return value
  }

  /// The field's value; "missing" when it is absent or null.
  package func required(_ key: String) throws(InputError) -> JSONValue {
    guard let value = optional(key) else { throw InputError(at: path.appending(key), "missing") }
    return value
  }

  /// A required finite number.
  package func number(_ key: String) throws(InputError) -> Double {
    try Self.number(try required(key), at: path.appending(key))
  }

  /// An optional finite number (absent or null: `nil`).
  package func optionalNumber(_ key: String) throws(InputError) -> Double? {
    guard let value = optional(key) else { return nil }
    return try Self.number(value, at: path.appending(key))
  }

  /// A required string.
  package func string(_ key: String) throws(InputError) -> String {
    let value = try required(key)
    guard case .string(let text) = value else {
      throw InputError(at: path.appending(key), "must be a string, got \(value.kind)")
    }
    return text
  }

  /// An optional array of finite numbers (absent or null: `nil`).
  package func optionalNumbers(_ key: String) throws(InputError) -> [Double]? {
    guard let value = optional(key) else { return nil }
    let at = path.appending(key)
    var numbers: [Double] = []
    for (index, item) in try Self.array(value, at: at).enumerated() {
      numbers.append(try Self.number(item, at: at.appending(index)))
    }
    return numbers
  }

  /// A required array of finite numbers.
  package func numbers(_ key: String) throws(InputError) -> [Double] {
    _ = try required(key)
    return try optionalNumbers(key) ?? []
  }

  /// An optional array of strings, checked element by element with `problem` naming what a
  /// string should look like ("must be a string such as \"ease\"").
  package func optionalStrings(_ key: String, problem: String) throws(InputError) -> [String]? {
    guard let value = optional(key) else { return nil }
    let at = path.appending(key)
    var strings: [String] = []
    for (index, item) in try Self.array(value, at: at).enumerated() {
      guard case .string(let text) = item else {
        throw InputError(at: at.appending(index), "\(problem), got \(item.kind)")
      }
      strings.append(text)
    }
    return strings
  }

  /// An optional array of nested objects, each decoded as `Element` (which reads its own
  /// fields with a ``JSONFields`` of its own, so its errors name `key[index].field`).
  package func optionalList<Element: Decodable>(_ key: String, of type: Element.Type) throws
    -> [Element]?
  {
    guard let value = optional(key) else { return nil }
    _ = try Self.array(value, at: path.appending(key))
    return try container.decode([Element].self, forKey: FieldKey(key))
  }

  /// The value as an array, or "must be an array, got …".
  package static func array(_ value: JSONValue, at path: JSONPath) throws(InputError)
    -> [JSONValue]
  {
    guard case .array(let items) = value else {
      throw InputError(at: path, "must be an array, got \(value.kind)")
    }
    return items
  }

  /// The value as a finite number, or "must be a number, got …".
  package static func number(_ value: JSONValue, at path: JSONPath) throws(InputError) -> Double {
    guard case .number(let number) = value else {
      throw InputError(at: path, "must be a number, got \(value.kind)")
    }
    guard number.isFinite else { throw InputError(at: path, "must be finite, got \(number)") }
    return number
  }
}
