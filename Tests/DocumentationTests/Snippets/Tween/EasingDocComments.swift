import MotionTween
import Testing

// The examples in the doc comments of PennerEasing and LinearEasingFunction, and the Swift
// block of Tween.docc/TimingFunctions.md's "Penner's easings and linear()", each run by a test
// that asserts what it says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: Penner easings and linear()")
struct EasingDocCommentSnippets {
  @Test("PennerEasing: ease-out-back at one half is 1.0876975")
  func penner() throws {
    let overshoot = try PennerEasing(.back(overshoot: 1.70158), .easeOut)
    let amount = overshoot.value(at: 0.5)  // 1.0876975
    #expect(abs(amount - 1.0876975) < 1e-15)
  }

  @Test("LinearEasingFunction: linear(0, 0.5 25% 75%, 1) holds 0.5 at 60 %")
  func linear() throws {
    let stops: [LinearEasingFunction.Stop] = [.init(0), .init(0.5, from: 25, to: 75), .init(1)]
    let plateau = try LinearEasingFunction(stops)
    let held = plateau.value(at: 0.6)  // 0.5
    #expect(held == 0.5)
  }

  @Test("the catalogue: linear() and Penner easings from text and in code")
  func catalogue() throws {
    // CSS Easing Level 2's linear(): points, percentages optional.
    let plateau = try TimingFunction(css: "linear(0, 0.5 25% 75%, 1)")
    // Penner's easings, by name (this library's extension of the CSS text) or in code.
    let bounce = try TimingFunction(css: "ease-out-bounce")
    let softer = TimingFunction.penner(try PennerEasing(.back(overshoot: 1.2), .easeOut))
    let velocityFactor = TimingFunction.easeOutElastic.slope(at: 0)  // 10·ln 2 − 2⁻¹¹
    #expect(plateau(0.6) == 0.5)
    #expect(plateau.description == "linear(0 0%, 0.5 25%, 0.5 75%, 1 100%)")
    #expect(bounce == .easeOutBounce && softer.description == "ease-out-back(1.2)")
    #expect(abs(velocityFactor - (6.931471805599453 - 0x1p-11)) < 1e-12)
  }
}
