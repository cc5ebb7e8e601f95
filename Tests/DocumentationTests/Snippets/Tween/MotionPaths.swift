import MotionStreams
import MotionTween
import Testing

// The Swift block of Tween.docc/MotionPaths.md, run by a test that asserts what the text says
// (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: motion paths")
struct MotionPathsSnippets {
  @Test("Half way in time along a quarter arc: its midpoint, turned by π/4")
  func quarterArc() throws {
    let arc = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 100))
    let move = try PathAnimation(along: arc, duration: 0.5)
    let turn = move.tangentRotation

    let start = AnimationSample(value: Point.zero)
    let middle = move.sample(atLocalTime: 0.25, from: start).value  // (70.71…, 29.29…)
    let angle = turn.sample(atLocalTime: 0.25, from: AnimationSample(value: 0)).value  // π/4
    // (0, 100) + 100·(cos −45°, sin −45°): 100(√2/2), 100(1 − √2/2).
    #expect(middle.distance(to: Point(x: 70.710678118654752, y: 29.289321881345248)) < 1e-9)
    #expect(abs(angle - Double.pi / 4) < 1e-12)
  }
}
