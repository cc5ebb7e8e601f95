import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A pan's snapshots carry a translation velocity only: their rotation and scale velocities are
/// zero, during the drag and at its release. Before, no test read a pan snapshot's other
/// velocities, so a release write that filled them with anything went unnoticed.
@Suite("Pan snapshots: only a translation velocity")
struct PanSnapshotVelocitiesTests {
  @Test("GR-9: a pan's snapshots have zero rotation and scale velocity, also at the release")
  func onlyTranslation() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var snapshots: [GestureSnapshot<PanGestureRecognizer>] = []
    let subscription = pan.asStream().subscribe { snapshots.append($0) }
    defer { subscription.unsubscribe() }
    feed(
      pan,
      [
        down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.01), move(1, 40, 0, at: 0.02),
        move(1, 60, 0, at: 0.03), up(1, 60, 0, at: 0.04),
      ])
    let ended = snapshots.first { $0.state == .ended }
    #expect(ended.map { $0.velocity.x > 0 } == true, "the release velocity")
    #expect(snapshots.count >= 4)
    #expect(snapshots.allSatisfy { $0.rotationVelocity == 0 && $0.scaleVelocity == 0 })
  }
}
