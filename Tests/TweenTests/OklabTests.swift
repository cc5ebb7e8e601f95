import MotionTestSupport
import MotionTween
import Testing

/// The conversions against CSS Color 4's published sample code (`CSSColor4Model`, transcribed
/// from `css-color-4/conversions.js`) and the known values the specification and Oklab's
/// author give.
@Suite("Oklab and linear sRGB: CSS Color 4's conversions")
struct OklabTests {
  static func vector(_ v: SIMD3<Double>) -> [Double] { [v.x, v.y, v.z] }

  static func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).map { abs($0 - $1) }.max() ?? .infinity
  }

  @Test("the sRGB transfer function: linear up to 0.04045 inclusive, the 2.4 power above it")
  func transferFunctionBreakpoints() {
    // At the breakpoint itself CSS takes the linear branch (`abs <= 0.04045`).
    #expect(ColorConversion.linear(fromSRGB: 0.04045) == 0.04045 / 12.92)
    let above = 0.04045.nextUp
    #expect(ColorConversion.linear(fromSRGB: above) == CSSColor4Model.linSRGB([above])[0])
    #expect(ColorConversion.linear(fromSRGB: above) != above / 12.92)
    // The two branches meet there (the standard's constants make them agree to 1e-8).
    #expect(abs(ColorConversion.linear(fromSRGB: above) - 0.04045 / 12.92) < 1e-8)
    // Extended: negative values reflect.
    #expect(ColorConversion.linear(fromSRGB: -0.5) == -ColorConversion.linear(fromSRGB: 0.5))
    #expect(ColorConversion.linear(fromSRGB: -0.02) == -0.02 / 12.92)
    #expect(ColorConversion.linear(fromSRGB: 1) == 1)
    #expect(ColorConversion.linear(fromSRGB: 0) == 0)
  }

  @Test("its inverse: 12.92·c up to 0.0031308 inclusive, the 1/2.4 power above it")
  func inverseTransferFunctionBreakpoints() {
    #expect(ColorConversion.srgb(fromLinear: 0.0031308) == 12.92 * 0.0031308)
    let above = 0.0031308.nextUp
    #expect(ColorConversion.srgb(fromLinear: above) == CSSColor4Model.gamSRGB([above])[0])
    #expect(ColorConversion.srgb(fromLinear: above) != 12.92 * above)
    #expect(abs(ColorConversion.srgb(fromLinear: above) - 12.92 * 0.0031308) < 1e-7)
    #expect(ColorConversion.srgb(fromLinear: -0.25) == -ColorConversion.srgb(fromLinear: 0.25))
    #expect(abs(ColorConversion.srgb(fromLinear: 1) - 1) < 1e-15)
    for value in stride(from: -1.5, through: 1.5, by: 0.001) {
      #expect(ColorConversion.linear(fromSRGB: value) == CSSColor4Model.linSRGB([value])[0])
      #expect(ColorConversion.srgb(fromLinear: value) == CSSColor4Model.gamSRGB([value])[0])
    }
  }

  @Test("the linear-sRGB to XYZ-D65 matrix and its inverse are the published rationals")
  func xyzMatrices() {
    let basis: [SIMD3<Double>] = [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
    for (column, unit) in basis.enumerated() {
      // M·eᵢ is column i of M, exactly.
      let forward = ColorConversion.xyz(fromLinearSRGB: unit)
      let inverse = ColorConversion.linearSRGB(fromXYZ: unit)
      for row in 0..<3 {
        #expect(forward[row] == CSSColor4Model.linearSRGBToXYZ[row][column])
        #expect(inverse[row] == CSSColor4Model.xyzToLinearSRGB[row][column])
      }
    }
    // sRGB white is D65: (0.9505, 1, 1.089) as the specification's example writes it.
    let white = ColorConversion.xyz(fromLinearSRGB: SIMD3(1, 1, 1))
    #expect(abs(white.x - 0.9505) < 5e-5 && abs(white.y - 1) < 1e-15 && abs(white.z - 1.089) < 5e-4)
  }

  @Test("XYZ to Oklab and back: M1, the cube root and M2 as published, bit for bit")
  func oklabMatrices() {
    var random = SeededRandom(seed: 0x0C55_C010)
    for _ in 0..<2_000 {
      let xyz = SIMD3(
        random.uniform(-0.2, 1.2), random.uniform(-0.2, 1.2), random.uniform(-0.2, 1.2))
      let lab = ColorConversion.oklab(fromXYZ: xyz)
      #expect(Self.vector(lab) == CSSColor4Model.xyzToOklab(Self.vector(xyz)))
      let oklab = SIMD3(random.uniform(0, 1), random.uniform(-0.4, 0.4), random.uniform(-0.4, 0.4))
      #expect(
        Self.vector(ColorConversion.xyz(fromOklab: oklab))
          == CSSColor4Model.oklabToXYZ(Self.vector(oklab)))
    }
  }

  @Test("white is L = 1, a = b = 0 within 1e-6, as CSS notes of the recalculated matrices")
  func white() {
    let white = ColorSpace.oklab.components(of: Color(red: 1, green: 1, blue: 1))
    #expect(abs(white.x - 1) < 1e-6 && abs(white.y) < 1e-6 && abs(white.z) < 1e-6)
    // In fact to rounding with these matrices.
    #expect(abs(white.x - 1) < 1e-15 && abs(white.y) < 1e-15 && abs(white.z) < 1e-15)
    let black = ColorSpace.oklab.components(of: Color(red: 0, green: 0, blue: 0))
    #expect(black == SIMD3(0, 0, 0))
  }

  @Test("sRGB red is oklab(0.62796 0.22486 0.12585), oklch(0.62796 0.25768 29.234)")
  func red() {
    let red = ColorSpace.oklab.components(of: Color(red: 1, green: 0, blue: 0))
    #expect(abs(red.x - 0.62796) < 5e-6)
    #expect(abs(red.y - 0.22486) < 5e-6)
    #expect(abs(red.z - 0.12585) < 5e-6)
    let chroma = (red.y * red.y + red.z * red.z).squareRoot()
    #expect(abs(chroma - 0.25768) < 5e-6)
    let model = CSSColor4Model.srgbToOklab([1, 0, 0])
    #expect(Self.vector(red) == model)
  }

  @Test("every space agrees with the model, and converts back to the colour within 1e-12")
  func roundTrips() {
    var random = SeededRandom(seed: 0x0C1A_B0)
    var worst = 0.0
    for _ in 0..<fuzzIterations(ci: 5_000) {
      let rgb = [random.uniform(-0.5, 1.5), random.uniform(-0.5, 1.5), random.uniform(-0.5, 1.5)]
      let color = Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: random.unit())
      for space in ColorSpace.allCases {
        let coordinates = space.components(of: color)
        #expect(Self.vector(coordinates) == CSSColor4Model.toSpace(space.rawValue, rgb))
        let back = space.color(components: coordinates, alpha: color.alpha)
        #expect(back.alpha == color.alpha)
        worst = max(worst, Self.distance([back.red, back.green, back.blue], rgb))
      }
    }
    #expect(worst < 1e-12, "largest round-trip error \(worst)")
  }

  @Test("NaN and infinite components stay NaN or infinite; huge ones overflow, never trap")
  func nonFiniteInput() {
    for space in ColorSpace.allCases {
      let nan = space.components(of: Color(red: .nan, green: 0, blue: 0))
      #expect(nan.x.isNaN || space == .oklab)
      #expect(!(nan.x.isFinite && nan.y.isFinite && nan.z.isFinite))
      let huge = space.components(of: Color(red: 1e300, green: 0, blue: 0))
      #expect(!(huge.x.isFinite && huge.y.isFinite && huge.z.isFinite) || space == .srgb)
    }
    #expect(ColorConversion.linear(fromSRGB: .infinity) == .infinity)
    #expect(ColorConversion.srgb(fromLinear: -.infinity) == -.infinity)
  }
}
