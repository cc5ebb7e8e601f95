import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Bad input to recognizers and geometry that `BadInputTests` does not cover (Docs/BadInput.md).
@Suite("Recognizer bad input")
struct RecognizerBadInputTests {
  @Test("rotation, scale and long-press thresholds reject NaN, infinite and negative values")
  func thresholds() {
    for bad in [-1, Double.nan, .infinity] {
      #expect(throws: ParameterError.self) {
        try RotationGestureRecognizer(element: HitRegion(), slop: bad)
      }
      #expect(throws: ParameterError.self) {
        try ScaleGestureRecognizer(element: HitRegion(), slop: bad)
      }
      #expect(throws: ParameterError.self) {
        try LongPressGestureRecognizer(
          element: HitRegion(), scheduler: ManualScheduler(), minimumDuration: bad)
      }
      #expect(throws: ParameterError.self) {
        try LongPressGestureRecognizer(
          element: HitRegion(), scheduler: ManualScheduler(), slop: bad)
      }
    }
    #expect(throws: ParameterError.invalidParameter("slop", -1)) {
      try ScaleGestureRecognizer(element: HitRegion(), slop: -1)
    }
  }

  @Test(
    "a NaN timestamp is handled at the previous event's time: the move counts, velocity stays finite"
  )
  func nanTimestamp() {
    let pan = PanGestureRecognizer(element: HitRegion())
    pan.handle(down(1, 0, 0, at: 0))
    pan.handle(move(1, 30, 0, at: 0.02))
    pan.handle(
      PointerEvent(pointer: 1, phase: .move, position: Point(x: 60, y: 0), timestamp: .nan))
    pan.handle(move(1, 90, 0, at: 0.04))
    #expect(pan.state == .changed)
    #expect(pan.translation(in: nil).x == 60)  // began at 30, now at 90
    let velocity = pan.velocity(in: nil)
    #expect(velocity.x.isFinite && velocity.y.isFinite)
    pan.handle(up(1, 90, 0, at: 0.05))
    #expect(pan.state == .possible)
  }

  @Test("GR-8: a singular element (scale 0) reports NaN locations, never a plausible number")
  func singularElement() {
    let flat = HitRegion(
      frame: Rect(x: 0, y: 0, width: 100, height: 100),
      transform: AffineTransform(scaleX: 0, y: 1))
    let pan = PanGestureRecognizer(element: flat)
    pan.handle(down(1, 50, 50, at: 0))
    #expect(pan.location(in: nil) == Point(x: 50, y: 50))
    let local = pan.location(in: flat)
    #expect(local.x.isNaN && local.y.isNaN)
    #expect(!flat.contains(rootPoint: Point(x: 50, y: 50)))
  }

  @Test(
    "velocity samples with NaN or infinite parts are ignored; earlier times count as the newest")
  func velocitySamples() {
    var estimator = VelocityEstimator()
    estimator.add(time: 0, x: 0, y: 0)
    estimator.add(time: 0.01, x: 10, y: 0)
    estimator.add(time: .nan, x: 500, y: 0)
    estimator.add(time: 0.015, x: .infinity, y: 0)
    #expect(estimator.sampleCount == 2)
    estimator.add(time: 0.005, x: 20, y: 0)  // backwards: counted at 0.01
    #expect(estimator.newestTime == 0.01)
    estimator.add(time: 0.02, x: 30, y: 0)
    let velocity = estimator.velocity()
    #expect(velocity.x.isFinite && velocity.y.isFinite)
  }
}
