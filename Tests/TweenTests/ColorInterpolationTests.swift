import MotionTestSupport
import MotionTween
import Testing

/// Interpolation in a chosen space with premultiplied alpha (CSS Color 4, "Interpolating with
/// Alpha"), against `CSSColor4Model`; and tweens of ``InterpolatedColor`` in each space.
@Suite("Colour interpolation: premultiplied alpha in sRGB, linear sRGB and Oklab")
struct ColorInterpolationTests {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let clearBlue = Color(red: 0, green: 0, blue: 1, alpha: 0)

  static func rgba(_ color: Color) -> [Double] {
    [color.red, color.green, color.blue, color.alpha]
  }

  static func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).map { abs($0 - $1) }.max() ?? .infinity
  }

  @Test("CSS Color 4's example: rgb(24% 12% 98% / 0.4) to rgb(62% 26% 64% / 0.6) in srgb")
  func specificationExample() {
    let start = Color(red: 0.24, green: 0.12, blue: 0.98, alpha: 0.4)
    let end = Color(red: 0.62, green: 0.26, blue: 0.64, alpha: 0.6)
    // Premultiplied [9.6% 4.8% 39.2%] and [37.2% 15.6% 38.4%].
    let a = InterpolatedColor<SRGBSpace>(start).premultiplied
    let b = InterpolatedColor<SRGBSpace>(end).premultiplied
    #expect(Self.distance([a.x, a.y, a.z], [0.096, 0.048, 0.392]) < 1e-15)
    #expect(Self.distance([b.x, b.y, b.z], [0.372, 0.156, 0.384]) < 1e-15)
    // The midpoint: rgb(46.8% 20.4% 77.6% / 0.5).
    let mid = start.interpolated(to: end, amount: 0.5, in: .srgb)
    #expect(Self.distance(Self.rgba(mid), [0.468, 0.204, 0.776, 0.5]) < 1e-15)
    // Straight interpolation (a Tween<Color>) would give rgb(43% 19% 81% / 0.5).
    let straight = start.interpolated(to: end, amount: 0.5)
    #expect(Self.distance(Self.rgba(straight), [0.43, 0.19, 0.81, 0.5]) < 1e-15)
  }

  @Test("red fading to transparent blue stays red in every space, not a grey or purple midpoint")
  func fadeToTransparent() {
    for space in ColorSpace.allCases {
      let mid = Self.red.interpolated(to: Self.clearBlue, amount: 0.5, in: space)
      #expect(Self.distance(Self.rgba(mid), [1, 0, 0, 0.5]) < 1e-12, "\(space): \(mid)")
    }
    // Straight-alpha Oklab (the hue of the invisible end leaks in) goes dark and purple.
    let lab = ColorSpace.oklab
    let straight = lab.color(
      components: lab.components(of: Self.red) * 0.5 + lab.components(of: Self.clearBlue) * 0.5,
      alpha: 0.5)
    #expect(straight.red < 0.8 && straight.blue > 0.3, "\(straight)")
    // And a Tween<Color> (straight sRGB, unchanged) passes through purple.
    let tween = try? Tween(duration: 1, values: [Self.red, Self.clearBlue])
    #expect(
      tween?.value(atProgress: 0.5, from: .zero) == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5)
    )
  }

  @Test("where both alpha and colour differ, each space is the model's interpolation, bit for bit")
  func againstTheModel() {
    var random = SeededRandom(seed: 0xA1FA)
    var worst = 0.0
    for _ in 0..<fuzzIterations(ci: 2_000) {
      let start = Color(
        red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit())
      let end = Color(
        red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.unit())
      let p = random.uniform(-0.2, 1.2)
      for space in ColorSpace.allCases {
        let mixed = start.interpolated(to: end, amount: p, in: space)
        let model = CSSColor4Model.interpolate(
          Self.rgba(start), Self.rgba(end), progress: p, in: space.rawValue)
        worst = max(worst, Self.distance(Self.rgba(mixed), model))
      }
    }
    // The same operations in the same order as the model: bit for bit.
    #expect(worst == 0, "largest difference from the model \(worst)")
  }

  @Test("an interpolated alpha of 0 keeps the premultiplied values, as CSS's rule says")
  func zeroAlpha() {
    let clear = InterpolatedColor<OklabSpace>(Self.clearBlue)
    #expect(clear.premultiplied == .zero)
    #expect(clear.color == Color(red: 0, green: 0, blue: 0, alpha: 0))
    // Alphas 0.5 and −0.5 meet at 0 halfway: the coordinates there are the premultiplied sums.
    let a = InterpolatedColor<LinearSRGBSpace>(premultiplied: SIMD4(0.2, 0.1, 0, 0.5))
    let b = InterpolatedColor<LinearSRGBSpace>(premultiplied: SIMD4(0.4, 0.1, 0, -0.5))
    let mid = a.interpolated(to: b, amount: 0.5)
    #expect(mid.alpha == 0)
    #expect(mid.components == SIMD3(0.30000000000000004, 0.1, 0))
  }

  @Test("TW-2: a Tween of InterpolatedColor samples CSS's interpolation in each space")
  func tweenInEachSpace() throws {
    let start = Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
    let end = Color(red: 0.1, green: 0.4, blue: 0.95, alpha: 0.25)
    func check<Space: ColorInterpolationSpace>(_: Space.Type) throws {
      let tween = try Tween(
        duration: 0.4, values: [InterpolatedColor<Space>(start), InterpolatedColor(end)],
        interTimingFunctions: [.standard])
      for step in 0...40 {
        let t = Double(step) / 100
        let p = TimingFunction.standard(t / 0.4)
        let shown = tween.value(atLocalTime: t, from: .zero).color
        let model = CSSColor4Model.interpolate(
          Self.rgba(start), Self.rgba(end), progress: p, in: Space.colorSpace.rawValue)
        #expect(Self.distance(Self.rgba(shown), model) < 1e-12, "\(Space.colorSpace) at \(t)")
      }
      // The ends are the colours, within the round trip.
      #expect(
        Self.distance(Self.rgba(tween.value(atLocalTime: 1, from: .zero).color), Self.rgba(end))
          < 1e-12)
    }
    try check(SRGBSpace.self)
    try check(LinearSRGBSpace.self)
    try check(OklabSpace.self)
    // The spaces differ: Oklab's midpoint is lighter than sRGB's in green here.
    let oklab = start.interpolated(to: end, amount: 0.5, in: .oklab)
    let srgb = start.interpolated(to: end, amount: 0.5, in: .srgb)
    #expect(abs(oklab.green - srgb.green) > 0.01)
  }

  @Test("a Tween<Color> is unchanged: straight sRGB, component-wise, bit for bit")
  func colorTweenUnchanged() throws {
    let start = Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
    let end = Color(red: 0.1, green: 0.4, blue: 0.95, alpha: 0.25)
    let tween = try Tween(duration: 1, values: [start, end], interTimingFunctions: [.easeInOut])
    for step in 0...20 {
      let d = Double(step) / 20
      let p = TimingFunction.easeInOut(d)
      let expected = start.scaled(by: 1 - p) + end.scaled(by: p)
      #expect(tween.value(atProgress: d, from: .zero) == expected)
    }
  }

  @Test("velocity is in premultiplied units; colorVelocity is the displayed colour's, exactly")
  func velocity() throws {
    let start = Color(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
    let end = Color(red: 0.1, green: 0.4, blue: 0.95, alpha: 0.25)
    func check<Space: ColorInterpolationSpace>(_: Space.Type) throws {
      let a = InterpolatedColor<Space>(start)
      let b = InterpolatedColor<Space>(end)
      let tween = try Tween(duration: 0.5, values: [a, b])  // linear
      let velocity = tween.velocity(atLocalTime: 0.2, from: .zero)
      let slope = (b.premultiplied - a.premultiplied) / 0.5
      #expect(
        Self.distance(
          [
            velocity.premultiplied.x, velocity.premultiplied.y, velocity.premultiplied.z,
            velocity.alpha,
          ],
          [slope.x, slope.y, slope.z, slope.w]) < 1e-12)
      // The displayed colour's rate against a central difference of `color`.
      let h = 1e-6
      let before = tween.value(atLocalTime: 0.2 - h, from: .zero).color
      let after = tween.value(atLocalTime: 0.2 + h, from: .zero).color
      let numeric = zip(Self.rgba(after), Self.rgba(before)).map { ($0 - $1) / (2 * h) }
      let exact = tween.value(atLocalTime: 0.2, from: .zero).colorVelocity(velocity)
      #expect(Self.distance(Self.rgba(exact), numeric) < 1e-6, "\(Space.colorSpace)")
    }
    try check(SRGBSpace.self)
    try check(LinearSRGBSpace.self)
    try check(OklabSpace.self)
  }

  @Test("bad input: a NaN, infinite or overflowing colour is rejected as a NaN Color is")
  func badInput() {
    let nan = Color(red: .nan, green: 0, blue: 0)
    #expect(throws: TweenError.nonFiniteValue(index: 1)) {
      try Tween(
        duration: 1, values: [InterpolatedColor<OklabSpace>(Self.red), InterpolatedColor(nan)])
    }
    #expect(throws: TweenError.nonFiniteValue(index: 0)) {
      try Tween(
        duration: 1,
        values: [InterpolatedColor<SRGBSpace>(Color(red: 0, green: 0, blue: .infinity, alpha: 0))])
    }
    // Finite, but the 2.4 power overflows.
    #expect(throws: TweenError.nonFiniteValue(index: 0)) {
      try Tween(
        duration: 1,
        values: [InterpolatedColor<LinearSRGBSpace>(Color(red: 1e300, green: 0, blue: 0))])
    }
    #expect(!InterpolatedColor<OklabSpace>(Color(red: 0, green: 0, blue: 0, alpha: .nan)).isFinite)
    #expect(InterpolatedColor<OklabSpace>(Self.red).isFinite)
  }

  @Test("a trivial 32-byte value, as a SIMD4: a tween's sample of it retains and allocates nothing")
  func layout() {
    #expect(_isPOD(InterpolatedColor<OklabSpace>.self))
    #expect(MemoryLayout<InterpolatedColor<OklabSpace>>.size == 32)
    #expect(MemoryLayout<InterpolatedColor<SRGBSpace>>.stride == MemoryLayout<SIMD4<Double>>.stride)
  }

  @Test("arithmetic, magnitude and description")
  func arithmetic() {
    let a = InterpolatedColor<OklabSpace>(premultiplied: SIMD4(0.5, 0.1, -0.1, 0.5))
    let b = InterpolatedColor<OklabSpace>(premultiplied: SIMD4(0.1, 0.1, 0.1, 0.1))
    #expect((a + b).premultiplied == SIMD4(0.6, 0.2, 0, 0.6))
    #expect((a - b).premultiplied == SIMD4(0.4, 0, -0.2, 0.4))
    #expect(a.scaled(by: 2).premultiplied == SIMD4(1, 0.2, -0.2, 1))
    #expect(
      InterpolatedColor<OklabSpace>(premultiplied: SIMD4(0.5, -0.5, 1, 2)).magnitudeSquared == 5.5)
    #expect(InterpolatedColor<OklabSpace>.zero.premultiplied == .zero)
    #expect(a.components == SIMD3(1, 0.2, -0.2))
    #expect(a.description == "oklab(1.0 0.2 -0.2 / 0.5)")
    let srgb = InterpolatedColor<SRGBSpace>(Color(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(srgb.description == "color(srgb 1.0 0.5 0.0 / 1.0)")
    #expect(ColorSpace.linearSRGB.description == "srgb-linear")
  }
}
