import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A recognizer that asked to recognize and waits for another to fail, when the wait is resolved
/// after its pointers have lifted.
@Suite("Waits resolved after the pointers lifted")
struct ResolvedWaitTests {
  @Test("a pan whose pointer lifted while it waited begins and ends at once when allowed")
  func panEndsAtOnce() throws {
    let scheduler = ManualScheduler()
    let element = HitRegion()
    // The pan's slop (2) is inside the double tap's (10): a short drag passes the one and not
    // the other, so the pan waits while the double tap is still possible.
    let pan = try PanGestureRecognizer(element: element, slop: 2)
    let doubleTap = try TapGestureRecognizer(
      element: element, numberOfTaps: 2, scheduler: scheduler)
    let coordinator = GestureCoordinator()
    try coordinator.add(pan)
    try coordinator.add(doubleTap)
    try coordinator.require(pan, toFail: doubleTap)
    let recorder = StateRecorder(pan, continuous: true)
    for event in [down(1, 0, 0, at: 0), move(1, 5, 0, at: 0.01), up(1, 5, 0, at: 0.02)] {
      coordinator.handle(event)
    }
    #expect(pan.isWaitingForFailure)
    #expect(recorder.states.isEmpty)
    // The second tap never comes: the double tap fails, and the pan, whose pointer is up, ends.
    scheduler.advance(to: 1)
    #expect(doubleTap.state == .possible)
    #expect(recorder.states == [.began, .ended, .possible])
    #expect(recorder.illegal.isEmpty)
    #expect(pan.state == .possible)
    recorder.stop()
  }
}
