import MotionTween
import Testing

// The Swift block of Tween.docc/MotionTween.md, run by a test that asserts what the article says
// (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: MotionTween")
struct MotionTweenSnippets {
  @Test("TW-7…TW-9: 50 at 73.5 ms, the second frame at 210 ms, the last frame after the end")
  func overview() throws {
    let slide = try Tween(
      duration: 0.3,
      values: [0.0, 100, 80],
      offsets: [0, 0.7, 1],
      interTimingFunctions: [.standard, .accelerate])

    let early = slide.value(atLocalTime: 0.0735, from: 0)  // 50: standard(0.35) is 0.5
    let second = slide.value(atLocalTime: 0.210, from: 0)  // 100: the second frame, at 70 %
    let last = slide.value(atLocalTime: 1.0, from: 0)  // 80: the last frame holds after the end
    #expect(abs(early - 50) < 1e-9)
    #expect(second == 100)
    #expect(last == 80)
  }
}
