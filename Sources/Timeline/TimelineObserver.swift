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
///
/// Each observer sits in a ``Slot`` object referenced unretained from a plain array, so reading
/// the array copies no weak reference; a delivery costs one weak load (and its release) per
/// observer — the price of holding observers weakly, which the scrubber form requires.
/// Removing during a delivery clears the slot; cleared and freed slots are dropped after the
/// outermost delivery. An observer added during a delivery receives only events sent after it
/// was added.
final class ObserverRegistry {
  final class Slot {
    /// The number of events sent before this observer was added.
    let since: UInt64
    weak var observer: (any TimelineObserver)?

    init(since: UInt64, observer: any TimelineObserver) {
      self.since = since
      self.observer = observer
    }
  }

  /// Each slot is retained once when added and released once when dropped.
  @exclusivity(unchecked) private var slots: [Unmanaged<Slot>] = []
  @exclusivity(unchecked) private var sent: UInt64 = 0
  @exclusivity(unchecked) private var isSending = false
  @exclusivity(unchecked) private var needsCompaction = false
  @exclusivity(unchecked) private var pending: [(event: TimelineEvent, number: UInt64)] = []

  deinit {
    for slot in slots { slot.release() }
  }

  /// The number of registered observers that are still alive. O(n).
  var count: Int { slots.count { $0.takeUnretainedValue().observer != nil } }

  /// Adds `observer`; adding one already registered does nothing. O(n).
  func add(_ observer: any TimelineObserver) {
    guard index(of: observer) == nil else { return }
    if !isSending { compact() }
    slots.append(.passRetained(Slot(since: sent, observer: observer)))
  }

  /// Removes `observer`; one never added (or already removed) is ignored. O(n).
  func remove(_ observer: any TimelineObserver) {
    guard let index = index(of: observer) else { return }
    if isSending {
      slots[index].takeUnretainedValue().observer = nil
      needsCompaction = true
    } else {
      slots.remove(at: index).release()
    }
  }

  /// Sends `event` to every observer, or queues it behind the delivery in progress.
  func send(_ event: TimelineEvent, from timeline: Timeline) {
    sent &+= 1
    if isSending {
      pending.append((event, sent))
      return
    }
    isSending = true
    deliver(event, number: sent, from: timeline)
    var index = 0
    while index < pending.count {
      let queued = pending[index]
      index += 1
      deliver(queued.event, number: queued.number, from: timeline)
    }
    pending.removeAll(keepingCapacity: true)
    isSending = false
    if needsCompaction { compact() }
  }

  private func deliver(_ event: TimelineEvent, number: UInt64, from timeline: Timeline) {
    var index = 0
    // Re-read `slots` every step: an observer may add (append) or remove (clear a slot).
    // Slots are released only outside deliveries, so borrowing one unretained is safe.
    while index < slots.count {
      let slot = slots[index]
      index += 1
      guard let observer = slot._withUnsafeGuaranteedRef({ $0.since < number ? $0.observer : nil })
      else { continue }
      switch event {
      case .attach(let scrubber): observer.timelineDidAttachScrubber(timeline, scrubber: scrubber)
      case .detach: observer.timelineDidDetachScrubber(timeline)
      case .scrub(let offset): observer.timelineScrubberDidScrub(timeline, timeOffset: offset)
      }
    }
  }

  private func index(of observer: any TimelineObserver) -> Int? {
    slots.firstIndex { $0._withUnsafeGuaranteedRef { $0.observer === observer } }
  }

  /// Drops cleared slots and slots whose observer was freed.
  private func compact() {
    needsCompaction = false
    var kept = 0
    for index in slots.indices {
      let slot = slots[index]
      if slot._withUnsafeGuaranteedRef({ $0.observer == nil }) {
        slot.release()
      } else {
        slots[kept] = slot
        kept += 1
      }
    }
    slots.removeLast(slots.count - kept)
  }
}
