import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

@Suite("Velocity estimator (least-squares quadratic, Android/Flutter)")
struct VelocityEstimatorTests {
  @Test("constant velocity: 1000 points per second, exactly")
  func constant() {
    var estimator = VelocityEstimator()
    for i in 0..<15 {
      let t = Double(i) * 0.008
      estimator.add(time: t, x: 1000 * t + 3, y: -250 * t)
    }
    #expect(close(estimator.velocity(), Point(x: 1000, y: -250), 1e-6))
  }

  @Test("constant acceleration: the slope at the newest sample, exactly")
  func accelerating() {
    var estimator = VelocityEstimator()
    // x = 100 t + 2000 t²  →  v(t) = 100 + 4000 t; newest sample at t = 0.09.
    for i in 0...9 {
      let t = Double(i) * 0.01
      estimator.add(time: t, x: 100 * t + 2000 * t * t, y: 0)
    }
    #expect(abs(estimator.velocity().x - (100 + 4000 * 0.09)) < 1e-6)
  }

  @Test("fewer than three samples give zero")
  func tooFew() {
    var estimator = VelocityEstimator()
    #expect(estimator.velocity() == .zero)
    estimator.add(time: 0, x: 0, y: 0)
    estimator.add(time: 0.01, x: 10, y: 0)
    #expect(estimator.velocity() == .zero)
    estimator.add(time: 0.02, x: 20, y: 0)
    #expect(abs(estimator.velocity().x - 1000) < 1e-6)
  }

  @Test("samples older than 100 ms before the newest are left out")
  func horizon() {
    var estimator = VelocityEstimator()
    // A slow phase long ago, then a fast phase in the last 100 ms.
    for i in 0..<5 { estimator.add(time: Double(i) * 0.03, x: Double(i), y: 0) }
    let start = 0.12
    for i in 1...5 { estimator.add(time: start + Double(i) * 0.02, x: 4 + Double(i) * 10, y: 0) }
    // Newest at 0.22: the window reaches back to 0.12 (x = 4 at 0.12, on the fast line).
    #expect(abs(estimator.velocity().x - 500) < 1e-6)
  }

  @Test("the window stops at a gap of more than 40 ms")
  func gap() {
    var estimator = VelocityEstimator()
    estimator.add(time: 0, x: 0, y: 0)
    estimator.add(time: 0.01, x: 100, y: 0)
    // 50 ms pause, then three samples moving at 200 points per second.
    for i in 0..<3 { estimator.add(time: 0.06 + Double(i) * 0.01, x: 100 + Double(i) * 2, y: 0) }
    #expect(abs(estimator.velocity().x - 200) < 1e-6)
    // With only two samples after the gap, nothing is estimated.
    var short = VelocityEstimator()
    for (t, x) in [(0.0, 0.0), (0.01, 10.0), (0.02, 20.0), (0.07, 30.0), (0.08, 40.0)] {
      short.add(time: t, x: x, y: 0)
    }
    #expect(short.velocity() == .zero)
  }

  @Test("at most 20 samples are kept; the ring never grows")
  func capacity() {
    var estimator = VelocityEstimator()
    for i in 0..<100 { estimator.add(time: Double(i) * 0.001, x: Double(i), y: 0) }
    #expect(estimator.sampleCount == VelocityEstimator.maximumSamples)
    #expect(abs(estimator.velocity().x - 1000) < 1e-6)
  }

  @Test("asked at a release more than 40 ms after the last sample, the pointer had stopped")
  func releaseAfterPause() {
    var estimator = VelocityEstimator()
    for i in 0..<5 { estimator.add(time: Double(i) * 0.01, x: Double(i) * 10, y: 0) }
    #expect(abs(estimator.velocity(at: 0.07).x - 1000) < 1e-6)
    #expect(estimator.velocity(at: 0.081) == .zero)
  }

  @Test("non-finite samples are ignored; samples at one instant give zero")
  func degenerate() {
    var estimator = VelocityEstimator()
    estimator.add(time: .nan, x: 1, y: 1)
    estimator.add(time: 0, x: .infinity, y: 1)
    #expect(estimator.sampleCount == 0)
    for x in 0..<5 { estimator.add(time: 1, x: Double(x), y: 0) }
    #expect(estimator.velocity() == .zero)
  }

  @Test("a pan's release velocity is the estimate at the up event")
  func panRelease() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var released = Point.zero
    let subscription = pan.addStateChangeObserver { state in
      if state == .ended { released = pan.velocity(in: nil) }
    }
    pan.handle(down(1, 0, 0, at: 0))
    for i in 1...10 { pan.handle(move(1, Double(i) * 8, Double(i) * -4, at: Double(i) * 0.008)) }
    pan.handle(up(1, 80, -40, at: 0.088))
    #expect(close(released, Point(x: 1000, y: -500), 1e-6))
    subscription.unsubscribe()
  }

  @Test("a pan lifted more than 40 ms after its last move was released at rest, not thrown")
  func panReleaseAfterPause() {
    // The same drag, lifted after a pause: 40 ms after the last move it still counts as
    // moving, 1 ms later the finger had stopped. Read while the ended write is delivered, as a
    // release (a toss, a settle) does.
    for (pause, expected) in [(0.04, Point(x: 1000, y: -500)), (0.041, Point.zero)] {
      let pan = PanGestureRecognizer(element: HitRegion())
      var released: Point?
      let subscription = pan.addStateChangeObserver { state in
        if state == .ended { released = pan.velocity(in: nil) }
      }
      pan.handle(down(1, 0, 0, at: 0))
      for i in 1...10 { pan.handle(move(1, Double(i) * 8, Double(i) * -4, at: Double(i) * 0.008)) }
      pan.handle(up(1, 80, -40, at: 0.08 + pause))
      #expect(released.map { close($0, expected, 1e-6) } == true, "pause \(pause) s")
      subscription.unsubscribe()
    }
  }
}
