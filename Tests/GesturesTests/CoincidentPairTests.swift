import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Two fingers that go down at one point have no distance to take a ratio of: the scale holds
/// until they separate and is re-based there, so the slop counts from the distance they first
/// have (the documented rule). Before, no test put a pair down at one point, so a scale that
/// counted the separation itself as a spread (a change from zero) went unnoticed.
@Suite("A pinch whose fingers go down at one point")
struct CoincidentPairTests {
  @Test("GR-6: the pinch counts its slop from where the fingers separate, not from zero")
  func slopFromSeparation() {
    let scale = ScaleGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(scale, continuous: true)
    feed(scale, [down(1, 50, 50, at: 0), down(2, 50, 50, at: 0), move(2, 80, 50, at: 0.01)])
    #expect(recorder.states.isEmpty, "30 points apart, re-based there: \(recorder.states)")
    #expect(scale.scale == 1)
    scale.handle(move(2, 95, 50, at: 0.02))  // 45 points: 15 more than at the separation
    #expect(recorder.states == [.began])
    #expect(scale.scale == 1)
    scale.handle(move(2, 140, 50, at: 0.03))  // 90 points: twice the distance at began
    #expect(abs(scale.scale - 2) < 1e-12)
    #expect(recorder.illegal.isEmpty)
  }

  @Test("GR-6: fingers that go down half a point apart already have a distance to scale from")
  func nearlyCoincident() {
    let scale = ScaleGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(scale, continuous: true)
    feed(scale, [down(1, 50, 50, at: 0), down(2, 50.5, 50, at: 0), move(2, 62, 50, at: 0.01)])
    #expect(recorder.states == [.began], "spread by 11.5 points from 0.5")
    scale.handle(move(2, 74, 50, at: 0.02))  // 24 points: twice the 12 at began
    #expect(abs(scale.scale - 2) < 1e-12)
  }

  @Test("GR-6: two fingers one point apart turn the rotation as two ten points apart do")
  func rotationOfANarrowPair() {
    func turned(by spread: Double) -> (rotation: Double, state: GestureRecognizerState) {
      let rotation = RotationGestureRecognizer(element: HitRegion())
      feed(
        rotation,
        [
          down(1, 50, 50, at: 0), down(2, 50 + spread, 50, at: 0),
          move(2, 50, 50 + spread, at: 0.01), move(2, 50 - spread, 50, at: 0.02),
        ])
      return (rotation.rotation, rotation.state)
    }
    let (narrow, wide) = (turned(by: 1), turned(by: 10))
    #expect(wide.rotation != 0 && wide.state == .changed)
    #expect(narrow.rotation == wide.rotation && narrow.state == wide.state)
  }
}
