import MotionTween
import Testing

@Suite("Tween duration and delay range")
struct TweenDurationRangeTests {
  @Test(
    "TW-3: a duration beyond Tween.maximumSeconds is a typed error, not a trap",
    arguments: [1e13, 1e300, Double.greatestFiniteMagnitude])
  func hugeDuration(seconds: Double) {
    #expect(throws: TweenError.invalidDuration(seconds)) {
      try Tween(duration: seconds, values: [0.0, 1])
    }
  }

  @Test("TW-4: a delay beyond Tween.maximumSeconds is a typed error, not a trap")
  func hugeDelay() {
    #expect(throws: TweenError.invalidDelay(1e300)) {
      try Tween(duration: 1, delay: 1e300, values: [0.0, 1])
    }
  }

  @Test("TW-3: the maximum itself is accepted and kept exactly, in seconds")
  func maximumAccepted() throws {
    let tween = try Tween(duration: Tween<Double>.maximumSeconds, delay: 0.5, values: [0.0, 1])
    #expect(tween.duration == 1e12)
    #expect(tween.endTime == 1e12 + 0.5)
  }
}
