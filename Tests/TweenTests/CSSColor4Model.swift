#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// CSS Color 4's sample conversion code, transcribed into Swift for the tests: a model written
/// from the text, not from the library (as `WebAnimationsModel` is for tweens).
///
/// Source: w3c/csswg-drafts, `css-color-4/conversions.js` (the file the specification's section
/// "Sample code for Color Conversions" includes) and `multiply-matrices.js`, and the section
/// "Interpolating with Alpha" of `css-color-4/Overview.bs`, read 2026-12-02. The matrices are
/// copied digit for digit as published (the rational ones as the same fractions); the functions
/// keep the sample code's names and steps. Arrays, not SIMD, so no code is shared with the
/// library.
enum CSSColor4Model {
  // lin_sRGB_to_XYZ: "using sRGB's own white, D65 (no chromatic adaptation)".
  static let linearSRGBToXYZ: [[Double]] = [
    [506752 / 1228815, 87881 / 245763, 12673 / 70218],
    [87098 / 409605, 175762 / 245763, 12673 / 175545],
    [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
  ]

  // XYZ_to_lin_sRGB.
  static let xyzToLinearSRGB: [[Double]] = [
    [12831 / 3959, -329 / 214, -1974 / 3959],
    [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
    [705 / 12673, -2585 / 12673, 705 / 667],
  ]

  // XYZ_to_OKLab: "XYZ <-> LMS matrices recalculated for consistent reference white".
  static let xyzToLMS: [[Double]] = [
    [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
    [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
    [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
  ]
  static let lmsToOklab: [[Double]] = [
    [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
    [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
    [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
  ]

  // OKLab_to_XYZ.
  static let lmsToXYZ: [[Double]] = [
    [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
    [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
    [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
  ]
  static let oklabToLMS: [[Double]] = [
    [1.0000000000000000, 0.3963377773761749, 0.2158037573099136],
    [1.0000000000000000, -0.1055613458156586, -0.0638541728258133],
    [1.0000000000000000, -0.0894841775298119, -1.2914855480194092],
  ]

  /// multiply-matrices.js for a 3×3 matrix and a vector: each row reduced from 0.
  static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
    matrix.map { row in
      var sum = 0.0
      for index in 0..<3 { sum = sum + row[index] * vector[index] }
      return sum
    }
  }

  /// lin_sRGB: "Extended transfer function: for negative values, linear portion is extended on
  /// reflection of axis, then reflected power function is used."
  static func linSRGB(_ rgb: [Double]) -> [Double] {
    rgb.map { val in
      let sign: Double = val < 0 ? -1 : 1
      let abs = Swift.abs(val)
      if abs <= 0.04045 { return val / 12.92 }
      return sign * pow((abs + 0.055) / 1.055, 2.4)
    }
  }

  /// gam_sRGB.
  static func gamSRGB(_ rgb: [Double]) -> [Double] {
    rgb.map { val in
      let sign: Double = val < 0 ? -1 : 1
      let abs = Swift.abs(val)
      if abs > 0.0031308 { return sign * (1.055 * pow(abs, 1 / 2.4) - 0.055) }
      return 12.92 * val
    }
  }

  /// XYZ_to_OKLab: "JavaScript Math.cbrt returns a sign-matched cube root".
  static func xyzToOklab(_ xyz: [Double]) -> [Double] {
    let lms = multiply(xyzToLMS, xyz)
    return multiply(lmsToOklab, lms.map { cbrt($0) })
  }

  /// OKLab_to_XYZ.
  static func oklabToXYZ(_ oklab: [Double]) -> [Double] {
    let lmsNonLinear = multiply(oklabToLMS, oklab)
    return multiply(lmsToXYZ, lmsNonLinear.map { $0 * $0 * $0 })
  }

  /// Gamma-encoded sRGB to Oklab (the steps of "Converting Predefined Color Spaces to Lab or
  /// Oklab": undo gamma, to XYZ, no adaptation for sRGB, to Oklab).
  static func srgbToOklab(_ rgb: [Double]) -> [Double] {
    xyzToOklab(multiply(linearSRGBToXYZ, linSRGB(rgb)))
  }

  /// Oklab to gamma-encoded sRGB.
  static func oklabToSRGB(_ oklab: [Double]) -> [Double] {
    gamSRGB(multiply(xyzToLinearSRGB, oklabToXYZ(oklab)))
  }

  /// The three spaces the library interpolates in, by their CSS names.
  static func toSpace(_ space: String, _ rgb: [Double]) -> [Double] {
    switch space {
    case "srgb-linear": return linSRGB(rgb)
    case "oklab": return srgbToOklab(rgb)
    default: return rgb
    }
  }

  static func fromSpace(_ space: String, _ coordinates: [Double]) -> [Double] {
    switch space {
    case "srgb-linear": return gamSRGB(coordinates)
    case "oklab": return oklabToSRGB(coordinates)
    default: return coordinates
    }
  }

  /// "Interpolating with Alpha": premultiply (rectangular_premultiply), interpolate each value
  /// linearly, undo the premultiplication (rectangular_un_premultiply: "if the interpolated
  /// alpha value is zero …, the un-premultiplied value is the premultiplied value"). Returns
  /// sRGB components and alpha. `p` is the interpolation progress.
  static func interpolate(
    _ start: [Double], _ end: [Double], progress p: Double, in space: String
  ) -> [Double] {
    let a = toSpace(space, Array(start[0..<3])).map { $0 * start[3] } + [start[3]]
    let b = toSpace(space, Array(end[0..<3])).map { $0 * end[3] } + [end[3]]
    let mixed = (0..<4).map { (1 - p) * a[$0] + p * b[$0] }
    let alpha = mixed[3]
    let straight = alpha == 0 ? Array(mixed[0..<3]) : mixed[0..<3].map { $0 / alpha }
    return fromSpace(space, straight) + [alpha]
  }
}
