/// A string as a JSON string literal: the one writer of JSON strings for `motion sample`'s JSON
/// table and the export's Web Animations output.
enum JSONStringLiteral {
  /// `text` quoted, with `"`, `\`, newline and the other control characters escaped; with
  /// `escapingHTML`, also `<`, `>` and `&` (as `\u003c`…), so the JSON can sit inside an HTML
  /// `<script>` element.
  static func quoted(_ text: String, escapingHTML: Bool = false) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case _
      where scalar.value < 0x20
        || (escapingHTML && (scalar == "<" || scalar == ">" || scalar == "&")):
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
