import Foundation

/// What the readers look at to tell one format from the other when a read fails: a pointer
/// trace given to `motion plot`, a motion document given to `motion replay` (issue 32).
enum FormatHint {
  /// The keys of `data`'s top-level object; `nil` when it is not a JSON object.
  static func topLevelKeys(_ data: Data) -> Set<String>? {
    guard case .object(let fields)? = try? JSONDecoder().decode(JSONValue.self, from: data)
    else { return nil }
    return Set(fields.keys)
  }
}
