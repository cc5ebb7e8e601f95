import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A failure requirement holds even between recognizers that may recognize simultaneously: the
/// waiter fails as soon as the recognizer it waits for is recognized (it no longer can fail).
@Suite("Failure requirements between simultaneous recognizers")
struct FailureRequirementTests {
  @Test("a tap waiting for a double tap fails when the double tap ends, even if simultaneous")
  func waiterFailsWhenRequiredRecognizes() throws {
    let scheduler = ManualScheduler()
    let element = HitRegion()
    let tap = try TapGestureRecognizer(element: element, scheduler: scheduler)
    let doubleTap = try TapGestureRecognizer(
      element: element, numberOfTaps: 2, scheduler: scheduler)
    let coordinator = GestureCoordinator()
    try coordinator.add(tap)
    try coordinator.add(doubleTap)
    coordinator.allowSimultaneousRecognition(tap, doubleTap)
    try coordinator.require(tap, toFail: doubleTap)
    var lines: [String] = []
    let watching = [
      tap.addStateChangeObserver { lines.append("tap:\($0)") },
      doubleTap.addStateChangeObserver { lines.append("doubleTap:\($0)") },
    ]
    for event in [
      down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.05), down(1, 0, 0, at: 0.2), up(1, 0, 0, at: 0.25),
    ] {
      coordinator.handle(event)
    }
    #expect(lines.prefix(2) == ["doubleTap:ended", "tap:failed"])
    scheduler.advance(to: 1)
    #expect(!lines.contains("tap:ended"))
    for subscription in watching { subscription.unsubscribe() }
  }

  @Test("GR-6: a waiting tap ignores the next touch's moves, and ends when the double tap fails")
  func waitingTapIgnoresMoves() throws {
    let scheduler = ManualScheduler()
    let element = HitRegion()
    let tap = try TapGestureRecognizer(element: element, scheduler: scheduler)
    let doubleTap = try TapGestureRecognizer(
      element: element, numberOfTaps: 2, scheduler: scheduler)
    let coordinator = GestureCoordinator()
    try coordinator.add(tap)
    try coordinator.add(doubleTap)
    try coordinator.require(tap, toFail: doubleTap)
    var lines: [String] = []
    let watching = [
      tap.addStateChangeObserver { lines.append("tap:\($0)") },
      doubleTap.addStateChangeObserver { lines.append("doubleTap:\($0)") },
    ]
    coordinator.handle(down(1, 0, 0, at: 0))
    coordinator.handle(up(1, 0, 0, at: 0.05))
    #expect(tap.isWaitingForFailure)
    // The second touch slides away: the double tap fails, so the single tap is recognized. Its
    // moves are not the waiting tap's to judge (it lifted within its slop).
    coordinator.handle(down(1, 0, 0, at: 0.2))
    coordinator.handle(move(1, 50, 0, at: 0.25))
    coordinator.handle(up(1, 50, 0, at: 0.3))
    #expect(lines.contains("doubleTap:failed"))
    #expect(lines.contains("tap:ended"))
    #expect(!lines.contains("tap:failed"))
    for subscription in watching { subscription.unsubscribe() }
  }
}
