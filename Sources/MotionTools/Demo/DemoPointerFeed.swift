package import MotionGestures

/// Delivers the trace's events that are due on each frame, stamped on the frame source's clock.
package final class DemoPointerFeed {
  private let events: [PointerEvent]
  private let recognizer: PanGestureRecognizer
  private let startTime: Double
  private var next = 0
  /// When the finger went down, in scene seconds.
  package private(set) var downTime: Double?

  package init(trace: DemoTrace, recognizer: PanGestureRecognizer, startTime: Double) {
    events = trace.events
    self.recognizer = recognizer
    self.startTime = startTime
  }

  /// Hands the recognizer every event due by frame time `time`, at its recorded time.
  package func deliver(upTo time: Double) {
    while next < events.count, events[next].timestamp + startTime <= time + 1e-9 {
      var event = events[next]
      if event.phase == .down { downTime = event.timestamp }
      event.timestamp += startTime
      recognizer.handle(event)
      next += 1
    }
  }
}
