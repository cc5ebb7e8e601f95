/// A colour space colours can be interpolated in, named as CSS Color 4 names it.
///
/// ``Color`` holds gamma-encoded sRGB. A space converts it to three coordinates (straight, not
/// premultiplied) and back: ``srgb`` leaves them as they are, ``linearSRGB`` undoes the transfer
/// function (light adds linearly: physically mixed light), ``oklab`` is Björn Ottosson's
/// perceptual space (lightness L, green–red a, blue–yellow b: even perceived steps, hues that
/// keep their look), which CSS Color 4 makes the default for interpolating modern colours. The
/// conversions are CSS Color 4's published ones (``ColorConversion``).
///
/// ```swift
/// let lab = ColorSpace.oklab.components(of: Color(red: 1, green: 1, blue: 1))  // L 1, a 0, b 0
/// let back = ColorSpace.oklab.color(components: lab, alpha: 1)  // white again, within 1e-15
/// ```
///
/// To tween in a space, tween an ``InterpolatedColor`` of it; to mix two colours once, use
/// ``Color/interpolated(to:amount:in:)``. Both premultiply alpha as CSS does.
public enum ColorSpace: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Gamma-encoded sRGB, the space ``Color`` holds (CSS `srgb`).
  case srgb = "srgb"
  /// Linear-light sRGB (CSS `srgb-linear`).
  case linearSRGB = "srgb-linear"
  /// Oklab (CSS `oklab`): L, a, b.
  case oklab = "oklab"

  /// The CSS keyword: `srgb`, `srgb-linear` or `oklab`.
  public var description: String { rawValue }

  /// The three straight coordinates of `color` in this space (its alpha is not used). O(1).
  @inlinable
  public func components(of color: Color) -> SIMD3<Double> {
    let encoded = SIMD3(color.red, color.green, color.blue)
    switch self {
    case .srgb:
      return encoded
    case .linearSRGB:
      return Self.linear(encoded)
    case .oklab:
      return ColorConversion.oklab(
        fromXYZ: ColorConversion.xyz(fromLinearSRGB: Self.linear(encoded)))
    }
  }

  /// The ``Color`` whose coordinates in this space are `components`, with `alpha`. O(1).
  ///
  /// Not clamped: a colour outside the sRGB gamut keeps components outside [0, 1].
  @inlinable
  public func color(components: SIMD3<Double>, alpha: Double) -> Color {
    let encoded: SIMD3<Double>
    switch self {
    case .srgb:
      encoded = components
    case .linearSRGB:
      encoded = Self.encoded(components)
    case .oklab:
      encoded = Self.encoded(
        ColorConversion.linearSRGB(fromXYZ: ColorConversion.xyz(fromOklab: components)))
    }
    return Color(red: encoded.x, green: encoded.y, blue: encoded.z, alpha: alpha)
  }

  /// The transfer function undone on each component.
  @inlinable
  static func linear(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(
      ColorConversion.linear(fromSRGB: encoded.x), ColorConversion.linear(fromSRGB: encoded.y),
      ColorConversion.linear(fromSRGB: encoded.z))
  }

  /// The transfer function applied to each component.
  @inlinable
  static func encoded(_ linear: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(
      ColorConversion.srgb(fromLinear: linear.x), ColorConversion.srgb(fromLinear: linear.y),
      ColorConversion.srgb(fromLinear: linear.z))
  }
}

extension Color {
  /// This colour mixed with `other` in `space` as CSS Color 4 interpolates: both are converted
  /// to the space, their coordinates multiplied by their alpha, the four premultiplied values
  /// interpolated linearly as a tween interpolates, `(1 − amount)·a + amount·b` (`amount` 0 is
  /// `self`, 1 is `other`; outside [0, 1] it extrapolates), and the coordinates divided by the interpolated alpha (where that alpha is
  /// 0 they are kept as they are, CSS's rule), then converted back. O(1).
  ///
  /// Unlike ``Interpolatable/interpolated(to:amount:)`` (straight sRGB, component-wise, what a
  /// `Tween<Color>` does), a transparent end adds no colour: red to transparent blue stays red
  /// while it fades.
  ///
  /// ```swift
  /// let red = Color(red: 1, green: 0, blue: 0)
  /// let clear = Color(red: 0, green: 0, blue: 1, alpha: 0)
  /// let half = red.interpolated(to: clear, amount: 0.5, in: .oklab)  // red, alpha 0.5
  /// ```
  @inlinable
  public func interpolated(to other: Color, amount: Double, in space: ColorSpace) -> Color {
    let start = SIMD4(space.components(of: self), 1) * alpha
    let end = SIMD4(space.components(of: other), 1) * other.alpha
    let mixed = start * (1 - amount) + end * amount
    return space.color(components: unpremultiplied(mixed), alpha: mixed.w)
  }
}
