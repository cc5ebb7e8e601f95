import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Issue 13 point 2 and the issue-17 boundary survivors: the window rules are decided exactly on
/// the platform's timestamps, and the clock's origin does not change the velocity.
@Suite("Velocity on platform timestamps")
struct VelocityTimestampTests {
  /// A naive least-squares quadratic through (t, x), t in seconds relative to the last sample,
  /// solved from the normal equations; returns the slope at t = 0.
  private func naiveSlope(_ samples: [(t: Double, x: Double)]) -> Double {
    let newest = samples.last!.t
    var s = [Double](repeating: 0, count: 5)
    var r = [Double](repeating: 0, count: 3)
    for sample in samples {
      let t = sample.t - newest
      var power = 1.0
      for k in 0..<5 {
        s[k] += power
        if k < 3 { r[k] += sample.x * power }
        power *= t
      }
    }
    var m = [[s[0], s[1], s[2], r[0]], [s[1], s[2], s[3], r[1]], [s[2], s[3], s[4], r[2]]]
    for pivot in 0..<3 {
      for row in (pivot + 1)..<3 {
        let factor = m[row][pivot] / m[pivot][pivot]
        for column in pivot..<4 { m[row][column] -= factor * m[pivot][column] }
      }
    }
    let a2 = m[2][3] / m[2][2]
    let a1 = (m[1][3] - m[1][2] * a2) / m[1][1]
    return a1
  }

  private func close(_ a: Double, _ b: Double, _ relative: Double = 1e-9) -> Bool {
    abs(a - b) <= relative * max(abs(a), abs(b), 1)
  }

  /// Four samples at -100, -60, -20 and 0 ms (relative to `origin` nanoseconds), x not on any
  /// quadratic, so that leaving out the oldest changes the fit.
  private let offsets: [Int64] = [-100_000_000, -60_000_000, -20_000_000, 0]
  private let xs: [Double] = [0, 3, 20, 21]

  @Test("GR-9: a sample exactly 100 ms old takes part and changes the fit; 1 ns older it does not")
  func horizonInclusive() {
    let origin: Int64 = 5_000_000_000
    var estimator = VelocityEstimator()
    for (offset, x) in zip(offsets, xs) { estimator.add(nanoseconds: origin + offset, x: x, y: 0) }
    let all = naiveSlope(zip(offsets, xs).map { (Double($0) / 1e9, $1) })
    let lastThree = naiveSlope(
      zip(offsets.dropFirst(), xs.dropFirst()).map { (Double($0) / 1e9, $1) })
    #expect(!close(all, lastThree, 1e-3))  // the boundary sample matters
    #expect(close(estimator.velocity().x, all))

    var older = VelocityEstimator()
    var shifted = offsets
    shifted[0] -= 1
    for (offset, x) in zip(shifted, xs) { older.add(nanoseconds: origin + offset, x: x, y: 0) }
    #expect(close(older.velocity().x, lastThree))
  }

  @Test("GR-9: in seconds at a large clock origin, a sample exactly 100 ms old still takes part")
  func horizonInclusiveInSeconds() {
    for origin in [0.0, 1e3, 123_456.789, 1e6] {
      var estimator = VelocityEstimator()
      for (offset, x) in zip(offsets, xs) {
        estimator.add(time: origin + Double(offset) / 1e9, x: x, y: 0)
      }
      let all = naiveSlope(zip(offsets, xs).map { (Double($0) / 1e9, $1) })
      #expect(close(estimator.velocity().x, all), "origin \(origin)")
    }
  }

  @Test("GR-9: a gap of exactly 40 ms keeps the samples before it; 40 ms + 1 ns stops the window")
  func gapInclusive() {
    // -80, -40 and 0 ms: two gaps of exactly 40 ms.
    let gaps: [Int64] = [-80_000_000, -40_000_000, 0]
    var estimator = VelocityEstimator()
    for (offset, x) in zip(gaps, [0.0, 10, 30]) { estimator.add(nanoseconds: offset, x: x, y: 0) }
    let expected = naiveSlope(zip(gaps, [0.0, 10, 30]).map { (Double($0) / 1e9, $1) })
    #expect(close(estimator.velocity().x, expected))
    #expect(estimator.velocity().x != 0)
    var broken = VelocityEstimator()
    for (offset, x) in zip([-80_000_001, -40_000_000, 0] as [Int64], [0.0, 10, 30]) {
      broken.add(nanoseconds: offset, x: x, y: 0)
    }
    #expect(broken.velocity().x == 0)  // only two samples after the gap
  }

  @Test(
    "GR-9: a release exactly 40 ms after the last sample keeps the velocity; 1 ns later it is zero")
  func releaseGapInclusive() {
    var estimator = VelocityEstimator()
    for i in 0..<5 { estimator.add(nanoseconds: Int64(i) * 10_000_000, x: Double(i) * 10, y: 0) }
    #expect(close(estimator.velocity(atNanoseconds: 80_000_000).x, 1000))
    #expect(estimator.velocity(atNanoseconds: 80_000_001) == .zero)
  }

  /// A 120 Hz gesture, accelerating: x = 300 t + 4000 t² on whole-nanosecond timestamps.
  private func gesture(origin: Int64) -> [(Int64, Double)] {
    (0..<12).map { i in
      let elapsed = Int64(i) * 8_333_333
      let t = Double(elapsed) / 1e9
      return (origin + elapsed, 300 * t + 4000 * t * t)
    }
  }

  @Test("GR-9: the same gesture shifted by up to 1e6 s gives the same velocity (ns and seconds)")
  func originIndependent() {
    var reference = VelocityEstimator()
    for (time, x) in gesture(origin: 0) { reference.add(nanoseconds: time, x: x, y: -x) }
    let expected = reference.velocity()
    #expect(close(expected.x, 300 + 8000 * Double(11 * 8_333_333) / 1e9, 1e-6))
    for seconds in [0.0, 1e3, 123_456.789, 1e6] {
      let origin = Int64((seconds * 1e9).rounded())
      var nanos = VelocityEstimator()
      var secs = VelocityEstimator()
      var scalar = ScalarVelocityEstimator()
      for (time, x) in gesture(origin: origin) {
        nanos.add(nanoseconds: time, x: x, y: -x)
        secs.add(time: Double(time) / 1e9, x: x, y: -x)
        scalar.add(time: Double(time) / 1e9, value: x)
      }
      #expect(close(nanos.velocity().x, expected.x), "ns origin \(seconds)")
      #expect(close(secs.velocity().x, expected.x), "s origin \(seconds)")
      #expect(close(secs.velocity().y, expected.y), "s origin \(seconds)")
      #expect(close(scalar.velocity(), expected.x), "scalar origin \(seconds)")
    }
  }

  @Test("GR-9: a pan's release velocity does not depend on the clock's origin, below zero too")
  func panReleaseOriginIndependent() {
    var releases: [Point] = []
    var ignored = 0
    // Below zero: a pointer clock may read before its epoch; the first event is not compared
    // with 0 (it once was, and every event was then restamped at 0 with no velocity).
    for seconds in [0.0, 1e3, 123_456.789, 1e6, -3_600, -1e6] {
      let pan = PanGestureRecognizer(element: HitRegion())
      pan.onIgnored = { _, _ in ignored += 1 }
      var released = Point.zero
      let subscription = pan.addStateChangeObserver { state in
        if state == .ended { released = pan.velocity(in: nil) }
      }
      let events = gesture(origin: Int64((seconds * 1e9).rounded()))
      pan.handle(down(1, 0, 0, at: Double(events[0].0) / 1e9))
      for (time, x) in events.dropFirst() { pan.handle(move(1, x, 0, at: Double(time) / 1e9)) }
      let last = events[events.count - 1]
      pan.handle(up(1, last.1, 0, at: Double(last.0) / 1e9))
      subscription.unsubscribe()
      releases.append(released)
    }
    #expect(releases[0].x > 300)
    for release in releases { #expect(close(release.x, releases[0].x)) }
    #expect(ignored == 0)
  }

  @Test("timestamps beyond the nanosecond range are ignored like non-finite ones")
  func outOfRange() {
    var estimator = VelocityEstimator()
    estimator.add(time: 1e10, x: 1, y: 1)
    estimator.add(time: -1e10, x: 1, y: 1)
    #expect(estimator.sampleCount == 0)
    // Extreme integers neither trap nor produce a velocity: the age of a sample at .min seen
    // from .max overflows and ends the window.
    estimator.add(nanoseconds: .min, x: 0, y: 0)
    estimator.add(nanoseconds: .max - 20_000_000, x: 1, y: 0)
    estimator.add(nanoseconds: .max, x: 2, y: 0)
    #expect(estimator.velocity() == .zero)
    #expect(estimator.velocity(atNanoseconds: .min) == .zero)
  }
  @Test(
    "GR-9: the fit needs a time spread above 1e-12 horizon²: samples 73 ns apart give the velocity, 70 ns apart give zero"
  )
  func degenerateSpreadBoundary() {
    // Three samples at 0, s, 2s ns moving at 1000 units/s. The spread Σ(τ − τ̄)², τ in units of
    // the 100 ms horizon, is 2 s² × 10⁻¹⁶: 1.0658e-12 for s = 73 (a fit), 9.8e-13 for s = 70.
    func velocity(spacing: Int64) -> Double {
      var estimator = VelocityEstimator()
      for k in Int64(0)..<3 {
        estimator.add(nanoseconds: k * spacing, x: 1000 * Double(k * spacing) / 1e9, y: 0)
      }
      return estimator.velocity().x
    }
    #expect(abs(velocity(spacing: 73) - 1000) < 1e-3)
    #expect(velocity(spacing: 70) == 0)
  }
}
