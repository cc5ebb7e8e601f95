extension Timeline {
  /// How many seconds of timeline time pass per second of the clock while the timeline runs:
  /// 1 at first (``Snapshot/playbackRate``). Change it with ``setPlaybackRate(_:)`` or
  /// ``reverse()``.
  @inlinable
  public var playbackRate: Double { state.playbackRate }

  /// Sets the playback rate, keeping the present: Web Animations' "set the playback rate".
  ///
  /// ```swift
  /// import MotionStreams
  /// import MotionTimeline
  ///
  /// let clock = ManualScheduler()
  /// let timeline = Timeline(clock: clock)
  /// clock.advance(by: 1)
  /// try timeline.setPlaybackRate(2)  // twice as fast from where it is now
  /// clock.advance(by: 0.5)  // local time 2
  /// timeline.reverse()  // back the way it came, at the same speed
  /// ```
  ///
  /// - Any finite rate: 2 runs twice as fast, 0.5 half as fast, 0 holds the present while the
  ///   timeline still runs (interactions show it and come to rest), a negative rate plays
  ///   backwards (a tween shows its earlier values, down to its first before its start).
  /// - **No jump.** On a running timeline that has begun, the new run starts now from the local
  ///   time of this instant (``Snapshot/resumeTime`` is now, ``Snapshot/resumeOffset`` the local
  ///   time): interactions show the same value before and after the change, and only their
  ///   speed changes. On a paused timeline only the rate changes (it shows ``timeOffset``, and
  ///   runs at the new rate once un-paused); before ``beginTime`` likewise.
  /// - Scrubbing is unchanged: while paused, interactions follow ``timeOffset`` (TL-R11).
  ///
  /// Emits a snapshot when the rate changes; setting the current rate does nothing.
  ///
  /// - Throws: ``TimelineError/nonFinitePlaybackRate(_:)`` for NaN or an infinity; nothing
  ///   changes then.
  public func setPlaybackRate(_ rate: Double) throws(TimelineError) {
    guard rate.isFinite else { throw .nonFinitePlaybackRate(rate) }
    guard rate != state.playbackRate else { return }
    var next = state
    if !next.paused, next.beginTime != nil, let clock {
      let now = Self.read(clock)
      if let local = next.localTime(at: now) {
        next.resumeTime = now
        next.resumeOffset = local
      }
    }
    next.playbackRate = rate
    publish(next)
  }

  /// Plays the timeline the other way at the same speed, keeping the present: the playback rate
  /// negated (``setPlaybackRate(_:)``). A rate of 0 stays 0.
  public func reverse() {
    // The negation of a finite rate is finite, so the rate is always accepted.
    try? setPlaybackRate(-playbackRate)
  }
}
