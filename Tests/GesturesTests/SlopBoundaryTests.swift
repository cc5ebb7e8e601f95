import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// The issue-17 boundary survivors for thresholds: a pan "begins when the translation exceeds
/// the slop", so moving exactly by the slop does not begin it.
@Suite("Slop boundaries")
struct SlopBoundaryTests {
  @Test("GR-6: a pan moved exactly by the slop stays possible; a hair beyond, it begins")
  func panExactlySlop() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(pan, continuous: true)
    pan.handle(down(1, 100, 100, at: 0))
    pan.handle(move(1, 106, 108, at: 0.01))  // (6, 8): exactly 10 points
    #expect(pan.state == .possible)
    pan.handle(move(1, 100, 90, at: 0.02))  // (0, -10): exactly 10 again
    #expect(pan.state == .possible)
    pan.handle(move(1, 100, 89.999_999, at: 0.03))
    #expect(pan.state == .began)
    #expect(recorder.states == [.began])
  }

  @Test("GR-6: a custom slop is exclusive too, and a zero slop begins on any motion")
  func customSlop() throws {
    let pan = try PanGestureRecognizer(element: HitRegion(), slop: 3)
    pan.handle(down(1, 0, 0, at: 0))
    pan.handle(move(1, 3, 0, at: 0.01))
    #expect(pan.state == .possible)
    pan.handle(move(1, 3.000_001, 0, at: 0.02))
    #expect(pan.state == .began)
    let eager = try PanGestureRecognizer(element: HitRegion(), slop: 0)
    eager.handle(down(1, 0, 0, at: 0))
    eager.handle(move(1, 0, 0, at: 0.01))
    #expect(eager.state == .possible)
    eager.handle(move(1, 0, 1e-9, at: 0.02))
    #expect(eager.state == .began)
  }

  @Test("GR-6: a pinch changed exactly by the slop stays possible; beyond, it begins")
  func scaleExactlySlop() {
    let pinch = ScaleGestureRecognizer(element: HitRegion())
    pinch.handle(down(1, 0, 0, at: 0))
    pinch.handle(down(2, 100, 0, at: 0))
    pinch.handle(move(2, 110, 0, at: 0.01))
    #expect(pinch.state == .possible)
    pinch.handle(move(2, 110.001, 0, at: 0.02))
    #expect(pinch.state == .began)
  }
}
