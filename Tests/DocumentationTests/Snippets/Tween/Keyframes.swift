import MotionTween
import Testing

// The Swift block of Tween.docc/Keyframes.md, run by a test that checks the article's table of
// values (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: keyframes")
struct KeyframesSnippets {
  @Test("TW-7, TW-9: the worked example gives the table's values")
  func workedExample() throws {
    let tween = try Tween(
      duration: 0.3, values: [0.0, 100, 80], offsets: [0, 0.7, 1],
      interTimingFunctions: [.standard, .accelerate])
    let table: [(time: Double, value: Double)] = [
      (0, 0), (0.0735, 50), (0.21, 100), (0.2685, 90), (0.3, 80), (0.5, 80),
    ]
    for (time, value) in table {
      #expect(abs(tween.value(atLocalTime: time, from: 0) - value) < 1e-9, "at \(time) s")
    }
  }
}
