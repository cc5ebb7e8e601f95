import Foundation
import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Timestamps in seconds are rounded to the nearest nanosecond on the way into the velocity
/// estimators, halves away from zero (what `Double.rounded()` does), without a call to the C
/// library's `round`.
@Suite("Rounding seconds to nanoseconds")
struct NanosecondRoundingTests {
  /// The nanosecond a time in seconds is stored at.
  private func stored(_ seconds: Double) -> Int64? {
    var estimator = VelocityEstimator()
    estimator.add(time: seconds, x: 0, y: 0)
    return estimator.newestNanoseconds
  }

  @Test("exact halves round away from zero; the product just below a half rounds down")
  func halves() {
    // Each of these products with 1e9 is exactly a half (checked: `seconds * 1e9` below).
    let ties: [(Double, Int64)] = [
      (5e-10, 1), (2.5e-9, 3), (1.25e-8, 13), (-5e-10, -1), (-2.5e-9, -3), (-1.25e-8, -13),
    ]
    for (seconds, nanoseconds) in ties {
      #expect((seconds * 1e9).truncatingRemainder(dividingBy: 1).magnitude == 0.5)
      #expect(stored(seconds) == nanoseconds, "\(seconds)")
    }
    // 7.5e-9 × 1e9 is 7.499999999999999 in binary: 7, not 8.
    #expect(7.5e-9 * 1e9 < 7.5)
    #expect(stored(7.5e-9) == 7)
    #expect(stored(-7.5e-9) == -7)
    #expect(stored(4.9e-10) == 0)
    #expect(stored(-4.9e-10) == 0)
  }

  @Test("the integer rounding agrees with Double.rounded() over the whole accepted range")
  func agreesWithRounded() {
    var random = SeededRandom(seed: 0x5eed)
    for _ in 0..<20_000 {
      // Magnitudes from 1e-10 s to 9e9 s, both signs.
      let sign: Double = random.chance(50) ? -1 : 1
      let seconds = sign * pow(10, random.uniform(-10, 9.95))
      guard abs(seconds) < 9e9 else { continue }
      #expect(stored(seconds) == Int64((seconds * 1e9).rounded()), "\(seconds)")
    }
  }

  @Test("9e9 s and beyond, and non-finite times, are ignored; just below is kept")
  func range() {
    #expect(stored(9e9) == nil)
    #expect(stored(-9e9) == nil)
    #expect(stored(.infinity) == nil)
    #expect(stored(-.infinity) == nil)
    #expect(stored(.nan) == nil)
    for seconds in [8_999_999_999.5, -8_999_999_999.5] {
      #expect(stored(seconds) == Int64((seconds * 1e9).rounded()))
      #expect(stored(seconds).map { abs($0) > 8_999_999_999_000_000_000 } == true)
    }
  }
}
