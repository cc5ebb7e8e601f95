import MotionTween
import Testing

// The Swift blocks of Tween.docc/ColorInterpolation.md, each run by a test that asserts what
// the text says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: colour interpolation")
struct ColorInterpolationSnippets {
  static func fadeTween() throws -> Tween<InterpolatedColor<OklabSpace>> {
    try Tween(
      duration: 0.3,
      values: [
        InterpolatedColor<OklabSpace>(Color(red: 1, green: 0, blue: 0)),
        InterpolatedColor(Color(red: 0, green: 0, blue: 1, alpha: 0)),
      ])
  }

  @Test("red to transparent blue: red at alpha 0.5 in Oklab, purple as a Tween<Color>")
  func fade() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let clearBlue = Color(red: 0, green: 0, blue: 1, alpha: 0)

    let fade = try Tween(
      duration: 0.3,
      values: [InterpolatedColor<OklabSpace>(red), InterpolatedColor(clearBlue)])
    let halfway = fade.value(atLocalTime: 0.15, from: .zero).color  // red at alpha 0.5

    let plain = try Tween(duration: 0.3, values: [red, clearBlue])
    let purple = plain.value(atLocalTime: 0.15, from: .zero)  // (0.5, 0, 0.5) at alpha 0.5
    #expect(abs(halfway.red - 1) < 1e-12 && abs(halfway.green) < 1e-12)
    #expect(abs(halfway.blue) < 1e-12 && abs(halfway.alpha - 0.5) < 1e-15)
    #expect(abs(purple.red - 0.5) < 1e-15 && purple.green == 0)
    #expect(abs(purple.blue - 0.5) < 1e-15 && abs(purple.alpha - 0.5) < 1e-15)
  }

  @Test("the velocity: alpha −1/0.3 per second, the colour's red rate about 0")
  func velocity() throws {
    let fade = try Self.fadeTween()
    let velocity = fade.velocity(atLocalTime: 0.15, from: .zero)
    let rate = fade.value(atLocalTime: 0.15, from: .zero).colorVelocity(velocity)
    // rate.alpha is −1 / 0.3 per second; rate.red about 0: the colour stays red
    #expect(abs(rate.alpha + 1 / 0.3) < 1e-12)
    #expect(abs(rate.red) < 1e-9 && abs(rate.green) < 1e-9 && abs(rate.blue) < 1e-9)
  }
}
