import MotionGestures
import MotionStreams

/// Records every state write of a recognizer and checks each transition for legality.
final class StateRecorder {
  private(set) var states: [GestureRecognizerState] = []
  private(set) var illegal: [String] = []
  private var subscription = Subscription()
  private var previous = GestureRecognizerState.possible

  init(_ recognizer: some GestureRecognizer, continuous: Bool) {
    subscription = recognizer.addStateChangeObserver { [unowned self] state in
      if !self.previous.isLegalTransition(to: state, continuous: continuous) {
        self.illegal.append("\(self.previous) → \(state)")
      }
      self.previous = state
      self.states.append(state)
    }
  }

  /// Forgets what was recorded so far (keeps the legality chain).
  func clear() { states.removeAll() }

  func stop() { subscription.unsubscribe() }
}

/// Whether two points agree within `tolerance`.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// A single tap that must wait for a double tap on the same element to fail, both in one
/// coordinator, with the scheduler that times the double tap out and a log of both
/// recognizers' writes ("tap:ended", "doubleTap:failed", …) in order.
final class TapWaitingForDoubleTap {
  let scheduler = ManualScheduler()
  let tap: TapGestureRecognizer
  let doubleTap: TapGestureRecognizer
  let coordinator = GestureCoordinator()
  /// Every state write so far, as "name:state".
  var lines: [String] = []
  private var subscriptions: [Subscription] = []

  /// With `simultaneous`, the two may also recognize together (the failure requirement holds).
  init(simultaneous: Bool = false) throws {
    let element = HitRegion()
    tap = try TapGestureRecognizer(element: element, scheduler: scheduler)
    doubleTap = try TapGestureRecognizer(element: element, numberOfTaps: 2, scheduler: scheduler)
    try coordinator.add(tap)
    try coordinator.add(doubleTap)
    if simultaneous { coordinator.allowSimultaneousRecognition(tap, doubleTap) }
    try coordinator.require(tap, toFail: doubleTap)
    subscriptions = [
      tap.addStateChangeObserver { [unowned self] in self.lines.append("tap:\($0)") },
      doubleTap.addStateChangeObserver { [unowned self] in self.lines.append("doubleTap:\($0)") },
    ]
  }

  /// Hands `events` to the coordinator, in order.
  func handle(_ events: PointerEvent...) {
    for event in events { coordinator.handle(event) }
  }

  /// Stops logging.
  func stop() {
    for subscription in subscriptions { subscription.unsubscribe() }
  }
}
