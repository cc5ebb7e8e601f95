import MotionAnimationConformance
import MotionStreams
import MotionTween
import Testing

/// The animation kit on path motions and their rotations.
@Suite("Animation conformance kit on path animations")
struct PathAnimationKitTests {
  static let pointStarts = [
    AnimationSample(value: Point(x: 1, y: 2)),
    AnimationSample(value: Point(x: -30, y: 8), velocity: Point(x: 100, y: -50)),
  ]
  static let angleStarts = [AnimationSample(value: 0.0), AnimationSample(value: 2, velocity: -3)]

  static func paths() throws -> [(String, MotionPath)] {
    [
      ("line", try MotionPath.line(from: Point(x: 0, y: 0), to: Point(x: 300, y: -40))),
      ("arc", try MotionPath.arc(from: Point(x: 10, y: 10), to: Point(x: 210, y: 110))),
      ("steep arc", try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: -30, y: -400))),
      ("parabola", try MotionPathArcLengthTests.parabola()),
      (
        "corners and curves",
        try MotionPath(
          start: Point(x: 0, y: 0),
          segments: [
            .line(to: Point(x: 50, y: 0)),
            .cubic(
              control1: Point(x: 120, y: -40), control2: Point(x: -20, y: 140),
              to: Point(x: 100, y: 100)),
            .line(to: Point(x: 0, y: 100)),
          ])
      ),
      ("still", try MotionPath.arc(from: Point(x: 4, y: 4), to: Point(x: 4, y: 4))),
    ]
  }

  @Test(
    "TW-3, TW-4, PH-10: path motions and their tangent rotations keep every promise of the animation seam"
  )
  func shippedPaths() throws {
    let timings: [(String, Double, Double, TimingFunction)] = [
      ("linear", 0.5, 0, .linear),
      ("delayed standard", 0.4, 0.2, .standard),
      ("overshoot", 0.6, 0, try .cubicBezier(0.3, -0.6, 0.6, 1.6)),
      ("steps", 0.4, 0.1, try .steps(3)),
      ("zero duration", 0, 0.25, .linear),
    ]
    for (pathName, path) in try Self.paths() {
      for (timingName, duration, delay, timing) in timings {
        let move = try PathAnimation(
          along: path, duration: duration, delay: delay, timingFunction: timing)
        let name = "\(pathName), \(timingName)"
        let failures = AnimationConformance.check(move, named: name, starts: Self.pointStarts)
        #expect(failures.isEmpty, "\(failures)")
        let turn = AnimationConformance.check(
          PathRotation(following: move, offset: 1), named: "rotation on \(name)",
          starts: Self.angleStarts)
        #expect(turn.isEmpty, "\(turn)")
      }
    }
  }
}
