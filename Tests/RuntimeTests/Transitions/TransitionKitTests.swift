import MotionAnimationConformance
import MotionPhysics
import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// The animation kit on what a transition runs: both motions of a transition tween, and the
/// runs with their hand-off (TR-5, TR-6, TR-7).
@Suite("Animation conformance kit on transition motions")
struct TransitionKitTests {
  static let starts = [
    AnimationSample(value: 3.0), AnimationSample(value: -20.0, velocity: 400),
  ]

  static func tweens() throws -> [(String, Tween<Double>)] {
    [
      ("two values", try Tween(duration: 0.3, values: [0, 0.6])),
      (
        "keyframes after a delay",
        try Tween(
          duration: 0.4, delay: 0.1, values: [0, 10, 40, 100], offsets: [0, 0.2, 0.7, 1],
          interTimingFunctions: [.standard, try .steps(3), try .cubicBezier(0.3, 0, 0.1, 1.4)])
      ),
      (
        "alternating",
        try Tween(duration: 0.2, values: [0, 1], iterations: 2.5, direction: .alternate)
      ),
      ("zero duration", try Tween(duration: 0, delay: 0.2, values: [5, 6])),
    ]
  }

  @Test("TR-7: both motions of a transition tween keep every promise of the animation seam")
  func tweenMotions() throws {
    for (name, tween) in try Self.tweens() {
      let transition = try TransitionTween(tween)
      for direction in [TransitionDirection.forward, .backward] {
        let failures = AnimationConformance.check(
          transition.motion(toward: direction), named: "\(name), \(direction)",
          starts: Self.starts)
        #expect(failures.isEmpty, "\(failures)")
      }
    }
  }

  @Test("TR-6: runs entered mid-way, launched or not, keep every promise of the animation seam")
  func runs() throws {
    for (name, tween) in try Self.tweens() {
      let transition = try TransitionTween(tween)
      for direction in [TransitionDirection.forward, .backward] {
        for progress in [0.0, 0.4, 1] {
          for launch in [nil, 250.0] {
            let run = TransitionRun(
              transition.motion(toward: direction),
              entry: transition.entryTime(toward: direction, progress: progress),
              launchVelocity: launch, handOff: 0.2)
            let failures = AnimationConformance.check(
              run, named: "\(name), \(direction) from \(progress), launch \(launch ?? 0)",
              starts: Self.starts)
            #expect(failures.isEmpty, "\(failures)")
          }
        }
      }
    }
    let spring = try TransitionSpring(back: 0.0, fore: 100)
    for direction in [TransitionDirection.forward, .backward] {
      let run = TransitionRun(
        spring.motion(toward: direction), entry: 0, launchVelocity: nil, handOff: 0.2)
      let failures = AnimationConformance.check(
        run, named: "spring \(direction)", starts: Self.starts)
      #expect(failures.isEmpty, "\(failures)")
    }
  }

  @Test("TR-6: a run starts exactly on what showed and hands the velocity over within its span")
  func handOff() throws {
    let transition = try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6]))
    let start = AnimationSample(value: 0.25, velocity: 3)
    let run = TransitionRun(
      transition.motion(toward: .backward),
      entry: transition.entryTime(toward: .backward, progress: 0.4), launchVelocity: nil,
      handOff: 0.1)
    let motion = transition.motion(toward: .backward)
    #expect(run.sample(atLocalTime: 0, from: start) == start)
    // From the end of the hand-off on, the run is its motion, bit for bit.
    for step in 10...30 {
      let t = Double(step) / 100
      #expect(
        run.sample(atLocalTime: t, from: start)
          == motion.sample(atLocalTime: run.entry + t, from: start))
    }
    #expect(abs(run.endSeconds(from: start) - 0.12) < 1e-12)
    // A launch velocity replaces the one showing.
    let launched = TransitionRun(
      transition.motion(toward: .forward), entry: 0, launchVelocity: -7.0, handOff: 0.1)
    #expect(launched.sample(atLocalTime: 0, from: start).velocity == -7)
  }
}
