import Foundation

/// A parsed JSON value, decoded strictly (a number is never a Bool and vice versa), so that the
/// replay trace can be validated field by field with messages that name the field.
enum ReplayJSON: Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([ReplayJSON])
  case object([String: ReplayJSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([ReplayJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: ReplayJSON].self))
    }
  }

  /// Parses `data`, or throws a one-line ``CommandError``.
  static func parse(_ data: Data, name: String) throws(CommandError) -> ReplayJSON {
    do {
      return try JSONDecoder().decode(ReplayJSON.self, from: data)
    } catch {
      throw CommandError("\(name) is not valid JSON")
    }
  }

  /// A short description of the value's kind, for error messages.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// Writes JSON output lines: fixed key order, numbers rounded to 6 decimals, integers without
/// a fraction, non-finite numbers as `null`.
struct ReplayLine {
  private var fields: [String] = []

  mutating func add(_ key: String, _ value: Double) {
    fields.append("\"\(key)\": \(Self.number(value))")
  }

  mutating func add(_ key: String, _ value: String) {
    fields.append("\"\(key)\": \"\(value)\"")
  }

  mutating func add(_ key: String, x: Double, y: Double) {
    fields.append("\"\(key)\": {\"x\": \(Self.number(x)), \"y\": \(Self.number(y))}")
  }

  var text: String { "{" + fields.joined(separator: ", ") + "}" }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return "\(rounded)"
  }
}
