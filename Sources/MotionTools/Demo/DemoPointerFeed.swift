package import MotionGestures

/// Delivers the trace's events that are due on each frame, stamped on the frame source's clock.
///
/// A feed is started at a time on the frame source's clock (at once, or later with
/// ``start(at:)``: the toss's flick starts when card A has settled); its trace's times count
/// from there.
package final class DemoPointerFeed {
  private let events: [PointerEvent]
  private let recognizer: PanGestureRecognizer
  /// The frame source's time the trace's times count from, or `nil` until started.
  package private(set) var startTime: Double?
  private var next = 0
  /// When the finger went down, in the trace's own seconds.
  package private(set) var downTime: Double?

  package init(trace: DemoTrace, recognizer: PanGestureRecognizer, startTime: Double? = nil) {
    events = trace.events
    self.recognizer = recognizer
    self.startTime = startTime
  }

  /// Starts the trace at `time` on the frame source's clock; a second call does nothing.
  package func start(at time: Double) {
    if startTime == nil { startTime = time }
  }

  /// Hands the recognizer every event due by frame time `time`, at its recorded time.
  package func deliver(upTo time: Double) {
    guard let startTime else { return }
    while next < events.count, events[next].timestamp + startTime <= time + 1e-9 {
      var event = events[next]
      if event.phase == .down { downTime = event.timestamp }
      event.timestamp += startTime
      recognizer.handle(event)
      next += 1
    }
  }
}
