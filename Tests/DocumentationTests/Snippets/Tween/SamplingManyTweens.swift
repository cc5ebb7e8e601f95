import MotionTween
import Testing

// The Swift block of Tween.docc/SamplingManyTweens.md, run by a test that asserts what the
// article says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: sampling many tweens")
struct SamplingManyTweensSnippets {
  @Test("a batch gives every tween's own value, bit for bit, at one time or one time per tween")
  func overview() throws {
    let tweens = try (1...4).map { index in
      try Tween(
        duration: 0.1 * Double(index), delay: 0.01 * Double(index),
        values: [0.0, Double(index) * 10, 5], interTimingFunctions: [.standard, .decelerate])
    }
    let now = 0.125
    let localTimes = [0.0, 0.05, 0.2, 1]
    let batch = try TweenBatch(tweens)  // once
    var values = [Double](repeating: 0, count: batch.count)  // once

    // Every frame: one time for all, or one local time per tween.
    try batch.sample(atLocalTime: now, into: &values)
    try batch.sample(atLocalTimes: localTimes, into: &values)
    #expect(
      values
        == zip(tweens, localTimes).map { tween, time in tween.value(atLocalTime: time, from: 0) })
    try batch.sample(atLocalTime: now, into: &values)
    #expect(values == tweens.map { $0.value(atLocalTime: now, from: 0) })
  }
}
