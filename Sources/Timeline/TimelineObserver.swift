/// An object told when a timeline's scrubber is attached, detached, or moved (TL-S4…TL-S7).
///
/// ```swift
/// final class Readout: TimelineObserver {
///   func timelineDidAttachScrubber(_ timeline: Timeline, scrubber: TimelineScrubber) {}
///   func timelineDidDetachScrubber(_ timeline: Timeline) {}
///   func timelineScrubberDidScrub(_ timeline: Timeline, timeOffset: Double) { print(timeOffset) }
/// }
/// timeline.addObserver(readout)   // held weakly
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

/// The observers of one timeline, held weakly, with FIFO delivery under re-entrancy.
final class ObserverRegistry {
  private struct Entry {
    let id: UInt64
    weak var observer: (any TimelineObserver)?
  }

  private var entries: [Entry] = []
  private var nextID: UInt64 = 0
  private var removals: UInt64 = 0
  private var isSending = false
  private var pending: [TimelineEvent] = []

  /// The number of registered observers that are still alive.
  var count: Int { entries.count { $0.observer != nil } }

  /// Adds `observer`; adding one already registered does nothing. Freed entries are pruned.
  func add(_ observer: any TimelineObserver) {
    prune()
    guard !entries.contains(where: { $0.observer === observer }) else { return }
    entries.append(Entry(id: nextID, observer: observer))
    nextID &+= 1
  }

  /// Removes `observer`; one never added (or already removed) is ignored.
  func remove(_ observer: any TimelineObserver) {
    let before = entries.count
    entries.removeAll { $0.observer === observer || $0.observer == nil }
    if entries.count != before { removals &+= 1 }
  }

  func send(_ event: TimelineEvent, from timeline: Timeline) {
    if isSending {
      pending.append(event)
      return
    }
    isSending = true
    deliver(event, from: timeline)
    var index = 0
    while index < pending.count {
      let queued = pending[index]
      index += 1
      deliver(queued, from: timeline)
    }
    pending.removeAll(keepingCapacity: true)
    isSending = false
  }

  private func deliver(_ event: TimelineEvent, from timeline: Timeline) {
    let snapshot = entries
    let removalsBefore = removals
    for entry in snapshot {
      guard let observer = entry.observer else { continue }
      // Removed during this delivery: nothing more reaches it.
      if removals != removalsBefore, !isRegistered(entry.id) { continue }
      switch event {
      case .attach(let scrubber): observer.timelineDidAttachScrubber(timeline, scrubber: scrubber)
      case .detach: observer.timelineDidDetachScrubber(timeline)
      case .scrub(let offset): observer.timelineScrubberDidScrub(timeline, timeOffset: offset)
      }
    }
  }

  private func prune() {
    entries.removeAll { $0.observer == nil }
  }

  /// Binary search: identifiers are appended in increasing order and removal keeps that order.
  private func isRegistered(_ id: UInt64) -> Bool {
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) / 2
      let candidate = entries[mid].id
      if candidate == id { return true }
      if candidate < id { low = mid + 1 } else { high = mid }
    }
    return false
  }
}
