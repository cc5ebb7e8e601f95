import Foundation
import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// The rotation's velocity window counts the instant the pair of fingers formed (and each
/// change of the pair), not only the moves: after two steady moves the window already holds the
/// three samples a velocity needs.
@Suite("Rotation velocity samples")
struct RotationVelocitySamplesTests {
  @Test("the second finger's landing is a velocity sample: two steady moves give the turning speed")
  func pairFormingIsASample() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    rotation.handle(down(1, 0, 0, at: 0))
    rotation.handle(down(2, 100, 0, at: 0.01))
    // Finger 2 turns around finger 1 at π/2 rad/s: 0.01 s steps of π/200.
    for step in 1...2 {
      let angle = Double(step) * .pi / 200
      rotation.handle(
        move(2, 100 * cos(angle), 100 * sin(angle), at: 0.01 + Double(step) * 0.01))
    }
    #expect(abs(rotation.velocity - .pi / 2) < 1e-6, "velocity \(rotation.velocity)")
  }

  @Test("a third finger landing and lifting keeps the window going on the remaining pair")
  func thirdFingerLiftIsASample() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    rotation.handle(down(1, 0, 0, at: 0))
    rotation.handle(down(2, 100, 0, at: 0.01))
    rotation.handle(down(3, 50, 50, at: 0.02))
    rotation.handle(up(3, 50, 50, at: 0.03))  // two fingers remain: a sample, still at angle 0
    let angle = Double.pi / 200
    rotation.handle(move(2, 100 * cos(angle), 100 * sin(angle), at: 0.04))
    // Samples at 0.01, 0.02, 0.03 (angle 0) and 0.04 (π/200): a velocity exists and is positive.
    #expect(rotation.velocity > 0, "velocity \(rotation.velocity)")
  }
}
