import Foundation

/// Typed access to `JSONSerialization` output, with errors that name the field's path.
enum JSONField {
  static func object(_ value: Any, at path: String) throws(CommandError) -> [String: Any] {
    guard let object = value as? [String: Any] else {
      throw CommandError("\(path): must be an object")
    }
    return object
  }

  static func array(_ value: Any, at path: String) throws(CommandError) -> [Any] {
    guard let array = value as? [Any] else { throw CommandError("\(path): must be an array") }
    return array
  }

  /// A finite JSON number (booleans are not numbers).
  static func number(_ value: Any, at path: String) throws(CommandError) -> Double {
    guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else {
      throw CommandError("\(path): must be a number")
    }
    let double = number.doubleValue
    guard double.isFinite else { throw CommandError("\(path): must be finite, got \(double)") }
    return double
  }

  static func numbers(_ value: Any, at path: String) throws(CommandError) -> [Double] {
    var numbers: [Double] = []
    for (index, item) in try array(value, at: path).enumerated() {
      numbers.append(try number(item, at: "\(path)[\(index)]"))
    }
    return numbers
  }

  /// nil for an absent field or JSON null.
  static func optional(_ value: Any?) -> Any? {
    guard let value, !(value is NSNull) else { return nil }
    return value
  }

  static func rejectUnknown(
    _ object: [String: Any], allowed: Set<String>, at prefix: String
  ) throws(CommandError) {
    if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
      let known = allowed.sorted().joined(separator: ", ")
      throw CommandError("\(prefix)\(unknown): unknown field (expected one of \(known))")
    }
  }
}
