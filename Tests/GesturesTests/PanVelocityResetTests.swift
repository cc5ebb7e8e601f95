import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A pan measures each drag's velocity from that drag's own samples. A gesture that is over
/// resets the pan (its samples too) once the last finger lifts, so the one way a finger lands on
/// a pan still holding another finger's samples is a wait: a pan that waits for a double tap to
/// fail stays possible while the finger lifts and the next one lands. The reset of the samples
/// at that down, deleted, survived CI's mutation sample: no test landed a finger during a wait.
@Suite("Pan velocity reset")
struct PanVelocityResetTests {
  /// The second drag: down 20 ms after the first finger's last move, then 20 points every 10 ms.
  static let drag = [
    down(1, 5, 0, at: 0.03), move(1, 25, 0, at: 0.04), move(1, 45, 0, at: 0.05),
    move(1, 65, 0, at: 0.06), up(1, 65, 0, at: 0.06),
  ]

  @Test("a pan that waited for a double tap to fail is flung at its own drag's speed")
  func waitedPanFlungAtItsOwnSpeed() throws {
    let element = HitRegion()
    // The pan's slop (2) is inside the double tap's (10): a short drag passes the one and not the
    // other, so the pan waits while the double tap is still possible.
    let pan = try PanGestureRecognizer(element: element, slop: 2)
    let doubleTap = try TapGestureRecognizer(element: element, numberOfTaps: 2)
    let coordinator = GestureCoordinator()
    try coordinator.add(pan)
    try coordinator.add(doubleTap)
    try coordinator.require(pan, toFail: doubleTap)
    var released: [Point] = []
    let subscription = pan.addStateChangeObserver { [unowned pan] state in
      if state == .ended { released.append(pan.velocity(in: nil)) }
    }
    defer { subscription.unsubscribe() }
    // A first tap that slides 5 points: past the pan's slop, within the double tap's.
    for event in [down(1, 0, 0, at: 0), move(1, 5, 0, at: 0.01), up(1, 5, 0, at: 0.02)] {
      coordinator.handle(event)
    }
    #expect(pan.isWaitingForFailure)
    // The second finger drags: the double tap fails at its first move, the pan begins and is
    // flung at the lift.
    for event in Self.drag { coordinator.handle(event) }
    // The same drag on a pan of its own.
    let alone = try PanGestureRecognizer(element: HitRegion(), slop: 2)
    var releasedAlone: [Point] = []
    let aloneSubscription = alone.addStateChangeObserver { [unowned alone] state in
      if state == .ended { releasedAlone.append(alone.velocity(in: nil)) }
    }
    defer { aloneSubscription.unsubscribe() }
    feed(alone, Self.drag)
    #expect(releasedAlone.count == 1 && close(releasedAlone[0], Point(x: 2000, y: 0), 1e-6))
    #expect(released == releasedAlone, "released at \(released), alone at \(releasedAlone)")
  }
}
