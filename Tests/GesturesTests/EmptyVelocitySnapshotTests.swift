import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A two-finger write captures the velocity samples it is fitted from when read. A write made
/// with no samples at all reads zero velocity, as the recognizer itself does then: the failure
/// of a single finger that never formed a pair, and the possible state after a gesture (the
/// samples are reset when it ends). Before, no test read a snapshot without samples, so any
/// velocity for an empty capture went unnoticed.
@Suite("Two-finger snapshots without velocity samples")
struct EmptyVelocitySnapshotTests {
  /// A single finger's tap, then two fingers spreading (the pinch) or turning (the rotation).
  private let tap = [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.05)]

  private let pinch = [
    down(1, 0, 0, at: 1), down(2, 100, 0, at: 1), move(2, 120, 0, at: 1.01),
    move(2, 140, 0, at: 1.02), move(2, 160, 0, at: 1.03), up(2, 160, 0, at: 1.03),
    up(1, 0, 0, at: 1.04),
  ]

  private let turn = [
    down(1, 0, 0, at: 1), down(2, 100, 0, at: 1), move(2, 100, 20, at: 1.01),
    move(2, 100, 40, at: 1.02), move(2, 100, 60, at: 1.03), up(2, 100, 60, at: 1.03),
    up(1, 0, 0, at: 1.04),
  ]

  @Test("GR-9: a scale snapshot written without samples has zero scale velocity")
  func scale() {
    let scale = ScaleGestureRecognizer(element: HitRegion())
    var snapshots: [GestureSnapshot<ScaleGestureRecognizer>] = []
    let subscription = scale.asStream().subscribe { snapshots.append($0) }
    defer { subscription.unsubscribe() }
    feed(scale, tap + pinch)
    #expect(
      snapshots.map(\.state) == [.failed, .possible, .began, .changed, .changed, .ended, .possible])
    #expect(snapshots[0].scaleVelocity == 0 && snapshots[1].scaleVelocity == 0)
    #expect(snapshots[5].scaleVelocity > 0)  // the release velocity: the pinch spread
    #expect(snapshots[6].scaleVelocity == 0 && scale.velocity == 0)
  }

  @Test("GR-9: a rotation snapshot written without samples has zero rotation velocity")
  func rotation() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    var snapshots: [GestureSnapshot<RotationGestureRecognizer>] = []
    let subscription = rotation.asStream().subscribe { snapshots.append($0) }
    defer { subscription.unsubscribe() }
    feed(rotation, tap + turn)
    #expect(snapshots.first?.state == .failed && snapshots.last?.state == .possible)
    #expect(snapshots.first?.rotationVelocity == 0 && snapshots.last?.rotationVelocity == 0)
    #expect(snapshots.contains { $0.state == .ended && $0.rotationVelocity > 0 })
    #expect(rotation.velocity == 0)
  }
}
