extension Timeline {
  /// The state of a timeline at one moment: what ``Timeline/asStream()`` emits (TL-R5).
  ///
  /// ```swift
  /// let snapshot = timeline.snapshot
  /// if let time = snapshot.localTime(at: clock.now) { render(at: time) }
  /// ```
  ///
  /// A snapshot holds the three values of the spec (``paused``, ``beginTime``, ``timeOffset``)
  /// plus ``originTime``, the clock time that local time zero maps to while the timeline runs.
  /// ``originTime`` changes only together with ``paused`` or ``beginTime``, so it never causes an
  /// emission of its own; it makes a snapshot enough to compute local time without the timeline
  /// (``localTime(at:)``).
  ///
  /// Times are `Double` seconds on the timeline's ``Timeline/clock``.
  public struct Snapshot: Equatable, Sendable, CustomStringConvertible {
    /// Whether the timeline is paused (TL-R2): interactions then follow ``timeOffset`` (TL-R11).
    public var paused: Bool
    /// When the timeline began, in clock seconds; `nil` until it has begun (TL-R4, TL-S2).
    public var beginTime: Double?
    /// The scrubbed position in seconds of timeline time (TL-R3); always finite.
    public var timeOffset: Double
    /// The clock time that local time zero maps to while running: ``beginTime`` at first, moved by
    /// each un-pause so that time resumes from the scrubbed position without a jump (TL-R11).
    /// `nil` until the timeline has begun.
    public var originTime: Double?

    /// Creates a snapshot whose ``originTime`` is its `beginTime` (a timeline never un-paused).
    ///
    /// - Parameters:
    ///   - paused: Whether the timeline is paused.
    ///   - beginTime: The begin time in clock seconds, or `nil` when not begun.
    ///   - timeOffset: The scrubbed position in seconds.
    @inlinable
    public init(paused: Bool, beginTime: Double?, timeOffset: Double) {
      self.init(paused: paused, beginTime: beginTime, timeOffset: timeOffset, originTime: beginTime)
    }

    /// Creates a snapshot with every field given.
    ///
    /// - Parameters:
    ///   - paused: Whether the timeline is paused.
    ///   - beginTime: The begin time in clock seconds, or `nil` when not begun.
    ///   - timeOffset: The scrubbed position in seconds.
    ///   - originTime: The clock time of local time zero while running, or `nil` when not begun.
    @inlinable
    public init(paused: Bool, beginTime: Double?, timeOffset: Double, originTime: Double?) {
      self.paused = paused
      self.beginTime = beginTime
      self.timeOffset = timeOffset
      self.originTime = originTime
    }

    /// Whether the timeline has begun (``beginTime`` is set).
    @inlinable
    public var hasBegun: Bool { beginTime != nil }

    /// The timeline's local time at clock time `now`, in seconds (TL-R10, TL-R11).
    ///
    /// - Paused: ``timeOffset``, whether or not the timeline has begun (scrubbing previews).
    /// - Running: `now - originTime`, which is `now - beginTime` until the first un-pause; it is
    ///   negative before the origin.
    /// - Running but not begun: `nil`; nothing has started.
    ///
    /// O(1), allocation-free.
    @inlinable
    public func localTime(at now: Double) -> Double? {
      if paused { return timeOffset }
      guard let originTime else { return nil }
      return now - originTime
    }

    /// A one-line description, such as `paused 0.5s (began 10.0s)`.
    public var description: String {
      let began = beginTime.map { "began \($0)s" } ?? "not begun"
      if paused { return "paused \(timeOffset)s (\(began))" }
      let origin = originTime.map { ", origin \($0)s" } ?? ""
      return "running (\(began)\(origin))"
    }
  }
}
