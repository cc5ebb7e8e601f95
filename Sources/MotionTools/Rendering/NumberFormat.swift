import Foundation

/// The one number formatter of the tools: every number the `motion` command prints or draws
/// goes through one of these styles, so the same value never prints two ways in one place.
package enum NumberFormat {
  /// `value` with exactly `digits` decimals (`12.50`): progress lines, timings.
  package static func fixed(_ value: Double, _ digits: Int) -> String {
    String(format: "%.\(max(0, min(digits, 17)))f", value)
  }

  /// An SVG coordinate or length, one decimal: a tenth of a pixel is below what any renderer
  /// shows. A non-finite value (which no renderer accepts) is written as 0.
  package static func svg(_ value: Double) -> String {
    String(format: "%.1f", value.isFinite ? value : 0)
  }

  /// A tick or axis label: integers without a fraction (`300`), others with up to three
  /// significant digits (`0.25`, `1.5e+03`).
  package static func label(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%.3g", value)
  }

  /// A number in JSON output lines: rounded to 6 decimals, integers without a fraction, and
  /// `null` for a non-finite value (JSON has no NaN or infinity).
  package static func json(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let rounded = (value * 1e6).rounded() / 1e6
    guard rounded.isFinite else { return "\(value)" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return "\(rounded)"
  }

  /// Swift's shortest round-trip form (`16.667`, `100.0`, `1.5521399118843875`), which reads
  /// back to the same double: sampled values, which must be exact.
  package static func roundTrip(_ value: Double) -> String {
    "\(value)"
  }
}
