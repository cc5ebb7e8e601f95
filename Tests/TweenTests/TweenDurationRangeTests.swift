import MotionTween
import Testing

@Suite("Tween duration and delay range")
struct TweenDurationRangeTests {
  @Test(
    "TW-3: a duration beyond Tween.maximumSeconds is a typed error, not a trap",
    arguments: [1e13, 1e300, Double.greatestFiniteMagnitude])
  func hugeDuration(seconds: Double) {
    #expect(throws: TweenError.invalidDuration(seconds)) {
      try Tween(durationSeconds: seconds, values: [0.0, 1])
    }
  }

  @Test("TW-4: a delay beyond Tween.maximumSeconds is a typed error, not a trap")
  func hugeDelay() {
    #expect(throws: TweenError.invalidDelay(1e300)) {
      try Tween(durationSeconds: 1, delaySeconds: 1e300, values: [0.0, 1])
    }
  }

  @Test("TW-3: the maximum itself is accepted and round-trips through Duration")
  func maximumAccepted() throws {
    let tween = try Tween(durationSeconds: Tween<Double>.maximumSeconds, values: [0.0, 1])
    #expect(tween.durationSeconds == 1e12)
    #expect(tween.duration == .seconds(1e12))
  }
}
