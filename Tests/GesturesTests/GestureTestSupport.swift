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
