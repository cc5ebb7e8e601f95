import MotionGestures
import MotionStreams

/// A pointer event in root space; time in seconds.
func pointer(
  _ phase: PointerEvent.Phase, _ id: Int, _ x: Double, _ y: Double, at time: Double
) -> PointerEvent {
  PointerEvent(pointer: id, phase: phase, position: Point(x: x, y: y), timestamp: time)
}

/// Feeds `events` to `recognizers`, in order.
func feed(_ recognizers: [PointerGestureRecognizer], _ events: [PointerEvent]) {
  for event in events {
    for recognizer in recognizers { recognizer.handle(event) }
  }
}

/// Whether two points are within `tolerance` of each other.
func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  a.distance(to: b) <= tolerance
}
