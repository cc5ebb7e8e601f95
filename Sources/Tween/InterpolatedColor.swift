/// A colour space an ``InterpolatedColor`` interpolates in: ``SRGBSpace``, ``LinearSRGBSpace``
/// or ``OklabSpace``.
public protocol ColorInterpolationSpace: Sendable {
  /// The space.
  static var colorSpace: ColorSpace { get }
}

/// Gamma-encoded sRGB (CSS `srgb`): CSS's space for legacy colours (`#hex`, `rgb()`).
public enum SRGBSpace: ColorInterpolationSpace {
  /// ``ColorSpace/srgb``.
  @inlinable public static var colorSpace: ColorSpace { .srgb }
}

/// Linear-light sRGB (CSS `srgb-linear`): light that adds as physical light does.
public enum LinearSRGBSpace: ColorInterpolationSpace {
  /// ``ColorSpace/linearSRGB``.
  @inlinable public static var colorSpace: ColorSpace { .linearSRGB }
}

/// Oklab (CSS `oklab`): perceptually even steps; CSS's default for modern colours.
public enum OklabSpace: ColorInterpolationSpace {
  /// ``ColorSpace/oklab``.
  @inlinable public static var colorSpace: ColorSpace { .oklab }
}

/// A colour that interpolates in `Space` with premultiplied alpha, as CSS Color 4 interpolates
/// colours: tween this to choose the space.
///
/// It holds the colour's coordinates in the space multiplied by its alpha, and the alpha
/// (``premultiplied``), and its arithmetic is component-wise on those four numbers. So a
/// `Tween<InterpolatedColor<OklabSpace>>` computes exactly CSS Color 4's interpolation "in
/// oklab": premultiply, interpolate linearly, divide by the interpolated alpha (``components``,
/// ``color``). A transparent end contributes no colour: red fading to transparent blue stays red
/// while it fades, where a `Tween<Color>` (straight sRGB, component-wise, unchanged) passes
/// through a half-transparent purple.
///
/// ```swift
/// let fade = try Tween(
///   duration: 0.3,
///   values: [
///     InterpolatedColor<OklabSpace>(Color(red: 1, green: 0, blue: 0)),
///     InterpolatedColor(Color(red: 0, green: 0, blue: 1, alpha: 0)),
///   ])
/// let halfway = fade.value(atLocalTime: 0.15, from: .zero).color  // red, alpha 0.5
/// ```
///
/// Sampling costs what sampling a `Color` costs (four multiply-adds, no conversion, no
/// allocation); converting happens in ``init(_:)`` and when ``color`` is read (three powers and,
/// for Oklab, three cubes and three matrix products).
///
/// **Velocity** (`Tween.velocity(atLocalTime:from:)`, a spring's velocity) is the rate of change
/// of the premultiplied coordinates and alpha, per second. ``colorVelocity(_:)`` turns it into
/// the rate of change of the displayed ``Color`` (exact, by the chain rule).
///
/// **Bad input**: a colour with a NaN or infinite component, or one so far out of range that a
/// conversion overflows, makes a value that is not finite (``isFinite``), which a ``Tween``
/// rejects with ``TweenError/nonFiniteValue(index:)``, as it rejects such a ``Color``.
public struct InterpolatedColor<Space: ColorInterpolationSpace>: Hashable, Sendable,
  CustomStringConvertible, Interpolatable
{
  /// `(c₀·α, c₁·α, c₂·α, α)`: the coordinates in `Space` multiplied by the alpha, then the alpha.
  public var premultiplied: SIMD4<Double>

  /// A colour from its premultiplied coordinates and alpha. O(1).
  @inlinable
  public init(premultiplied: SIMD4<Double>) {
    self.premultiplied = premultiplied
  }

  /// `color` converted to `Space` and premultiplied by its alpha. O(1).
  ///
  /// A fully transparent colour keeps no colour (its premultiplied coordinates are 0): it
  /// reads back as transparent black in sRGB and linear sRGB, and as `oklab(0 0 0 / 0)`.
  @inlinable
  public init(_ color: Color) {
    premultiplied = SIMD4(Space.colorSpace.components(of: color), 1) * color.alpha
  }

  /// The alpha. O(1).
  @inlinable
  public var alpha: Double { premultiplied.w }

  /// The straight coordinates in `Space`: the premultiplied ones divided by the alpha, or, where
  /// the alpha is 0, the premultiplied ones as they are (CSS Color 4's rule). O(1).
  @inlinable
  public var components: SIMD3<Double> { unpremultiplied(premultiplied) }

  /// The colour, converted back to sRGB; not clamped. O(1).
  @inlinable
  public var color: Color { Space.colorSpace.color(components: components, alpha: alpha) }

  /// Transparent, all four numbers 0.
  @inlinable
  public static var zero: InterpolatedColor { InterpolatedColor(premultiplied: .zero) }

  /// Component-wise sum of the premultiplied values.
  @inlinable
  public static func + (lhs: InterpolatedColor, rhs: InterpolatedColor) -> InterpolatedColor {
    InterpolatedColor(premultiplied: lhs.premultiplied + rhs.premultiplied)
  }

  /// Component-wise difference of the premultiplied values.
  @inlinable
  public static func - (lhs: InterpolatedColor, rhs: InterpolatedColor) -> InterpolatedColor {
    InterpolatedColor(premultiplied: lhs.premultiplied - rhs.premultiplied)
  }

  /// The four premultiplied values multiplied by `factor`.
  @inlinable
  public func scaled(by factor: Double) -> InterpolatedColor {
    InterpolatedColor(premultiplied: premultiplied * factor)
  }

  /// The sum of the four squared premultiplied values.
  @inlinable
  public var magnitudeSquared: Double {
    (premultiplied * premultiplied).sum()
  }

  /// Whether all four premultiplied values are finite.
  @inlinable
  public var isFinite: Bool {
    premultiplied.x.isFinite && premultiplied.y.isFinite && premultiplied.z.isFinite
      && premultiplied.w.isFinite
  }

  /// The rate of change of ``color`` (sRGB components and alpha per second) when this value
  /// changes at `velocity` (premultiplied values per second, as a tween or a spring reports
  /// it). Exact: the chain rule through the division by alpha and the conversion. O(1).
  ///
  /// Where the alpha is 0 the straight coordinates are the premultiplied ones (``components``),
  /// so the velocity there is theirs; the colour is not continuous where an overshooting alpha
  /// crosses 0.
  public func colorVelocity(_ velocity: InterpolatedColor) -> Color {
    let alpha = premultiplied.w
    let alphaRate = velocity.premultiplied.w
    let values = SIMD3(premultiplied.x, premultiplied.y, premultiplied.z)
    let rates = SIMD3(velocity.premultiplied.x, velocity.premultiplied.y, velocity.premultiplied.z)
    let straight = alpha == 0 ? values : values / alpha
    let straightRate = alpha == 0 ? rates : (rates - straight * alphaRate) / alpha
    let encodedRate: SIMD3<Double>
    switch Space.colorSpace {
    case .srgb:
      encodedRate = straightRate
    case .linearSRGB:
      encodedRate = Self.encodingSlope(straight) * straightRate
    case .oklab:
      let root = ColorConversion.rootLMS(fromOklab: straight)
      let rootRate = ColorConversion.rootLMS(fromOklab: straightRate)
      let xyz = ColorConversion.xyz(fromLMS: root * root * root)
      let xyzRate = ColorConversion.xyz(fromLMS: 3 * root * root * rootRate)
      encodedRate =
        Self.encodingSlope(ColorConversion.linearSRGB(fromXYZ: xyz))
        * ColorConversion.linearSRGB(fromXYZ: xyzRate)
    }
    return Color(red: encodedRate.x, green: encodedRate.y, blue: encodedRate.z, alpha: alphaRate)
  }

  /// The slope of the sRGB transfer function at each linear component.
  static func encodingSlope(_ linear: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(
      ColorConversion.srgbSlope(fromLinear: linear.x),
      ColorConversion.srgbSlope(fromLinear: linear.y),
      ColorConversion.srgbSlope(fromLinear: linear.z))
  }

  /// CSS text for the straight coordinates: `oklab(L a b / α)`, `color(srgb r g b / α)` or
  /// `color(srgb-linear r g b / α)`.
  public var description: String {
    let c = components
    let body = "\(c.x) \(c.y) \(c.z) / \(alpha)"
    let space = Space.colorSpace
    return space == .oklab ? "oklab(\(body))" : "color(\(space.rawValue) \(body))"
  }
}

/// The straight coordinates of premultiplied `(c·α, α)`: divided by α, or kept where α is 0.
@inlinable
func unpremultiplied(_ value: SIMD4<Double>) -> SIMD3<Double> {
  let coordinates = SIMD3(value.x, value.y, value.z)
  return value.w == 0 ? coordinates : coordinates / value.w
}
