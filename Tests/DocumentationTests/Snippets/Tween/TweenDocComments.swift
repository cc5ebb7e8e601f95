import MotionTween
import Testing

// The examples in the doc comments of Sources/Tween that need MotionTween alone, each run by a
// test that asserts what the comment says (Docs/Testing.md, "Documentation snippets").
struct Angle: Interpolatable {
  var radians: Double
  static let zero = Angle(radians: 0)
  static func + (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians + r.radians) }
  static func - (l: Angle, r: Angle) -> Angle { Angle(radians: l.radians - r.radians) }
  func scaled(by factor: Double) -> Angle { Angle(radians: radians * factor) }
  var magnitudeSquared: Double { radians * radians }
  var isFinite: Bool { radians.isFinite }
}

@Suite("Snippets: MotionTween doc comments")
struct TweenDocCommentSnippets {
  @Test("Stagger: five cards from the centre, delays 0.1, 0.05, 0, 0.05, 0.1")
  func stagger() throws {
    let fadeIn = try Tween(duration: 0.2, values: [0.0, 1.0])
    let stagger = try Stagger(each: 0.05, from: .center)
    let cards = try stagger.apply(to: fadeIn, count: 5)  // delays 0.1, 0.05, 0, 0.05, 0.1
    #expect(cards.map(\.delay) == [0.05 * 2, 0.05, 0, 0.05, 0.05 * 2])
  }

  @Test("IterationTiming: an alternating pulse peaks at 0.6 s and is half way back at 0.9 s")
  func pulse() throws {
    let pulse = try Tween(
      duration: 0.6, values: [1.0, 1.2], iterations: .infinity, direction: .alternate,
      easing: .easeInOut)
    let grown = pulse.value(atLocalTime: 0.6, from: 1)  // 1.2: the end of the first iteration
    let shrinking = pulse.value(atLocalTime: 0.9, from: 1)  // 1.1: half way back
    #expect(grown == 1.2)
    #expect(abs(shrinking - 1.1) < 1e-12)
  }

  @Test("Tween: 100 at 210 ms, the second frame")
  func tween() throws {
    let tween = try Tween(
      duration: 0.3, values: [0.0, 100, 80], offsets: [0, 0.7, 1],
      interTimingFunctions: [.standard, .accelerate])
    let second = tween.value(atLocalTime: 0.210, from: 0)  // 100: the second frame, at 70 %
    #expect(second == 100)
  }

  @Test("Animation: a tween sampled halfway gives its value and velocity there")
  func animationSample() throws {
    let tween = try Tween(duration: 0.3, values: [100.0])
    let start = AnimationSample(value: 0.0, velocity: 500)
    let halfway = tween.sample(atLocalTime: 0.15, from: start)  // value and velocity halfway
    #expect(abs(halfway.value - 50) < 1e-9)
    #expect(abs(halfway.velocity - 100 / 0.3) < 1e-9)
  }

  @Test("TweenBatch: every tween's value at one time, into one array")
  func tweenBatch() throws {
    let tweens = [
      try Tween(duration: 0.5, values: [0.0, 10]), try Tween(duration: 1, values: [4.0, 0]),
    ]
    let batch = try TweenBatch(tweens)
    var values = [Double](repeating: 0, count: batch.count)
    try batch.sample(atLocalTime: 0.25, into: &values)  // allocates nothing
    #expect(values == [5, 3])
  }

  @Test("Interpolatable: a type of one's own tweens like a Double")
  func interpolatable() throws {
    let turn = try Tween(duration: 1, values: [Angle.zero, Angle(radians: 2)])
    #expect(turn.value(atLocalTime: 0.25, from: .zero).radians == 0.5)
  }

  @Test("timing functions: CSS text, the standard curve at 0.5, steps")
  func timingFunctions() throws {
    let curve = try TimingFunction(css: "cubic-bezier(0.68, -0.55, 0.265, 1.55)")
    let eased = curve(0.5)
    let standard = try CubicBezier(0.4, 0, 0.2, 1)
    let half = standard.value(at: 0.5)  // 0.77556…
    let four = try Steps(4, .jumpEnd)
    let stepped = four.value(at: 0.3)  // 0.25
    #expect(eased == (try CubicBezier(0.68, -0.55, 0.265, 1.55)).value(at: 0.5))
    #expect(half > 0.77556 && half < 0.77557)
    #expect(stepped == 0.25)
  }

  @Test("Color: a fade to transparent red is half transparent halfway")
  func color() throws {
    let fade = try Tween(
      duration: 0.2,
      values: [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0, alpha: 0)])
    #expect(
      fade.value(atLocalTime: 0.1, from: .zero) == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
  }

  @Test("ColorConversion: sRGB red is oklab(0.62796 0.22486 0.12585) to five places")
  func colorConversion() {
    let red = ColorSpace.oklab.components(of: Color(red: 1, green: 0, blue: 0))
    // (0.62796, 0.22486, 0.12585) to five places: oklch(0.62796 0.25768 29.234)
    #expect(abs(red.x - 0.62796) < 5e-6 && abs(red.y - 0.22486) < 5e-6)
    #expect(abs(red.z - 0.12585) < 5e-6)
    let chroma = (red.y * red.y + red.z * red.z).squareRoot()
    #expect(abs(chroma - 0.25768) < 5e-6)
  }

  @Test("ColorSpace: white is L 1, a 0, b 0 in Oklab, and converts back within 1e-15")
  func colorSpace() {
    let lab = ColorSpace.oklab.components(of: Color(red: 1, green: 1, blue: 1))  // L 1, a 0, b 0
    let back = ColorSpace.oklab.color(components: lab, alpha: 1)  // white again, within 1e-15
    #expect(abs(lab.x - 1) < 1e-15 && abs(lab.y) < 1e-15 && abs(lab.z) < 1e-15)
    #expect(abs(back.red - 1) < 1e-15 && abs(back.green - 1) < 1e-15)
    #expect(abs(back.blue - 1) < 1e-15 && back.alpha == 1)
  }

  @Test("Color.interpolated(to:amount:in:): red to transparent blue is red at alpha 0.5")
  func colorMix() {
    let red = Color(red: 1, green: 0, blue: 0)
    let clear = Color(red: 0, green: 0, blue: 1, alpha: 0)
    let half = red.interpolated(to: clear, amount: 0.5, in: .oklab)  // red, alpha 0.5
    #expect(abs(half.red - 1) < 1e-12 && abs(half.green) < 1e-12 && abs(half.blue) < 1e-12)
    #expect(half.alpha == 0.5)
  }

  @Test("InterpolatedColor: a tween in Oklab from red to transparent blue is red halfway")
  func interpolatedColor() throws {
    let fade = try Tween(
      duration: 0.3,
      values: [
        InterpolatedColor<OklabSpace>(Color(red: 1, green: 0, blue: 0)),
        InterpolatedColor(Color(red: 0, green: 0, blue: 1, alpha: 0)),
      ])
    let halfway = fade.value(atLocalTime: 0.15, from: .zero).color  // red, alpha 0.5
    #expect(abs(halfway.red - 1) < 1e-12 && abs(halfway.green) < 1e-12)
    #expect(abs(halfway.blue) < 1e-12 && abs(halfway.alpha - 0.5) < 1e-15)
  }
}
