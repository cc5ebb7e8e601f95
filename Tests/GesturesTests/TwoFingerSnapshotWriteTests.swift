import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A two-finger write carries the state, location and velocity of the moment it was written, as
/// every recognizer's does (GR-9): the two-finger recognizers fill the shared fields first, then
/// their own, and a pinch's velocity is per unit of the scale it began at. Before, no test
/// compared a two-finger snapshot's location or mid-gesture velocity with the recognizer's, so a
/// write that kept the previous write's location, or divided by the began scale instead of
/// multiplying, went unnoticed.
@Suite("Two-finger snapshots: state and location of the write")
struct TwoFingerSnapshotWriteTests {
  @Test(
    "GR-9: a pinch's snapshots carry the velocity the recognizer reports, relative to its began scale"
  )
  func pinchVelocity() {
    let scale = ScaleGestureRecognizer(element: HitRegion())
    var written: [Double] = []
    var seen: [Double] = []
    let subscriptions = [
      scale.addStateChangeObserver { _ in written.append(scale.velocity) },
      scale.asStream().subscribe { seen.append($0.scaleVelocity) },
    ]
    defer { for subscription in subscriptions { subscription.unsubscribe() } }
    // Began at 115 points from a base of 100: scale 1 there, so the velocity is per 1.15.
    feed(
      scale,
      [
        down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), move(2, 115, 0, at: 0.01),
        move(2, 130, 0, at: 0.02), move(2, 145, 0, at: 0.03), move(2, 160, 0, at: 0.04),
      ])
    #expect(written.count == 4 && written.last.map { $0 > 0 } == true, "\(written)")
    #expect(seen == written)
  }

  @Test("GR-9: a rotation's and a pinch's snapshots carry the state and location of their write")
  func stateAndLocation() {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    let scale = ScaleGestureRecognizer(element: HitRegion())
    var written: [(state: GestureRecognizerState, location: Point)] = []
    var seen: [(state: GestureRecognizerState, location: Point)] = []
    let subscriptions = [
      rotation.addStateChangeObserver { written.append(($0, rotation.location(in: nil))) },
      rotation.asStream().subscribe { seen.append(($0.state, $0.location)) },
      scale.addStateChangeObserver { written.append(($0, scale.location(in: nil))) },
      scale.asStream().subscribe { seen.append(($0.state, $0.location)) },
    ]
    defer { for subscription in subscriptions { subscription.unsubscribe() } }
    feed(
      rotation,
      [
        down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), move(2, 100, 20, at: 0.01),
        move(2, 100, 40, at: 0.02), up(2, 100, 40, at: 0.03), up(1, 0, 0, at: 0.04),
      ])
    feed(
      scale,
      [
        down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), move(2, 120, 0, at: 0.01),
        move(2, 140, 0, at: 0.02), up(2, 140, 0, at: 0.03), up(1, 0, 0, at: 0.04),
      ])
    #expect(written.count >= 8)
    #expect(seen.map(\.state) == written.map(\.state))
    #expect(seen.map(\.location) == written.map(\.location))
  }
}
