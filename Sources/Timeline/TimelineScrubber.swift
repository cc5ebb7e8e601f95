/// A handle that scrubs the timeline it is attached to (TL-S8, TL-S9).
///
/// ```swift
/// let scrubber = TimelineScrubber()
/// timeline.scrubber = scrubber  // attach: the timeline pauses
/// scrubber.timeOffset = 0.4  // observers get timelineScrubberDidScrub(0.4)
/// timeline.scrubber = nil  // detach: the timeline resumes from 0.4
/// ```
///
/// Attach it by assigning it to ``Timeline/scrubber``. While attached, every change of
/// ``timeOffset`` is written to the timeline's ``Timeline/timeOffset``; a detached scrubber only
/// stores its value. The scrubber holds its timeline weakly (TL-S9), the timeline holds its
/// scrubber strongly: no retain cycle.
public final class TimelineScrubber {
  private var offset: Double

  /// The attached timeline's link, held weakly (TL-S9): it dies with its timeline.
  weak var link: ScrubberLink?

  /// The timeline this scrubber is attached to, or `nil`. Held weakly (TL-S9): the scrubber
  /// never keeps a timeline alive.
  public var timeline: Timeline? { link?.timeline }

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
      let changed = newValue != offset
      offset = newValue
      link?.timeline.scrubberMoved(self, changed: changed)
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

/// What a ``TimelineScrubber`` refers to weakly instead of its ``Timeline`` (TL-S9).
///
/// Swift moves an object's reference count into a side table the first time anything refers
/// to it weakly, and from then on every retain and release of that object takes a slower path.
/// A timeline is retained by every interaction that reads it each frame, so nothing refers to
/// the timeline itself weakly: a scrubber holds this link weakly, and the link — owned only by
/// its timeline and freed with it — refers back unowned. The scrubber's weak reference becomes
/// `nil` when the timeline is freed, exactly as a weak reference to the timeline would.
final class ScrubberLink {
  unowned let timeline: Timeline

  init(_ timeline: Timeline) {
    self.timeline = timeline
  }
}
