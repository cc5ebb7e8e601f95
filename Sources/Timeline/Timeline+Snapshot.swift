extension Timeline {
  /// The state of a timeline at one moment: what ``Timeline/asStream()`` emits (TL-R5).
  ///
  /// ```swift
  /// import MotionStreams
  /// import MotionTimeline
  ///
  /// let snapshot = timeline.snapshot
  /// if let time = snapshot.localTime(at: clock.now) { render(at: time) }
  /// ```
  ///
  /// A snapshot holds the three values of the spec (``paused``, ``beginTime``, ``timeOffset``)
  /// plus where the current run started (``resumeTime``, ``resumeOffset``) and how fast it
  /// runs (``playbackRate``), so that a snapshot alone gives local time (``localTime(at:)``).
  /// The run fields change only together with ``paused``, ``beginTime`` or ``playbackRate``,
  /// so they never cause an emission of their own.
  ///
  /// Times are `Double` seconds on the timeline's ``Timeline/clock``.
  public struct Snapshot: Hashable, Sendable, CustomStringConvertible {
    /// Whether the timeline is paused (TL-R2): interactions then follow ``timeOffset`` (TL-R11).
    public var paused: Bool
    /// When the timeline began, in clock seconds; `nil` until it has begun (TL-R4, TL-S2).
    public var beginTime: Double?
    /// The scrubbed position in seconds of timeline time (TL-R3); always finite.
    public var timeOffset: Double
    /// The clock time at which the timeline last started running: ``beginTime``, then the time
    /// of each un-pause (TL-R11). `nil` until the timeline has begun.
    public var resumeTime: Double?
    /// The local time the timeline ran from at ``resumeTime``: 0 from ``beginTime``, the
    /// ``timeOffset`` of the moment after an un-pause, so that time resumes without a jump.
    public var resumeOffset: Double
    /// How many seconds of timeline time pass per second of the clock while running: 1 at
    /// first; 0 holds the present, a negative rate plays backwards (Web Animations'
    /// `playbackRate`). Always finite. See ``Timeline/setPlaybackRate(_:)``.
    public var playbackRate: Double

    /// Creates the snapshot of a timeline that has never been un-paused: its run started at
    /// `beginTime` from local time 0.
    ///
    /// - Parameters:
    ///   - paused: Whether the timeline is paused.
    ///   - beginTime: The begin time in clock seconds, or `nil` when not begun.
    ///   - timeOffset: The scrubbed position in seconds.
    @inlinable
    public init(paused: Bool, beginTime: Double?, timeOffset: Double) {
      self.init(
        paused: paused, beginTime: beginTime, timeOffset: timeOffset,
        resumeTime: beginTime, resumeOffset: 0)
    }

    /// Creates a snapshot with every field given.
    ///
    /// - Parameters:
    ///   - paused: Whether the timeline is paused.
    ///   - beginTime: The begin time in clock seconds, or `nil` when not begun.
    ///   - timeOffset: The scrubbed position in seconds.
    ///   - resumeTime: The clock time the current run started, or `nil` when not begun.
    ///   - resumeOffset: The local time the current run started from.
    ///   - playbackRate: Timeline seconds per clock second while running; 1 unless given.
    @inlinable
    public init(
      paused: Bool,
      beginTime: Double?,
      timeOffset: Double,
      resumeTime: Double?,
      resumeOffset: Double,
      playbackRate: Double = 1
    ) {
      self.paused = paused
      self.beginTime = beginTime
      self.timeOffset = timeOffset
      self.resumeTime = resumeTime
      self.resumeOffset = resumeOffset
      self.playbackRate = playbackRate
    }

    /// Whether the timeline has begun: ``beginTime`` is set (TL-S1, TL-S2).
    @inlinable
    public var hasBegun: Bool { beginTime != nil }

    /// The timeline's local time at clock time `now`, in seconds (TL-R10, TL-R11).
    ///
    /// - Paused: ``timeOffset``, whether or not the timeline has begun (scrubbing previews).
    /// - Running: `resumeOffset + (now - resumeTime) × playbackRate`, which is `now - beginTime`
    ///   until the first un-pause or change of rate and exactly the paused position at the
    ///   moment of an un-pause (the product by a rate of 1 is exact, so the default rate
    ///   changes no bit). Negative before ``beginTime``.
    /// - Running but not begun: `nil`; nothing has started.
    ///
    /// O(1), allocation-free.
    @inlinable
    public func localTime(at now: Double) -> Double? {
      if paused { return timeOffset }
      guard let resumeTime else { return nil }
      return resumeOffset + (now - resumeTime) * playbackRate
    }

    /// A one-line description, such as `paused at 0.5s (began 10.0s)`.
    public var description: String {
      let began = beginTime.map { "began \($0)s" } ?? "not begun"
      if paused { return "paused at \(timeOffset)s (\(began))" }
      let run = resumeTime.map { ", from \(resumeOffset)s at \($0)s" } ?? ""
      let rate = playbackRate == 1 ? "" : ", rate \(playbackRate)"
      return "running (\(began)\(run)\(rate))"
    }
  }
}
