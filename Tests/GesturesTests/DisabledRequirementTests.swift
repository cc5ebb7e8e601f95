import MotionGestures
import MotionStreams
import Testing

/// A failure requirement on a recognizer that is disabled does not hold: the waiter goes on as
/// if it had failed, whatever state the disabled recognizer still reports (GR-5). The library's
/// recognizers return to possible when disabled; an app's own need not.
@Suite("Failure requirements on a disabled recognizer")
struct DisabledRequirementTests {
  /// An app's recognizer that keeps reporting its last state while disabled.
  final class Stale: ArbitratedGestureRecognizer {
    var state = GestureRecognizerState.ended
    var enabled = false
    var isContinuous: Bool { false }
    var isEngaged = true
    var isWaitingForFailure: Bool { false }
    /// Weak, as the library's recognizers hold it: the coordinator holds the recognizer.
    weak var coordinator: GestureCoordinator?
    func handle(_ event: PointerEvent) {}
    func resolveWait(proceed: Bool) {}
    func forceFail() {}
  }

  @Test("GR-5: a disabled required recognizer neither fails the waiter nor makes it wait")
  func disabledIsIgnored() throws {
    let coordinator = GestureCoordinator()
    let pan = PanGestureRecognizer(element: HitRegion(name: "card"))
    let stale = Stale()
    try coordinator.add(pan)
    try coordinator.add(stale)
    try coordinator.require(pan, toFail: stale)
    #expect(coordinator.decision(for: pan) == .proceed, "disabled: ignored, though it says ended")
    stale.enabled = true
    #expect(coordinator.decision(for: pan) == .fail, "enabled and ended: the waiter fails")
    stale.state = .possible
    #expect(coordinator.decision(for: pan) == .wait, "enabled and engaged: the waiter waits")
    stale.enabled = false
    #expect(coordinator.decision(for: pan) == .proceed, "disabled and engaged: ignored")
  }
}
