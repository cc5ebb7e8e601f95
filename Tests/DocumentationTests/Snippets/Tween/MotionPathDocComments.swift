import MotionStreams
import MotionTween
import Testing

// The examples in the doc comments of Sources/Tween/Path, which show MotionStreams for `Point`,
// each run by a test that asserts what the comment says (Docs/Testing.md, "Documentation
// snippets").
@Suite("Snippets: MotionTween path doc comments")
struct MotionPathDocCommentSnippets {
  @Test("MotionPath: half its length along, the point is on the curve")
  func path() throws {
    let path = try MotionPath(
      start: Point(x: 0, y: 0),
      segments: [
        .line(to: Point(x: 100, y: 0)),
        .cubic(
          control1: Point(x: 150, y: 0), control2: Point(x: 200, y: 50),
          to: Point(x: 200, y: 100)),
      ])
    let halfway = path.location(atDistance: path.length / 2).point  // on the curve
    #expect(path.length > 200 && halfway.x > 100)
  }

  @Test("MotionPath.arc: the control points of a (100, 50) move")
  func arc() throws {
    let arc = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50))
    let curve = arc.segments[0]  // control points (39.34…, 0) and (76.39…, 18.52…)
    guard case .cubic(let control1, let control2, _) = curve else {
      Issue.record("not a cubic")
      return
    }
    #expect(abs(control1.x - 39.3446629166) < 1e-9 && abs(control1.y) < 1e-12)
    #expect(abs(control2.x - 76.3932022500) < 1e-9 && abs(control2.y - 18.5242696667) < 1e-9)
  }

  @Test("PathAnimation: a sample along the arc, and the rotation that follows its tangent")
  func pathAnimation() throws {
    let arc = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 100))
    let move = try PathAnimation(along: arc, duration: 0.4, timingFunction: .standard)
    let sample = move.sample(atLocalTime: 0.2, from: AnimationSample(value: .zero))
    let turn = move.tangentRotation  // the tangent's angle in radians, for a rotation
    #expect(sample.value.x > 0 && sample.value.y > 0)
    #expect(turn.motion == move && turn.offset == 0)
  }

  @Test("PathRotation: a quarter arc ends turned by π/2")
  func pathRotation() throws {
    let path = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 100))
    let rotation = try PathAnimation(along: path, duration: 0.4).tangentRotation
    let end = rotation.sample(atLocalTime: 1, from: AnimationSample(value: 0)).value  // π/2
    #expect(abs(end - Double.pi / 2) < 1e-12)
  }
}
