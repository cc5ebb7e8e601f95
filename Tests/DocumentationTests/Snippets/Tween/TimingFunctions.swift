import MotionTween
import Testing

// The Swift block of Tween.docc/TimingFunctions.md, run by a test that asserts what it says
// (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: timing functions")
struct TimingFunctionsSnippets {
  @Test("a cubic-bezier from four values, from a CubicBezier, from CSS; steps")
  func customCurve() throws {
    // The four control values; throws for an x outside [0, 1] or a value that is not finite.
    let snappy = try TimingFunction.cubicBezier(0.2, 0, 0, 1)
    // The same from a curve made once (the case cubicBezier(_:) wraps a CubicBezier) …
    let curve = try CubicBezier(0.2, 0, 0, 1)
    let wrapped = TimingFunction.cubicBezier(curve)
    // … or from CSS text; steps the same way.
    let parsed = try TimingFunction(css: "cubic-bezier(0.2, 0, 0, 1)")
    let ticks = try TimingFunction.steps(4, .jumpEnd)
    #expect(snappy == wrapped && wrapped == parsed)
    #expect(ticks(0.3, beforeFlag: false) == 0.25)
    #expect(throws: TimingFunctionError.self) { try TimingFunction.cubicBezier(1.5, 0, 0, 1) }
  }
}
