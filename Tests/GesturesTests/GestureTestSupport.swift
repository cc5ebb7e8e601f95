import MotionGestures
import MotionStreams

/// `down(1, 10, 20, at: 0.1)`: a pointer event in root space, time in seconds.
func down(_ pointer: Int, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
  PointerEvent(pointer: pointer, phase: .down, position: Point(x: x, y: y), timestamp: time)
}

/// A move event.
func move(_ pointer: Int, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
  PointerEvent(pointer: pointer, phase: .move, position: Point(x: x, y: y), timestamp: time)
}

/// An up event.
func up(_ pointer: Int, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
  PointerEvent(pointer: pointer, phase: .up, position: Point(x: x, y: y), timestamp: time)
}

/// A cancel event.
func cancel(_ pointer: Int, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
  PointerEvent(pointer: pointer, phase: .cancel, position: Point(x: x, y: y), timestamp: time)
}

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

/// Feeds events in order.
func feed(_ recognizer: PointerGestureRecognizer, _ events: [PointerEvent]) {
  for event in events { recognizer.handle(event) }
}

/// Whether two points agree within `tolerance`.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
