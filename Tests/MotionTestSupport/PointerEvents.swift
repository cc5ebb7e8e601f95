public import MotionGestures
import MotionStreams

// Builders of pointer events and a feeder, shared by the gesture and runtime tests.

/// `down(1, 10, 20, at: 0.1)`: a pointer going down in root space; time in seconds.
public func down(_ pointer: Int, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
  PointerEvent(pointer: pointer, phase: .down, position: Point(x: x, y: y), timestamp: time)
}

/// A move event.
public func move(_ pointer: Int, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
  PointerEvent(pointer: pointer, phase: .move, position: Point(x: x, y: y), timestamp: time)
}

/// An up event.
public func up(_ pointer: Int, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
  PointerEvent(pointer: pointer, phase: .up, position: Point(x: x, y: y), timestamp: time)
}

/// A cancel event.
public func cancel(_ pointer: Int, _ x: Double, _ y: Double, at time: Double) -> PointerEvent {
  PointerEvent(pointer: pointer, phase: .cancel, position: Point(x: x, y: y), timestamp: time)
}

/// `pointer(.move, 1, 10, 20, at: 0.1)`: an event of any phase in root space; time in seconds.
public func pointer(
  _ phase: PointerEvent.Phase, _ id: Int, _ x: Double, _ y: Double, at time: Double
) -> PointerEvent {
  PointerEvent(pointer: id, phase: phase, position: Point(x: x, y: y), timestamp: time)
}

/// Feeds `events` to `recognizer`, in order.
public func feed(_ recognizer: PointerGestureRecognizer, _ events: [PointerEvent]) {
  for event in events { recognizer.handle(event) }
}

/// Feeds each of `events`, in order, to every one of `recognizers`.
public func feed(_ recognizers: [PointerGestureRecognizer], _ events: [PointerEvent]) {
  for event in events {
    for recognizer in recognizers { recognizer.handle(event) }
  }
}
