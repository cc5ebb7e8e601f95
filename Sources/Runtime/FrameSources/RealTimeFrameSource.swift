public import Dispatch
public import MotionStreams

/// A frame source that ticks at a fixed rate (60 or 120 Hz, or any ``FrameRate``) from a
/// monotonic clock, on a serial dispatch queue of its own.
///
/// ```swift
/// let source = RealTimeFrameSource(rate: .hz120)
/// source.perform {
///   let runtime = FrameRuntime(frameSource: source)  // built on the source's queue
///   app.run(on: runtime)  // adds interactions, keeps the runtime alive
/// }
/// source.start()
/// // later
/// source.stop()
/// ```
///
/// ## Threading model
/// - Frames are delivered on ``queue``, a serial queue. Everything connected to the source (the
///   runtime, its interactions, their properties and elements) is confined to that queue: create
///   and use them there (``perform(_:)`` runs a closure on it). ``addFrameObserver(_:)`` must be
///   called on the queue.
/// - ``start()``, ``stop()`` and ``isRunning`` may be called from any thread. When `stop()`
///   returns, no frame is being delivered and none will start (called from inside a frame, the
///   current frame finishes and no other follows). Both are idempotent.
/// - The frame time is the injected clock read once per tick, clamped so it never decreases.
///   ``now`` is the latest frame's time (before the first frame: the clock read when the source
///   was created), exactly as for ``ManualFrameSource``: work done between frames (a newly added
///   tween) is timed at the last frame, so a scene replayed on a manual source at the delivered
///   frame times produces the same values.
/// - Ticks that the system delivers late are not replayed: each tick is one frame at the time
///   the clock reads, so motion stays correct (interactions are functions of time) when frames
///   drop. After the process was stopped (SIGSTOP) or the system suspended, the first frame's
///   delta is the whole gap, not capped: `MonotonicClock` (Swift's `ContinuousClock`) counts
///   it, and a motion that would have finished meanwhile rests in that frame. See <doc:Clocks>.
public final class RealTimeFrameSource: FrameSource, @unchecked Sendable {
  /// The nominal frame rate.
  public let rate: FrameRate
  /// The serial queue frames are delivered on; see the threading model above.
  public let queue: DispatchQueue
  private let clock: any MotionClock & Sendable
  private let observers = FrameObserverList()
  private let onQueueKey = DispatchSpecificKey<Bool>()
  // Confined to `queue`.
  private var timer: (any DispatchSourceTimer)?
  private var lastTime: Double
  private var delivered = 0

  /// Creates a stopped source.
  ///
  /// - Parameters:
  ///   - rate: Frames per second.
  ///   - clock: The monotonic clock read once per frame; inject one to control frame times.
  ///   - queue: The serial queue to deliver frames on; a new one by default. A concurrent queue
  ///     breaks the threading model.
  public init(
    rate: FrameRate = .hz60,
    clock: any MotionClock & Sendable = MonotonicClock(),
    queue: DispatchQueue = DispatchQueue(label: "org.materialmotion.frames")
  ) {
    self.rate = rate
    self.clock = clock
    self.queue = queue
    lastTime = clock.now
    queue.setSpecific(key: onQueueKey, value: true)
  }

  deinit {
    timer?.cancel()
  }

  /// The time between two frames, in seconds.
  public var frameInterval: Double { rate.interval }

  /// The latest frame's time (before the first frame, the clock when the source was created).
  /// Read it on ``queue``.
  public var now: Double { lastTime }

  /// The number of frames delivered so far. Read it on ``queue``.
  public var frameCount: Int { delivered }

  /// Whether the source is ticking. Callable from any thread.
  public var isRunning: Bool { onQueue { timer != nil } }

  /// Calls `observer` on every frame, on ``queue``; call it on ``queue``.
  public func addFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription {
    observers.add(observer)
  }

  /// Runs `body` asynchronously on ``queue``, where the source's frames and objects live.
  public func perform(_ body: @escaping @Sendable () -> Void) {
    queue.async(execute: body)
  }

  /// Starts ticking; the first frame comes one interval later. Does nothing if running.
  public func start() {
    onQueue {
      guard timer == nil else { return }
      let timer = DispatchSource.makeTimerSource(queue: queue)
      let nanoseconds = Int((rate.interval * 1e9).rounded())
      timer.schedule(
        deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
        leeway: .microseconds(250))
      timer.setEventHandler { [weak self] in self?.tick() }
      self.timer = timer
      timer.resume()
    }
  }

  /// Stops ticking; see the threading model for what "stopped" guarantees. Does nothing if
  /// stopped.
  public func stop() {
    onQueue {
      timer?.cancel()
      timer = nil
    }
  }

  private func tick() {
    guard timer != nil else { return }
    let time = max(clock.now, lastTime)
    lastTime = time
    delivered += 1
    observers.deliver(time)
  }

  /// Runs `body` on the queue: directly when already there, else synchronously.
  private func onQueue<T>(_ body: () -> T) -> T {
    if DispatchQueue.getSpecific(key: onQueueKey) == true { return body() }
    return queue.sync(execute: body)
  }
}
