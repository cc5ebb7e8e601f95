package import Foundation

/// The one JSON reader of the tools: decodes a `Decodable` format (``MotionDocument``,
/// ``PointerTrace``) and turns every failure into one ``InputError`` line that names the field
/// and the problem.
///
/// The formats validate as they decode (through ``JSONFields``) and throw ``InputError`` with
/// the field's path themselves; what the decoder reports on its own (text that is not JSON, a
/// container of the wrong kind) is translated here:
///
/// - not JSON: `<source> is not valid JSON: <the parser's detail>`. JSON has no NaN or infinity,
///   and a number too large for a double (`1e400`) is not valid JSON either;
/// - a value of the wrong kind: `<path>: must be an array, got a string`;
/// - a missing key: `<path>: missing`.
package enum StrictJSON {
  /// Decodes `type` from `data`. `source` names the input in the "not valid JSON" message
  /// (a file name, or "the input" for standard input); `root` names the document when the
  /// problem is at its top level ("document: must be an object, got an array").
  package static func decode<Format: Decodable>(
    _ type: Format.Type, from data: Data, source: String, root: String
  ) throws(InputError) -> Format {
    do {
      return try JSONDecoder().decode(Format.self, from: data)
    } catch let error as InputError {
      throw error
    } catch let error as DecodingError {
      throw message(for: error, data: data, source: source, root: root)
    } catch {
      throw InputError("\(source): \(error)")
    }
  }

  /// The one-line message for a decoder's own error.
  static func message(for error: DecodingError, data: Data, source: String, root: String)
    -> InputError
  {
    // Text the platform's parser rejects is not JSON, whatever the decoder made of it: a number
    // a double cannot hold (`1e400`) reaches the decoder as a value it cannot decode, at no path.
    if let detail = syntaxDetail(data) {
      return InputError("\(source) is not valid JSON: \(detail)")
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return InputError("\(source) is not valid JSON")
    case .dataCorrupted(let context):
      return InputError(at: JSONPath(context.codingPath), context.debugDescription)
    case .keyNotFound(let key, let context):
      return InputError(at: JSONPath(context.codingPath + [key]), "missing")
    case .typeMismatch(let expected, let context), .valueNotFound(let expected, let context):
      let path = JSONPath(context.codingPath)
      let found = (try? JSONDecoder().decode(JSONValue.self, from: data))?.value(at: path)
      let name = path.isRoot ? root : "\(path)"
      return InputError(
        "\(name): must be \(kind(expected))\(found.map { ", got \($0.kind)" } ?? "")")
    @unknown default:
      return InputError("\(source): \(error)")
    }
  }

  /// What the platform's parser says about text that is not JSON (`JSONDecoder` gives no
  /// detail on every platform; `JSONSerialization` names the problem).
  static func syntaxDetail(_ data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
      return nil
    } catch {
      return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    }
  }

  /// "an object", "an array", "a number", "a string" for the type a decoder expected.
  static func kind(_ type: Any.Type) -> String {
    let name = "\(type)"
    if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") {
      return "an object"
    }
    if name.hasPrefix("Array") || name.hasPrefix("UnkeyedDecodingContainer") { return "an array" }
    if name == "String" { return "a string" }
    if name == "Bool" { return "a boolean" }
    return "a number"
  }
}
