import MotionTimeline

/// A `TimelineObserver` that records what it is told, as short strings.
final class EventLog: TimelineObserver {
  var events: [String] = []
  /// Runs inside every event, after it is recorded (for re-entrancy tests).
  var onEvent: ((EventLog) -> Void)?
  let name: String

  init(_ name: String = "") {
    self.name = name
  }

  func timelineDidAttachScrubber(_ timeline: Timeline, scrubber: TimelineScrubber) {
    record("didAttach")
  }

  func timelineDidDetachScrubber(_ timeline: Timeline) {
    record("didDetach")
  }

  func timelineScrubberDidScrub(_ timeline: Timeline, timeOffset: Double) {
    record("didScrub(\(timeOffset))")
  }

  private func record(_ event: String) {
    events.append(name.isEmpty ? event : "\(name):\(event)")
    onEvent?(self)
  }
}
