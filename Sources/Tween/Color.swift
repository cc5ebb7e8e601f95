/// An RGBA color with `Double` components, interpolated component-wise.
///
/// Components are gamma-encoded sRGB with straight (not premultiplied) alpha, nominally in
/// [0, 1]; they are not clamped, so an overshooting curve can carry a component outside [0, 1]
/// (clamp when displaying). Nothing validates a color when it is made; a ``Tween`` rejects one
/// with a NaN or infinite component (``TweenError/nonFiniteValue(index:)``).
///
/// A `Tween<Color>` interpolates these four numbers as they are: straight sRGB, so a fade to a
/// transparent color passes through that color's hue. To interpolate as CSS Color 4 does — in
/// Oklab, linear sRGB or sRGB, with premultiplied alpha — tween an ``InterpolatedColor`` of the
/// space instead (<doc:ColorInterpolation>), or mix two colors once with
/// ``interpolated(to:amount:in:)``.
///
/// ```swift
/// let fade = try Tween(
///   duration: 0.2,
///   values: [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0, alpha: 0)])
/// ```
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible, Interpolatable {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double
  /// The opacity: 0 transparent, 1 opaque.
  public var alpha: Double

  /// Creates a color; `alpha` defaults to opaque.
  @inlinable
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Transparent black, the additive identity.
  public static let zero = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// Component-wise sum.
  @inlinable
  public static func + (lhs: Color, rhs: Color) -> Color {
    Color(
      red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
      alpha: lhs.alpha + rhs.alpha)
  }

  /// Component-wise difference.
  @inlinable
  public static func - (lhs: Color, rhs: Color) -> Color {
    Color(
      red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
      alpha: lhs.alpha - rhs.alpha)
  }

  /// Every component multiplied by `factor`.
  @inlinable
  public func scaled(by factor: Double) -> Color {
    Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
  }

  /// The sum of the four squared components.
  @inlinable
  public var magnitudeSquared: Double {
    red * red + green * green + blue * blue + alpha * alpha
  }

  /// Whether every component is finite.
  @inlinable
  public var isFinite: Bool {
    red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
  }

  /// `"rgba(r, g, b, a)"` with components in [0, 1].
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
