import MotionGestures
import MotionStreams
import MotionTestSupport

/// A finger flicking right at a steady 1,000 points per second from `start`: down at the
/// origin, then a move every 10 ms from x = 20 to x = 110 (the first passes the pan's slop),
/// and, when `lifted`, up at x = 110 0.1 s after the down.
func flick(at start: Double, lifted: Bool = true) -> [PointerEvent] {
  var events = [pointer(.down, 1, 0, 0, at: start)]
  for step in 1...10 {
    events.append(pointer(.move, 1, Double(step) * 10 + 10, 0, at: start + Double(step) * 0.01))
  }
  if lifted { events.append(pointer(.up, 1, 110, 0, at: start + 0.1)) }
  return events
}
