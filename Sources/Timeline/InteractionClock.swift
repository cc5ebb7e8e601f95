public import MotionStreams

/// Tells an interaction its local time, with or without a timeline (TL-R8…TL-R11).
///
/// ```swift
/// import MotionStreams
/// import MotionTimeline
///
/// // At registration with the runtime:
/// let time = InteractionClock(timeline: tween.timeline, clock: scheduler)
/// // Every frame:
/// if let seconds = time.localTime(at: frameTime) { tween.render(at: seconds) }
/// ```
///
/// - No timeline (TL-R9): the interaction starts at registration; local time is seconds since
///   ``registrationTime``.
/// - With a timeline (TL-R10): local time is the timeline's — seconds since its ``beginTime``
///   until the first pause, then counted on from wherever each un-pause resumed — and `nil` while
///   a ``Timeline/Start/onBegin`` timeline has not begun.
/// - Paused timeline (TL-R11): local time is the timeline's ``Timeline/timeOffset``; when it
///   resumes, time continues from there without a jump.
///
/// Reading is O(1) and allocates nothing: a few loads from the timeline (``localTime(at:)``)
/// plus one clock read (``localTime``). Keep the clock in the interaction and read it in place
/// (about a nanosecond); copying it each frame retains its timeline and clock. An interaction that also wants to know *when* to redraw
/// subscribes to ``Timeline/asStream()``; this helper only answers "what time is it for me".
///
/// `clock` must share the timeline's time base; normally it is the clock the timeline was created
/// with (``Timeline/clock``). The helper holds the timeline strongly, like an interaction's
/// `timeline` property (TL-R8).
public struct InteractionClock {
  /// The timeline the interaction follows, or `nil` to start at registration (TL-R8, TL-R9).
  public let timeline: Timeline?
  /// The time source for ``localTime``, in seconds (TL-R9, TL-R10).
  public let clock: any MotionClock
  /// When the interaction was registered, in clock seconds: local time zero without a timeline
  /// (TL-R9).
  public let registrationTime: Double

  /// Creates the clock of an interaction registered now (``registrationTime`` = `clock.now`).
  ///
  /// - Parameters:
  ///   - timeline: The interaction's timeline, or `nil`.
  ///   - clock: The runtime's clock; the timeline's own clock when a timeline is given and this
  ///     is omitted.
  public init(timeline: Timeline?, clock: (any MotionClock)? = nil) {
    let source = clock ?? timeline?.clock ?? MonotonicClock()
    self.init(timeline: timeline, clock: source, registeredAt: Timeline.read(source))
  }

  /// Creates the clock of an interaction registered at `registrationTime` clock seconds.
  ///
  /// A NaN or infinite `registrationTime` counts as the clock's current time.
  public init(timeline: Timeline?, clock: any MotionClock, registeredAt registrationTime: Double) {
    self.timeline = timeline
    self.clock = clock
    self.registrationTime =
      registrationTime.isFinite ? registrationTime : Timeline.read(clock)
  }

  /// The interaction's begin time in clock seconds (TL-R10): the timeline's ``beginTime`` (`nil`
  /// until it begins) or, without a timeline, ``registrationTime``.
  @inlinable
  public var beginTime: Double? {
    guard let timeline else { return registrationTime }
    return timeline.beginTime
  }

  /// Whether the interaction is held still by a paused timeline (TL-R11).
  @inlinable
  public var isPaused: Bool { timeline?.state.paused ?? false }

  /// The interaction's local time in seconds at clock time `now`; `nil` while its timeline is
  /// running but has not begun. O(1), allocation-free.
  @inlinable
  public func localTime(at now: Double) -> Double? {
    guard let timeline else { return now - registrationTime }
    return timeline.state.localTime(at: now)
  }

  /// The interaction's local time now, reading ``clock``; see ``localTime(at:)``.
  @inlinable
  public var localTime: Double? { localTime(at: clock.now) }
}
