import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// Frames at 1,000 Hz (issue 32; Docs/Decisions/0026): motions are functions of the frame's time,
/// so a run at any rate shows, at a time two rates share, the value the other shows then (to
/// within the rounding of the time itself: 1e-9 relative), and comes to rest on the first frame
/// at or after the motion's analytic end, whatever the rate.
@Suite("Clocks that misbehave: 1,000 Hz")
struct FrameRateIndependenceTests {
  struct Run {
    /// (frame time, spring value, tween value) after every frame.
    var frames: [(time: Double, spring: Double, tween: Double)] = []
    var springRest = Double.infinity
    var tweenRest = Double.infinity
  }

  static let parameters = SpringParameters.standardDefaultSpatial

  func run(at framesPerSecond: Double) throws -> Run {
    let source = ManualFrameSource(rate: try FrameRate(framesPerSecond: framesPerSecond))
    let runtime = FrameRuntime(frameSource: source)
    let x = ReactiveProperty(0.0, name: "x")
    let y = ReactiveProperty(0.0, name: "y")
    let spring = try Spring(to: 100.0, parameters: Self.parameters)
    let tween = TweenInteraction(
      try Tween(duration: 0.4, values: [0.0, 100], interTimingFunctions: [.easeInOut]))
    runtime.add(spring, to: x)
    runtime.add(tween, to: y)
    var run = Run()
    while source.now < 2 {
      source.advance(frames: 1)
      run.frames.append((source.now, x.value, y.value))
      if !runtime.isActive(spring) { run.springRest = min(run.springRest, source.now) }
      if !runtime.isActive(tween) { run.tweenRest = min(run.tweenRest, source.now) }
    }
    return run
  }

  func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  @Test(
    "RT-7, PH-4, TW-3: at 1,000 Hz values match a 60 or 120 Hz run at shared times, and rest comes at the same time"
  )
  func thousandHertz() throws {
    let fast = try run(at: 1000)
    let springEnd = try SpringAnimation(Self.parameters, to: 100.0, from: 0, velocity: 0)
      .endSeconds(from: .init(value: 0))
    for framesPerSecond in [60.0, 120] {
      let slow = try run(at: framesPerSecond)
      var shared = 0
      for frame in slow.frames {
        // The 1,000 Hz frame at the same time (every 3rd frame at 60 Hz, 3rd at 120 Hz: 50 ms).
        guard let other = fast.frames.first(where: { abs($0.time - frame.time) < 1e-9 }) else {
          continue
        }
        shared += 1
        #expect(close(frame.spring, other.spring), "\(framesPerSecond) Hz at \(frame.time)")
        #expect(close(frame.tween, other.tween), "\(framesPerSecond) Hz at \(frame.time)")
      }
      #expect(shared >= 39)
      let interval = 1 / framesPerSecond
      #expect(slow.springRest >= springEnd && slow.springRest < springEnd + interval + 1e-9)
      #expect(slow.tweenRest >= 0.4 - 1e-12 && slow.tweenRest < 0.4 + interval + 1e-9)
    }
    #expect(fast.springRest >= springEnd && fast.springRest < springEnd + 0.001 + 1e-9)
    #expect(fast.tweenRest >= 0.4 - 1e-12 && fast.tweenRest < 0.4 + 0.001 + 1e-9)
    #expect(fast.frames.allSatisfy { $0.spring.isFinite && $0.tween.isFinite })
    #expect(fast.frames.last?.spring == 100 && fast.frames.last?.tween == 100)
  }
}
