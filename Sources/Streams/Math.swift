#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few C math functions the geometry needs, reached without Foundation; shared with the
/// other modules of the package (the rotation recognizer measures angles with it).
package enum Math {
  /// Cosine of `x` radians.
  package static func cosine(_ x: Double) -> Double { cos(x) }

  /// Sine of `x` radians.
  package static func sine(_ x: Double) -> Double { sin(x) }

  /// The angle of the vector `(x, y)` from the +x axis, in (-π, π].
  package static func angle(y: Double, x: Double) -> Double { atan2(y, x) }
}
