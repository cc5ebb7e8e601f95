import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Records `name:state` lines from several recognizers, in order.
private final class Log {
  var lines: [String] = []
  var subscriptions: [Subscription] = []

  func watch(_ recognizer: some GestureRecognizer, _ name: String) {
    subscriptions.append(recognizer.addStateChangeObserver { self.lines.append("\(name):\($0)") })
  }
}

@Suite("Arbitration between recognizers")
struct GestureCoordinatorTests {
  @Test("exclusive by default: a drag fails the tap, a tap fails the pan")
  func exclusive() throws {
    let element = HitRegion()
    let pan = PanGestureRecognizer(element: element)
    let tap = try TapGestureRecognizer(element: element, slop: 50)
    let coordinator = GestureCoordinator()
    try coordinator.add(pan)
    try coordinator.add(tap)
    let log = Log()
    log.watch(pan, "pan")
    log.watch(tap, "tap")
    for event in [down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.01), up(1, 20, 0, at: 0.02)] {
      coordinator.handle(event)
    }
    #expect(log.lines == ["pan:began", "tap:failed", "pan:ended", "pan:possible", "tap:possible"])
    log.lines.removeAll()
    for event in [down(1, 0, 0, at: 1), up(1, 0, 0, at: 1.05)] { coordinator.handle(event) }
    #expect(log.lines == ["pan:failed", "pan:possible", "tap:ended", "tap:possible"])
  }

  @Test("simultaneous when allowed: two fingers pinch and turn, both recognize")
  func simultaneous() throws {
    let element = HitRegion()
    let pinch = ScaleGestureRecognizer(element: element)
    let rotation = RotationGestureRecognizer(element: element)
    let coordinator = GestureCoordinator()
    try coordinator.add(pinch)
    try coordinator.add(rotation)
    // Exclusive first: the pinch begins, the rotation fails.
    let events = [
      down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), move(2, 110, 20, at: 0.02),
      move(2, 120, 40, at: 0.04), up(2, 120, 40, at: 0.05), up(1, 0, 0, at: 0.05),
    ]
    for event in events { coordinator.handle(event) }
    let exclusiveLog = Log()
    exclusiveLog.watch(pinch, "scale")
    exclusiveLog.watch(rotation, "rotation")
    for event in events { coordinator.handle(event) }
    #expect(exclusiveLog.lines.contains("rotation:failed"))
    #expect(!exclusiveLog.lines.contains("rotation:began"))
    coordinator.allowSimultaneousRecognition(pinch, rotation)
    let log = Log()
    log.watch(pinch, "scale")
    log.watch(rotation, "rotation")
    for event in events { coordinator.handle(event) }
    #expect(log.lines.contains("scale:began") && log.lines.contains("rotation:began"))
    #expect(!log.lines.contains("rotation:failed") && !log.lines.contains("scale:failed"))
  }

  @Test("a tap waits for the double tap to fail, then is recognized when it times out")
  func tapWaitsForDoubleTap() throws {
    let taps = try TapWaitingForDoubleTap()
    // One tap: the single tap waits...
    taps.handle(down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.05))
    #expect(taps.lines.isEmpty)
    // ...until the double tap times out 300 ms after the lift.
    taps.scheduler.advance(to: 0.36)
    #expect(taps.lines == ["doubleTap:failed", "tap:ended", "tap:possible", "doubleTap:possible"])
    // Two taps: the double tap wins and the single tap fails.
    taps.lines.removeAll()
    taps.scheduler.advance(to: 1)
    taps.handle(
      down(1, 0, 0, at: 1), up(1, 0, 0, at: 1.05), down(1, 0, 0, at: 1.2), up(1, 0, 0, at: 1.25))
    #expect(taps.lines == ["doubleTap:ended", "tap:failed", "tap:possible", "doubleTap:possible"])
    taps.stop()
  }

  @Test("coordinator configuration errors are typed")
  func configurationErrors() throws {
    let a = PanGestureRecognizer(element: HitRegion())
    let b = PanGestureRecognizer(element: HitRegion())
    let first = GestureCoordinator()
    let second = GestureCoordinator()
    try first.add(a)
    try first.add(a)  // twice: no-op
    #expect(first.recognizers.count == 1)
    #expect(throws: GestureError.alreadyCoordinated) { try second.add(a) }
    #expect(throws: GestureError.notCoordinated) { try first.require(a, toFail: b) }
    try first.add(b)
    try first.require(a, toFail: b)
    #expect(throws: GestureError.failureRequirementCycle) { try first.require(b, toFail: a) }
    #expect(throws: GestureError.failureRequirementCycle) { try first.require(a, toFail: a) }
  }

  @Test("a disabled requirement no longer holds the waiting recognizer")
  func disabledRequirement() throws {
    let element = HitRegion()
    let tap = try TapGestureRecognizer(element: element)
    let doubleTap = try TapGestureRecognizer(element: element, numberOfTaps: 2)
    let coordinator = GestureCoordinator()
    try coordinator.add(tap)
    try coordinator.add(doubleTap)
    try coordinator.require(tap, toFail: doubleTap)
    let recorder = StateRecorder(tap, continuous: false)
    coordinator.handle(down(1, 0, 0, at: 0))
    coordinator.handle(up(1, 0, 0, at: 0.05))
    #expect(recorder.states.isEmpty)
    doubleTap.enabled = false
    #expect(recorder.states == [.ended, .possible])
  }
}
