import MotionRuntime
import MotionRuntimeConformance
import MotionStreams

/// A manually stepped frame source that breaks exactly one rule of the ``FrameSource``
/// contract, to show that the frame-source conformance kit notices each one. Without a flaw it
/// keeps the whole contract with a plain array (not `FrameObserverList`), so the kit is shown to
/// accept more than the library's own list.
final class FlawedFrameSource: FrameSource, SubscriptionOwner {
  enum Flaw: String, CaseIterable, CustomStringConvertible, Sendable {
    /// Calls the latest-added observer first.
    case reversesOrder
    /// Calls an observer added during a frame in that same frame.
    case callsObserversAddedDuringTheFrame
    /// Iterates a copy of the list: an observer removed during a frame is still called in it.
    case iteratesACopy
    /// A subscription remembers a position, not an observer: unsubscribing again removes
    /// whichever observer has moved into that position.
    case unsubscribesByPosition
    /// Keeps the closure of a removed observer (a leak), though it no longer calls it.
    case keepsRemovedObservers
    /// The second frame of each step that delivers several is a second earlier than the first.
    case timeGoesBack
    /// Updates `now` after the observers ran: inside a frame it reads the previous frame's time.
    case nowLagsDuringFrame
    /// Delivers the next catch-up frame from inside the first observer of the current one.
    case nestsCatchUpFrames
    /// Steps whole frames by adding the interval to the previous frame's time, so rounding
    /// accumulates.
    case accumulatesFrameTimes
    /// Moves `now` on but calls no observer.
    case deliversNoFrames
    /// Asked for n whole frames, delivers n − 1 (none for one), exactly timed.
    case dropsLastWholeFrame
    /// Gives each observer of a frame a time of its own, a nanosecond after the previous
    /// observer's (with `now` moved along): no two observers see one frame.
    case deliversEachObserverItsOwnTime
    /// Before its first frame, `now` reads a second ahead of the frames to come (a creation
    /// clock later than the frame clock).
    case nowAheadBeforeFirstFrame
    /// Reading `now` during a frame delivers the frames that are due, from inside the reader's
    /// call (a source that catches up when polled).
    case catchesUpWhenNowIsRead
    /// Calls each observer on one frame only, then drops it (a one-shot callback, as an
    /// animation-frame request is): frames go on, but no observer hears a second one.
    case callsEachObserverOnce

    var description: String { rawValue }
  }

  final class Entry {
    let id: UInt64
    var observer: ((Double) -> Void)?

    init(id: UInt64, observer: @escaping (Double) -> Void) {
      self.id = id
      self.observer = observer
    }
  }

  let flaw: Flaw?
  private var storedNow: Double
  let frameInterval: Double
  /// The frame rate, for whole frames spelled `start + n / rate` (``timesFromRate``).
  let framesPerSecond: Double
  /// Whether whole frames are `start + n / rate` rather than `start + n × interval`: both exact.
  let timesFromRate: Bool
  private var delivered = 0
  private var entries: [Entry] = []
  private var removed: [(Double) -> Void] = []
  private var nextID: UInt64 = 0
  private var stepFrame = 0
  private var pending: [Double] = []
  private var depth = 0
  private var grid: (start: Double, frames: Int)

  init(flaw: Flaw?, start: Double = 0, framesPerSecond: Double = 60, timesFromRate: Bool = false) {
    self.flaw = flaw
    storedNow = start
    frameInterval = 1 / framesPerSecond
    self.framesPerSecond = framesPerSecond
    self.timesFromRate = timesFromRate
    grid = (start, 0)
  }

  var now: Double {
    if flaw == .nowAheadBeforeFirstFrame, delivered == 0 { return storedNow + 1 }
    if flaw == .catchesUpWhenNowIsRead, depth > 0, !pending.isEmpty {
      deliver(pending.removeFirst())
    }
    return storedNow
  }

  /// Frame `n` of the current run of whole frames.
  private func gridTime(_ n: Int) -> Double {
    timesFromRate
      ? grid.start + Double(n) / framesPerSecond : grid.start + Double(n) * frameInterval
  }

  func addFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription {
    nextID += 1
    let entry = Entry(id: nextID, observer: observer)
    if flaw == .reversesOrder { entries.insert(entry, at: 0) } else { entries.append(entry) }
    let key = flaw == .unsubscribesByPosition ? UInt64(entries.count - 1) : entry.id
    return Subscription(owner: self, id: key)
  }

  func removeSubscription(id: UInt64) {
    let index =
      flaw == .unsubscribesByPosition
      ? (Int(id) < entries.count ? Int(id) : nil) : entries.firstIndex { $0.id == id }
    guard let index, let observer = entries[index].observer else { return }
    if flaw == .keepsRemovedObservers { removed.append(observer) }
    entries[index].observer = nil
    if depth == 0 { entries.remove(at: index) }  // during a frame: dropped after it
  }

  /// Delivers frames every interval and one exactly `seconds` later (at least one frame).
  func advance(by seconds: Double) {
    let end = storedNow + max(seconds, 0)
    var times: [Double] = []
    var index = 1.0
    while storedNow + index * frameInterval < end - frameInterval * 1e-3 {
      times.append(storedNow + index * frameInterval)
      index += 1
    }
    times.append(seconds > 0 ? end : storedNow + frameInterval)
    pending = times
    stepFrame = 0
    while !pending.isEmpty { deliver(pending.removeFirst()) }
  }

  /// Delivers `count` whole frames, continuing the previous run of whole frames.
  func advance(frames count: Int) {
    if gridTime(grid.frames) != storedNow { grid = (storedNow, 0) }
    let count = flaw == .dropsLastWholeFrame ? count - 1 : max(count, 1)
    for _ in 0..<max(count, 0) {
      grid.frames += 1
      stepFrame = 0
      deliver(
        flaw == .accumulatesFrameTimes ? storedNow + frameInterval : gridTime(grid.frames))
    }
  }

  private func deliver(_ frameTime: Double) {
    stepFrame += 1
    depth += 1
    let time = flaw == .timeGoesBack && stepFrame == 2 ? frameTime - 1 : frameTime
    delivered += 1
    if flaw != .nowLagsDuringFrame { storedNow = time }
    let copy = entries.map(\.observer)
    let count = flaw == .deliversNoFrames ? 0 : entries.count
    var position = 0
    while position < (flaw == .callsObserversAddedDuringTheFrame ? entries.count : count) {
      let observer = flaw == .iteratesACopy ? copy[position] : entries[position].observer
      position += 1
      guard let observer else { continue }
      if flaw == .deliversEachObserverItsOwnTime { storedNow = time + Double(position) * 1e-9 }
      observer(flaw == .deliversEachObserverItsOwnTime ? storedNow : time)
      if flaw == .callsEachObserverOnce { entries[position - 1].observer = nil }
      if flaw == .nestsCatchUpFrames, position == 1, !pending.isEmpty {
        deliver(pending.removeFirst())  // from inside the first observer's turn
      }
    }
    if flaw == .nowLagsDuringFrame { storedNow = time }
    depth -= 1
    if depth == 0 { entries.removeAll { $0.observer == nil } }
  }
}

/// Runs the frame-source kit synchronously on a ``FlawedFrameSource``.
final class FlawedFrameSourceHarness: SteppedFrameSourceHarness {
  let source: FlawedFrameSource

  init(_ source: FlawedFrameSource) {
    self.source = source
  }

  convenience init(flaw: FlawedFrameSource.Flaw?) {
    self.init(FlawedFrameSource(flaw: flaw))
  }

  var name: String { "flawed \(source.flaw.map(\.rawValue) ?? "none")" }
  var frameSource: any FrameSource { source }
  func perform<Result>(_ body: @escaping () -> Result) async -> Result { body() }
  func advance(by seconds: Double) async { source.advance(by: seconds) }
  func advance(frames count: Int) async { source.advance(frames: count) }
}
