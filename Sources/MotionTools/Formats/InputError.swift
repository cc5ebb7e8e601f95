/// A user-facing failure of the tools: one line that names the field or option and the problem
/// (`tweens[0].duration: must not be negative, got -5.0 ms`).
///
/// Every reader and renderer of the tools target throws this one type, so the `motion` command
/// prints any failure the same way: `motion <subcommand>: error: <message>`, exit status 1.
package struct InputError: Error, CustomStringConvertible, Equatable {
  /// The message, naming the field or option and the problem, on one line.
  package var message: String

  /// An error with `message` (a single line).
  package init(_ message: String) {
    self.message = message
  }

  /// An error about the field at `path` (`tweens[0].delay`), or about the whole input when the
  /// path is empty.
  package init(at path: JSONPath, _ problem: String) {
    message = path.isRoot ? problem : "\(path): \(problem)"
  }

  package var description: String { message }
}
