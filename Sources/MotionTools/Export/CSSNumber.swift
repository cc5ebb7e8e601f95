import Foundation

/// How the export prints numbers into CSS, JSON and JavaScript: exactly (keyframe values,
/// base values) or with the fewest digits that stay within a tolerance (the points of a
/// `linear()` easing, keyframe offsets).
///
/// Every form is plain decimal notation (`0.0000012`, never `1.2e-06`), without a trailing
/// `.0` (`300`, not `300.0`), and never `-0`: valid in CSS, JSON and JavaScript alike.
package enum CSSNumber {
  /// `value` in full: the shortest decimal that reads back to the same double.
  package static func exact(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return plain(value.description)
  }

  /// The shortest decimal (fewest digits after the point) within `tolerance` of `value`, the
  /// nearest at that precision. `tolerance` 0 (or below) prints ``exact(_:)``.
  package static func within(_ tolerance: Double, of value: Double) -> String {
    shortest(value, tolerance: tolerance) { _ in true }
  }

  /// The shortest decimal in `[value − tolerance, value]`: never above `value`. Keyframe
  /// offsets use it, so that a keyframe where the motion jumps is never placed after the
  /// instant the jump belongs to.
  package static func atMost(_ value: Double, within tolerance: Double) -> String {
    shortest(value, tolerance: tolerance) { $0 <= value }
  }

  private static func shortest(
    _ value: Double, tolerance: Double, accept: (Double) -> Bool
  ) -> String {
    guard value.isFinite else { return "0" }
    guard tolerance > 0, tolerance.isFinite else { return exact(value) }
    for decimals in 0...17 {
      let scale = pow(10, Double(decimals))
      for candidate in [(value * scale).rounded() / scale, (value * scale).rounded(.down) / scale]
      where abs(candidate - value) <= tolerance && accept(candidate) {
        return fixed(candidate, decimals)
      }
    }
    return exact(value)
  }

  /// `value` with `decimals` digits after the point, trailing zeros dropped.
  private static func fixed(_ value: Double, _ decimals: Int) -> String {
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// Swift's shortest round-trip text (`1.5e-07`, `12.5`) in plain decimal notation.
  private static func plain(_ text: String) -> String {
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
    let exponent = Int(text[text.index(after: e)...]) ?? 0
    var mantissa = String(text[..<e])
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa.removeFirst() }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let whole = String(parts[0])
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    var digits = whole + fraction
    var point = whole.count + exponent
    if point <= 0 {
      digits = String(repeating: "0", count: 1 - point) + digits
      point = 1
    }
    if point > digits.count { digits += String(repeating: "0", count: point - digits.count) }
    var result = String(digits.prefix(point))
    let rest = String(digits.dropFirst(point))
    let trimmedWhole = result.drop { $0 == "0" }
    result = trimmedWhole.isEmpty ? "0" : String(trimmedWhole)
    var tail = rest
    while tail.hasSuffix("0") { tail.removeLast() }
    if !tail.isEmpty { result += "." + tail }
    return (negative ? "-" : "") + result
  }
}
