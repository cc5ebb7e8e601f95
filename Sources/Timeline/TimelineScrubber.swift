/// A handle that scrubs the timeline it is attached to (TL-S8, TL-S9).
///
/// ```swift
/// let scrubber = TimelineScrubber()
/// timeline.scrubber = scrubber      // attach: the timeline pauses
/// scrubber.timeOffset = 0.4         // observers get timelineScrubberDidScrub(0.4)
/// timeline.scrubber = nil           // detach: the timeline resumes from 0.4
/// ```
///
/// Attach it by assigning it to ``Timeline/scrubber``. While attached, every change of
/// ``timeOffset`` is written to the timeline's ``Timeline/timeOffset``; a detached scrubber only
/// stores its value. The scrubber holds its timeline weakly (TL-S9), the timeline holds its
/// scrubber strongly: no retain cycle.
public final class TimelineScrubber {
  private var offset: Double

  /// The timeline this scrubber is attached to, or `nil`. Held weakly (TL-S9).
  public internal(set) weak var timeline: Timeline?

  /// Creates a detached scrubber at `timeOffset` seconds; a NaN or infinite value counts as 0.
  public init(timeOffset: Double = 0) {
    offset = timeOffset.isFinite ? timeOffset : 0
  }

  /// The scrub position in seconds (TL-S8).
  ///
  /// Setting it while attached scrubs the timeline: its ``Timeline/timeOffset`` follows and its
  /// observers receive `timelineScrubberDidScrub` when the position changed (TL-S7, TL-S9);
  /// setting the same value again sends nothing. A NaN or infinite value is ignored (the
  /// position stays); use ``scrub(to:)`` to have it rejected with an error.
  public var timeOffset: Double {
    get { offset }
    set {
      guard newValue.isFinite else { return }
      offset = newValue
      timeline?.scrubberMoved(self)
    }
  }

  /// Moves the scrubber to `seconds`, like setting ``timeOffset``, after validating the value.
  ///
  /// - Throws: ``TimelineError/nonFiniteTimeOffset(_:)`` for NaN or an infinity; the position
  ///   is unchanged then.
  public func scrub(to seconds: Double) throws(TimelineError) {
    guard seconds.isFinite else { throw .nonFiniteTimeOffset(seconds) }
    timeOffset = seconds
  }
}
