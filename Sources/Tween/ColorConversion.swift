#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The colour conversions of CSS Color 4, step by step, as its sample code publishes them.
///
/// Each function is one step of CSS Color 4's "Converting Colors" (section 18's
/// `conversions.js`): the sRGB transfer function and its inverse (`lin_sRGB`, `gam_sRGB`),
/// linear sRGB to and from CIE XYZ relative to D65 (`lin_sRGB_to_XYZ`, `XYZ_to_lin_sRGB`, the
/// rational matrices), and XYZ to and from Oklab (`XYZ_to_OKLab`, `OKLab_to_XYZ`, Björn
/// Ottosson's M1 and M2 recalculated by CSS for a consistent D65 white, and their inverses).
/// The constants are the published ones, digit for digit; the products are summed in the order
/// of the sample code's `multiplyMatrices`, so a conversion here and one in a browser's
/// reference code differ only where the C library's `pow` and `cbrt` differ from JavaScript's.
/// ``ColorSpace`` chains them; ``InterpolatedColor`` interpolates in their results.
///
/// ```swift
/// let red = ColorSpace.oklab.components(of: Color(red: 1, green: 0, blue: 0))
/// // (0.62796, 0.22486, 0.12585) to five places: oklch(0.62796 0.25768 29.234)
/// ```
///
/// The functions are total: negative and above-one components use the extended transfer
/// function (reflected in the origin, as CSS does), NaN gives NaN, and a component so large that
/// a power overflows gives an infinity (which ``InterpolatedColor/isFinite`` reports, so a
/// ``Tween`` rejects it). Each is O(1).
public enum ColorConversion {
  /// Gamma-encoded sRGB to linear light (`lin_sRGB`): `c / 12.92` for `|c| ≤ 0.04045`, else
  /// `sign(c) · ((|c| + 0.055) / 1.055)^2.4`.
  @inlinable
  public static func linear(fromSRGB c: Double) -> Double {
    let magnitude = c.magnitude
    if magnitude <= 0.04045 { return c / 12.92 }
    let power = colorPower((magnitude + 0.055) / 1.055, 2.4)
    return c < 0 ? -power : power
  }

  /// Linear light to gamma-encoded sRGB (`gam_sRGB`): `sign(c) · (1.055 · |c|^(1/2.4) − 0.055)`
  /// for `|c| > 0.0031308`, else `12.92 · c`.
  @inlinable
  public static func srgb(fromLinear c: Double) -> Double {
    let magnitude = c.magnitude
    if magnitude > 0.0031308 {
      let encoded = 1.055 * colorPower(magnitude, 1 / 2.4) - 0.055
      return c < 0 ? -encoded : encoded
    }
    return 12.92 * c
  }

  /// The slope of ``srgb(fromLinear:)`` at `c`: `12.92` for `|c| ≤ 0.0031308`, else
  /// `1.055 / 2.4 · |c|^(1/2.4 − 1)` (the function is odd, so its slope is even).
  @inlinable
  static func srgbSlope(fromLinear c: Double) -> Double {
    let magnitude = c.magnitude
    if magnitude > 0.0031308 { return 1.055 / 2.4 * colorPower(magnitude, 1 / 2.4 - 1) }
    return 12.92
  }

  /// Linear-light sRGB to CIE XYZ relative to D65 (`lin_sRGB_to_XYZ`), with the matrix CSS
  /// Color 4 publishes as rationals (`506752 / 1228815`, …).
  @inlinable
  public static func xyz(fromLinearSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
    product(
      (506_752.0 / 1_228_815, 87_881.0 / 245_763, 12_673.0 / 70_218),
      (87_098.0 / 409_605, 175_762.0 / 245_763, 12_673.0 / 175_545),
      (7_918.0 / 409_605, 87_881.0 / 737_289, 1_001_167.0 / 1_053_270),
      rgb)
  }

  /// CIE XYZ relative to D65 to linear-light sRGB (`XYZ_to_lin_sRGB`), the published inverse.
  @inlinable
  public static func linearSRGB(fromXYZ xyz: SIMD3<Double>) -> SIMD3<Double> {
    product(
      (12_831.0 / 3_959, -329.0 / 214, -1_974.0 / 3_959),
      (-851_781.0 / 878_810, 1_648_619.0 / 878_810, 36_519.0 / 878_810),
      (705.0 / 12_673, -2_585.0 / 12_673, 705.0 / 667),
      xyz)
  }

  /// CIE XYZ relative to D65 to Oklab (`XYZ_to_OKLab`): M1 (`XYZtoLMS`), the sign-matched cube
  /// root, M2 (`LMStoOKLab`). L is in [0, 1] for in-gamut colours.
  @inlinable
  public static func oklab(fromXYZ xyz: SIMD3<Double>) -> SIMD3<Double> {
    let lms = product(
      (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
      (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
      (0.0481771893596242, 0.2642395317527308, 0.6335478284694309),
      xyz)
    return product(
      (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
      (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
      (0.0259040424655478, 0.7827717124575296, -0.8086757549230774),
      SIMD3(colorCubeRoot(lms.x), colorCubeRoot(lms.y), colorCubeRoot(lms.z)))
  }

  /// The non-linear LMS of an Oklab colour, the cube roots M2 produced (`OKLabtoLMS`, the
  /// inverse of M2); ``xyz(fromOklab:)`` cubes them.
  @inlinable
  static func rootLMS(fromOklab lab: SIMD3<Double>) -> SIMD3<Double> {
    product(
      (1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
      (1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
      (1.0000000000000000, -0.0894841775298119, -1.2914855480194092),
      lab)
  }

  /// Linear LMS to CIE XYZ relative to D65 (`LMStoXYZ`, the inverse of M1).
  @inlinable
  static func xyz(fromLMS lms: SIMD3<Double>) -> SIMD3<Double> {
    product(
      (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
      (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
      (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816),
      lms)
  }

  /// Oklab to CIE XYZ relative to D65 (`OKLab_to_XYZ`): the inverse of M2, cubes, the inverse
  /// of M1.
  @inlinable
  public static func xyz(fromOklab lab: SIMD3<Double>) -> SIMD3<Double> {
    let root = rootLMS(fromOklab: lab)
    return xyz(fromLMS: root * root * root)
  }

  /// `matrix · vector`, each row summed left to right from 0 as `multiplyMatrices` does.
  @inlinable
  static func product(
    _ row0: (Double, Double, Double), _ row1: (Double, Double, Double),
    _ row2: (Double, Double, Double), _ v: SIMD3<Double>
  ) -> SIMD3<Double> {
    SIMD3(
      row0.0 * v.x + row0.1 * v.y + row0.2 * v.z,
      row1.0 * v.x + row1.1 * v.y + row1.2 * v.z,
      row2.0 * v.x + row2.1 * v.y + row2.2 * v.z)
  }
}

/// The C library's `pow`, out of line so that inlinable conversions need not import it.
@usableFromInline
func colorPower(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }

/// The C library's sign-matched `cbrt` (JavaScript's `Math.cbrt`), out of line.
@usableFromInline
func colorCubeRoot(_ x: Double) -> Double { cbrt(x) }
