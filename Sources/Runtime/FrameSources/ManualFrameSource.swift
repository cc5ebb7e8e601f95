public import MotionStreams

/// A frame source whose time moves only when told: deterministic, no thread of its own.
///
/// The model is SwiftNIO's `EmbeddedEventLoop`: tests advance it in whole frames or by a
/// duration, and a host with its own loop (a game, a renderer) calls ``step(to:)`` with its own
/// frame time. Frames are delivered synchronously on the caller's thread, inside the call that
/// advances time.
///
/// ```swift
/// let source = ManualFrameSource(rate: .hz60)
/// let runtime = FrameRuntime(frameSource: source)
/// // ... add interactions ...
/// source.advance(frames: 3)  // three frames, 1/60 s apart
/// source.advance(by: 0.25)  // frames every 1/60 s, the last exactly 0.25 s later
/// source.step(to: 2)  // one frame at t = 2 s (a host loop's call)
/// ```
///
/// Advancing from inside a frame observer is ignored (frames never nest), as are NaN, infinite
/// or backward times and negative counts: time never goes backwards and frames stay in order.
public final class ManualFrameSource: FrameSource {
  /// The current time in seconds: the latest frame's time, or the start time before any frame.
  public private(set) var now: Double
  /// The nominal frame rate used by ``advance(frames:)`` and ``advance(by:)``.
  public let rate: FrameRate
  /// The number of frames delivered so far.
  public private(set) var frameCount = 0
  @usableFromInline let observers = FrameObserverList()
  private var isDelivering = false
  /// Where a run of whole frames started, and how many it has delivered: frame n of the run
  /// lands at `start + n × frameInterval`, however many calls delivered them.
  private var grid: (start: Double, frames: Int)

  /// Creates a source whose clock reads `now` seconds (a NaN or infinite start reads 0).
  public init(now: Double = 0, rate: FrameRate = .hz60) {
    self.now = now.isFinite ? now : 0
    self.rate = rate
    grid = (self.now, 0)
  }

  /// The time between two frames, in seconds.
  public var frameInterval: Double { rate.interval }

  /// The number of frame observers currently registered.
  public var observerCount: Int { observers.count }

  /// Calls `observer` on every frame; see ``FrameSource/addFrameObserver(_:)``.
  public func addFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription {
    observers.add(observer)
  }

  /// Delivers `count` frames, ``frameInterval`` apart. A count below 1 does nothing.
  ///
  /// Frame times are exact: successive calls continue one run of whole frames, and frame n of
  /// the run lands at `start + n × frameInterval`, computed from the run's start rather than by
  /// adding the interval n times (no accumulated rounding). A run starts wherever time stands
  /// when ``advance(by:)`` or ``step(to:)`` moved it last.
  public func advance(frames count: Int = 1) {
    guard count > 0 else { return }
    if grid.start + Double(grid.frames) * frameInterval != now { grid = (now, 0) }
    for _ in 0..<count {
      guard step(to: grid.start + Double(grid.frames + 1) * frameInterval) else { return }
      grid.frames += 1
    }
  }

  /// Moves time forward by `seconds`, delivering a frame every ``frameInterval`` and a last frame
  /// exactly `seconds` after the start (so the final frame lands on the requested time).
  ///
  /// Zero, negative, NaN or infinite amounts do nothing.
  public func advance(by seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    let start = now
    let end = start + seconds
    var index = 1.0
    // Frame k lands at start + k·interval (no accumulated rounding); stop short of the end so
    // that a last frame within a thousandth of a frame is merged into the final one.
    while start + index * frameInterval < end - frameInterval * 1e-3 {
      guard step(to: start + index * frameInterval) else { return }
      index += 1
    }
    step(to: end)
  }

  /// Delivers one frame at `time` (a host loop's step).
  ///
  /// - Returns: `false`, delivering nothing, when `time` is NaN, infinite or earlier than
  ///   ``now``, or when called from inside a frame observer.
  @discardableResult
  public func step(to time: Double) -> Bool {
    guard time.isFinite, time >= now, !isDelivering else { return false }
    now = time
    frameCount += 1
    isDelivering = true
    observers.deliver(time)
    isDelivering = false
    return true
  }
}
