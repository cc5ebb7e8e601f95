import MotionGestures
import MotionStreams

/// A pointer event at `(x, y)`, `time` seconds: the snippets' tests feed recognizers with it.
func touch(
  _ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at time: Double, pointer: Int = 1
) -> PointerEvent {
  PointerEvent(pointer: pointer, phase: phase, position: Point(x: x, y: y), timestamp: time)
}

/// Records a recognizer's state writes.
final class StateLog {
  private(set) var states: [GestureRecognizerState] = []
  private var subscription = Subscription()

  init(_ recognizer: some GestureRecognizer) {
    subscription = recognizer.addStateChangeObserver { [unowned self] in self.states.append($0) }
  }

  deinit { subscription.unsubscribe() }
}
