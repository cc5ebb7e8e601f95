import Foundation
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

  @Test("GR-6: the default rotation slop is 5 degrees: turned 4.9 it stays possible, 5.1 it begins")
  func defaultRotationSlop() {
    #expect(RotationGestureRecognizer.defaultSlop == .pi / 36)
    let rotation = RotationGestureRecognizer(element: HitRegion())
    func turned(_ degrees: Double) -> (Double, Double) {
      let radians = degrees * .pi / 180
      return (100 * cos(radians), 100 * sin(radians))
    }
    rotation.handle(down(1, 0, 0, at: 0))
    rotation.handle(down(2, 100, 0, at: 0))
    let under = turned(4.9)  // past pi/37 (4.86 degrees), short of 5
    rotation.handle(move(2, under.0, under.1, at: 0.01))
    #expect(rotation.state == .possible)
    let over = turned(5.1)
    rotation.handle(move(2, over.0, over.1, at: 0.02))
    #expect(rotation.state == .began)
  }

  @Test("GR-6: a second rotation starts from zero: turned less than the slop, it does not begin")
  func secondRotationStartsFromZero() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    rotation.handle(down(1, 0, 0, at: 0))
    rotation.handle(down(2, 100, 0, at: 0))
    rotation.handle(move(2, 0, 100, at: 0.01))  // a quarter turn: far past the 5° slop
    #expect(rotation.state == .began)
    rotation.handle(up(2, 0, 100, at: 0.02))
    rotation.handle(up(1, 0, 0, at: 0.02))
    #expect(rotation.state == .possible)
    // The next gesture turns by about 0.3°: what the first one turned must not count.
    rotation.handle(down(1, 0, 0, at: 1))
    rotation.handle(down(2, 100, 0, at: 1))
    rotation.handle(move(2, 100, 0.5, at: 1.01))
    #expect(rotation.state == .possible)
    #expect(rotation.rotation == 0)
    rotation.handle(move(2, 100, 10, at: 1.02))  // about 5.7°: past the slop
    #expect(rotation.state == .began)
  }

  @Test("GR-6: a second pinch starts from scale 1: changed less than the slop, it does not begin")
  func secondPinchStartsFromOne() {
    let pinch = ScaleGestureRecognizer(element: HitRegion())
    pinch.handle(down(1, 0, 0, at: 0))
    pinch.handle(down(2, 100, 0, at: 0))
    pinch.handle(move(2, 200, 0, at: 0.01))  // twice as far apart: far past the 10-point slop
    #expect(pinch.state == .began)
    pinch.handle(up(2, 200, 0, at: 0.02))
    pinch.handle(up(1, 0, 0, at: 0.02))
    #expect(pinch.state == .possible)
    pinch.handle(down(1, 0, 0, at: 1))
    pinch.handle(down(2, 100, 0, at: 1))
    pinch.handle(move(2, 105, 0, at: 1.01))  // 5 points: within the slop
    #expect(pinch.state == .possible)
    #expect(pinch.scale == 1)
    pinch.handle(move(2, 120, 0, at: 1.02))
    #expect(pinch.state == .began)
    // The slop is consumed: the scale goes on from 1, not from the first pinch's 2.
    #expect(abs(pinch.scale - 1) < 0.2)
  }
}
