import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

@testable import MotionAnimationConformance

/// The animation kit's helpers, where a scenario alone cannot show a wrong one.
@Suite("Animation conformance kit internals")
struct AnimationKitInternalsTests {
  @Test("TW-3, TW-4: two values are identical when equal, or both NaN, and never NaN and a number")
  func identicalValues() {
    #expect(identical(1.0, 1.0) && identical(Double.nan, .nan))
    #expect(!identical(1.0, .nan) && !identical(Double.nan, 1.0) && !identical(1.0, 2.0))
    #expect(!identical(Point(x: 1, y: 2), Point(x: 1, y: .nan)))
  }

  @Test(
    "an animation whose times are unusable is sampled over no length, its start its last instant")
  func unplacedProbe() throws {
    let tween = try Tween(duration: 0.5, delay: 0.2, values: [0.0, 100])
    for flaw in [FlawedAnimation<Tween<Double>>.Flaw.endsBeforeStart, .endIsNaN] {
      let probe = AnimationProbe(
        FlawedAnimation(tween, flaw: flaw), from: AnimationSample(value: 0.0),
        tolerance: .standard)
      #expect(!probe.isPlaced, "\(flaw)")
      #expect(probe.length == 0 && probe.lastTime == 0.2 && probe.interior.isEmpty, "\(flaw)")
    }
    let placed = AnimationProbe(tween, from: AnimationSample(value: 0.0), tolerance: .standard)
    #expect(placed.isPlaced && placed.length == placed.endTime - 0.2)
    #expect(abs(placed.length - 0.5) < 1e-12 && placed.lastTime == 0.2 + placed.length)
  }
}
