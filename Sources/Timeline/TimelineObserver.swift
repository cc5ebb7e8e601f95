import MotionStreams

/// An object told when a timeline's scrubber is attached, detached, or moved (TL-S4…TL-S7).
///
/// ```swift
/// final class Readout: TimelineObserver {
///   private(set) var offsets: [Double] = []
///   func timelineDidAttachScrubber(_ timeline: Timeline, scrubber: TimelineScrubber) {}
///   func timelineDidDetachScrubber(_ timeline: Timeline) {}
///   func timelineScrubberDidScrub(_ timeline: Timeline, timeOffset: Double) {
///     offsets.append(timeOffset)
///   }
/// }
/// let readout = Readout()
/// timeline.addObserver(readout)  // held weakly
/// ```
///
/// Events reach observers in the order they were added. An event raised from inside an observer
/// is delivered to everyone after the current event has reached everyone.
public protocol TimelineObserver: AnyObject {
  /// A scrubber was attached where none was: the timeline is now paused (TL-S5).
  func timelineDidAttachScrubber(_ timeline: Timeline, scrubber: TimelineScrubber)
  /// The scrubber was removed: the timeline is running again (TL-S6).
  func timelineDidDetachScrubber(_ timeline: Timeline)
  /// The attached scrubber's position changed to `timeOffset` seconds (TL-S7, TL-S9).
  func timelineScrubberDidScrub(_ timeline: Timeline, timeOffset: Double)
}

/// One event of the scrubber form.
enum TimelineEvent {
  case attach(TimelineScrubber)
  case detach
  case scrub(Double)
}

/// A timeline observer held weakly: the scrubber form does not keep its observers alive.
struct WeakTimelineObserver {
  weak var object: (any TimelineObserver)?
}

/// The observers of one timeline, held weakly, delivered through the shared ``FanOut`` (FIFO
/// under re-entrancy; an observer removed during a delivery receives nothing more; one added
/// during a delivery receives only events sent after it was added).
///
/// A delivery costs one weak load (and its release) per observer — the price of holding
/// observers weakly. Entries whose observer was freed are dropped when the next observer is added.
final class ObserverRegistry: FanOutHost {
  @exclusivity(unchecked) var fanOut = FanOut<WeakTimelineObserver, TimelineEvent>()

  /// The number of registered observers that are still alive. O(n).
  var count: Int { fanOut.count { $0.object != nil } }

  /// Adds `observer`; adding one already registered does nothing. O(n).
  func add(_ observer: any TimelineObserver) {
    guard fanOut.firstID(where: { $0.object === observer }) == nil else { return }
    fanOut.removeAll { $0.object == nil }
    _ = fanOut.add(WeakTimelineObserver(object: observer))
  }

  /// Removes `observer`; one never added (or already removed) is ignored. O(n).
  func remove(_ observer: any TimelineObserver) {
    guard let id = fanOut.firstID(where: { $0.object === observer }) else { return }
    fanOut.remove(id: id)
  }

  /// Sends `event` to every observer, or queues it behind the delivery in progress.
  func send(_ event: TimelineEvent, from timeline: Timeline) {
    emit(event) { entry, event in
      guard let observer = entry.pointee.observer.object else { return }
      switch event {
      case .attach(let scrubber): observer.timelineDidAttachScrubber(timeline, scrubber: scrubber)
      case .detach: observer.timelineDidDetachScrubber(timeline)
      case .scrub(let offset): observer.timelineScrubberDidScrub(timeline, timeOffset: offset)
      }
    }
  }
}
