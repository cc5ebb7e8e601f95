#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few C math functions the module needs, reached without Foundation.
enum Math {
  /// Cosine of `x` radians.
  static func cosine(_ x: Double) -> Double { cos(x) }

  /// Sine of `x` radians.
  static func sine(_ x: Double) -> Double { sin(x) }

  /// The angle of the vector `(x, y)` from the +x axis, in (-π, π].
  static func angle(y: Double, x: Double) -> Double { atan2(y, x) }
}
