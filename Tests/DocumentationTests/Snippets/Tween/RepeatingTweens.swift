import MotionTween
import Testing

// The Swift blocks of Tween.docc/RepeatingTweens.md, each run by a test that asserts what the
// text says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: repeating tweens")
struct RepeatingTweensSnippets {
  @Test("2.5 alternate iterations: 100 at the first end, 0 after the second, 50 at the end")
  func breathe() throws {
    let breathe = try Tween(
      duration: 0.5, values: [0.0, 100], iterations: 2.5, direction: .alternate)

    let peak = breathe.value(atLocalTime: 0.5, from: 0)  // 100: the first iteration's end
    let back = breathe.value(atLocalTime: 1.0, from: 0)  // 0: the second ran backwards
    let end = breathe.finalValue(from: 0)  // 50: the third stops half way, going forwards
    #expect(peak == 100)
    #expect(back == 0)
    #expect(end == 50)
  }
}
