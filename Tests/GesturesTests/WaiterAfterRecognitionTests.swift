import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A recognizer that must wait for another to fail cannot wait for one that has already
/// recognized: it fails at once. Before, every failure-requirement test had the waiter ask
/// before the recognizer it waits for began, so a waiter that went on waiting for a recognizer
/// already under way went unnoticed.
@Suite("Failure requirement on a recognizer already under way")
struct WaiterAfterRecognitionTests {
  @Test("GR-6: a rotation that must wait for the pan to fail fails at once once the pan has begun")
  func failsAtOnce() throws {
    let element = HitRegion()
    let pan = PanGestureRecognizer(element: element)
    let rotation = RotationGestureRecognizer(element: element)
    let coordinator = GestureCoordinator()
    try coordinator.add(pan)
    try coordinator.add(rotation)
    coordinator.allowSimultaneousRecognition(pan, rotation)
    try coordinator.require(rotation, toFail: pan)
    let recorder = StateRecorder(rotation, continuous: true)
    coordinator.handle(down(1, 0, 0, at: 0))
    coordinator.handle(move(1, 20, 0, at: 0.01))  // beyond the pan's slop: the pan begins
    #expect(pan.state == .began)
    coordinator.handle(down(2, 100, 0, at: 0.02))
    coordinator.handle(move(2, 100, 30, at: 0.03))  // about 20° of turn: the rotation asks
    #expect(pan.state.isActive)
    #expect(recorder.states == [.failed])
    #expect(recorder.illegal.isEmpty)
  }
}
