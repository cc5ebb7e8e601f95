import Foundation
import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A two-finger gesture's velocity comes from its own samples, read at the right time. A new
/// gesture measures it from its own samples only (issue 17: the estimator's reset between
/// gestures, deleted, survived: every test waited long enough between gestures for the old
/// samples to leave the velocity window), and the release velocity is the estimate at the lift,
/// not at the last move (issue 17: the release velocity's computation at the lift, deleted,
/// survived).
@Suite("Two-finger velocity reset")
struct TwoFingerVelocityResetTests {
  /// Fingers 1 at the origin and 2 at (100, 0) from `time`, then finger 2 turning around finger 1
  /// at `speed` rad/s in `steps` moves of 0.01 s.
  func turn(_ rotation: RotationGestureRecognizer, from time: Double, speed: Double, steps: Int) {
    rotation.handle(down(1, 0, 0, at: time))
    rotation.handle(down(2, 100, 0, at: time + 0.01))
    for step in 1...steps {
      let angle = speed * Double(step) * 0.01
      rotation.handle(
        move(2, 100 * cos(angle), 100 * sin(angle), at: time + 0.01 + Double(step) * 0.01))
    }
  }

  @Test("a rotation begun 10 ms after another ended has no velocity until its own samples")
  func freshWindow() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    turn(rotation, from: 0, speed: 4, steps: 4)  // 0.16 rad: began, turning at 4 rad/s
    #expect(rotation.state.isActive)
    let angle = 0.16
    rotation.handle(up(2, 100 * cos(angle), 100 * sin(angle), at: 0.06))
    rotation.handle(up(1, 0, 0, at: 0.06))
    #expect(rotation.state == .possible)
    rotation.handle(down(1, 0, 0, at: 0.07))
    rotation.handle(down(2, 100, 0, at: 0.08))
    #expect(rotation.velocity == 0, "velocity \(rotation.velocity) from one sample")
  }

  @Test("a rotation begun right after another turns at its own speed, not a mix of both")
  func ownSpeed() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    turn(rotation, from: 0, speed: 4, steps: 4)
    let angle = 0.16
    rotation.handle(up(2, 100 * cos(angle), 100 * sin(angle), at: 0.06))
    rotation.handle(up(1, 0, 0, at: 0.06))
    turn(rotation, from: 0.07, speed: -.pi / 2, steps: 2)
    #expect(abs(rotation.velocity + .pi / 2) < 1e-6, "velocity \(rotation.velocity)")
  }

  @Test("the release velocity is read at the lift: a pair held still for 200 ms ends at rest")
  func releaseAtLift() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    var atEnd: [Double] = []
    let subscription = rotation.addStateChangeObserver { state in
      if state == .ended { atEnd.append(rotation.velocity) }
    }
    defer { subscription.unsubscribe() }
    turn(rotation, from: 0, speed: 4, steps: 4)  // last move at 0.05 s, at 4 rad/s
    let angle = 0.16
    rotation.handle(up(2, 100 * cos(angle), 100 * sin(angle), at: 0.25))  // still since 0.05 s
    #expect(atEnd == [0])
    rotation.handle(up(1, 0, 0, at: 0.25))
    turn(rotation, from: 1, speed: 4, steps: 4)
    rotation.handle(up(2, 100 * cos(angle), 100 * sin(angle), at: 1.05))  // lifted moving
    #expect(atEnd.count == 2 && abs(atEnd[1] - 4) < 0.1, "\(atEnd)")
  }
}
