import Foundation
import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// The ring the estimators and the recognizers keep their samples in: the estimate depends only
/// on the samples in the window, whatever the ring's history, and the window's edge cases.
@Suite("Velocity ring rules")
struct VelocityRingRulesTests {
  /// A cubic path (a quadratic fit is not exact on it, so the estimate depends on exactly which
  /// samples are in the window): x = 400 t + 3000 t² − 20000 t³, y = −x / 2.
  private func position(_ t: Double) -> Point {
    let x = 400 * t + 3000 * t * t - 20_000 * t * t * t
    return Point(x: x, y: -x / 2)
  }

  @Test("after the ring wraps, the estimate is that of the window's samples alone")
  func windowAfterWrapping() {
    // 8 ms apart: 13 samples in the 100 ms window, the ring of 20 wrapping every 20 samples.
    let spacing: Int64 = 8_000_000
    for total in 3...64 {
      var long = VelocityEstimator()
      for k in 0..<total {
        let point = position(Double(Int64(k) * spacing) / 1e9)
        long.add(nanoseconds: Int64(k) * spacing, x: point.x, y: point.y)
      }
      var fresh = VelocityEstimator()
      for k in max(0, total - 13)..<total {
        let point = position(Double(Int64(k) * spacing) / 1e9)
        fresh.add(nanoseconds: Int64(k) * spacing, x: point.x, y: point.y)
      }
      #expect(long.velocity() == fresh.velocity(), "\(total) samples")
      #expect(long.velocity() != .zero)
    }
  }

  @Test("a sample earlier than the only one so far counts at that one's time")
  func backwardsAfterOneSample() {
    var estimator = VelocityEstimator()
    estimator.add(time: 0.02, x: 0, y: 0)
    estimator.add(time: 0.01, x: 10, y: 0)
    #expect(estimator.sampleCount == 2)
    #expect(estimator.newestTime == 0.02)
    var scalar = ScalarVelocityEstimator()
    scalar.add(nanoseconds: 20_000_000, value: 0)
    scalar.add(nanoseconds: 10_000_000, value: 10)
    scalar.add(nanoseconds: 30_000_000, value: 20)
    // Counted at 20 ms, 20 ms and 30 ms: two instants, no quadratic, no estimate.
    #expect(scalar.velocity() == 0)
  }

  @Test("samples at two instants give zero in both coordinates")
  func twoInstants() {
    var estimator = VelocityEstimator()
    estimator.add(time: 0, x: 0, y: 0)
    estimator.add(time: 0.01, x: 10, y: -10)
    estimator.add(time: 0.01, x: 20, y: -20)
    estimator.add(time: 0.01, x: 30, y: -30)
    #expect(estimator.sampleCount == 4)
    #expect(estimator.velocity() == .zero)
    #expect(estimator.velocity(at: 0.01) == .zero)
  }

  @Test("a pan on timestamps beyond ±9e9 s keeps no samples and has no velocity, at release too")
  func panBeyondRange() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var ended: GestureSnapshot<PanGestureRecognizer>?
    let subscription = pan.asStream().whenRecognitionStateIs(.ended).subscribe { ended = $0 }
    var released: Point?
    let observer = pan.addStateChangeObserver { state in
      if state == .ended { released = pan.velocity(in: nil) }
    }
    let start = 1e10
    pan.handle(down(1, 0, 0, at: start))
    for i in 1...10 { pan.handle(move(1, Double(i) * 8, 0, at: start + Double(i) * 0.008)) }
    #expect(pan.state == .changed)
    #expect(pan.velocity(in: nil) == .zero)
    pan.handle(up(1, 80, 0, at: start + 0.088))
    #expect(released == .zero)
    #expect(ended?.velocity == .zero)
    #expect(ended?.translation == Point(x: 64, y: 0))  // began at 16 points, past the slop
    subscription.unsubscribe()
    observer.unsubscribe()
  }
}
