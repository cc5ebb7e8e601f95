/// What a snippet printed. A snippet calls `print`; its test declares a local `print` that
/// records here (it shadows the standard library's), so what a document says is printed is
/// asserted:
///
///     let printed = Printed()
///     func print(_ items: Any...) { printed.record(items) }
final class Printed {
  /// One line per call, the items joined by spaces.
  private(set) var lines: [String] = []

  func record(_ items: [Any]) {
    lines.append(items.map { String(describing: $0) }.joined(separator: " "))
  }
}
