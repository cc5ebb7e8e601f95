public import MotionTimeline

/// Places tweens one after another, together, or offset from each other, the way a timeline of
/// GSAP or a Compose `AnimatorSet` is written: "fade the card in, then slide it, starting
/// 100 ms before the fade ends".
///
/// Each ``place(_:_:)`` returns the tween delayed to where it goes (its own delay is kept, on
/// top of its place) and on the sequence's ``timeline``: ordinary tweens, which run, scrub and
/// hand off as any other. The sequence remembers only each placed item's span, so one sequence
/// places tweens of any value type.
///
/// ```swift
/// import MotionTimeline
/// import MotionTween
///
/// var sequence = TweenSequence(timeline: timeline)
/// let fade = try sequence.place(fadeIn)  // 0 … 0.3
/// let slide = try sequence.place(slideUp, .afterPrevious(gap: -0.1))  // 0.2 … 0.6
/// let badge = try sequence.place(popIn, .withPrevious(offset: 0.05))  // 0.25 …
/// ```
///
/// A span runs from its tween's delayed start (the end of its delay, where it begins to move)
/// to its end; ``Placement`` reads those of earlier items.
public struct TweenSequence {
  /// Where a tween goes, relative to what is placed already.
  public enum Placement: Hashable, Sendable {
    /// `gap` seconds after the latest end so far (0 when nothing is placed): the default.
    case afterAll(gap: Double = 0)
    /// `gap` seconds after the end of the item placed just before (a negative gap overlaps).
    case afterPrevious(gap: Double = 0)
    /// `offset` seconds after the start of the item placed just before.
    case withPrevious(offset: Double = 0)
    /// `gap` seconds after the end of the item at `index` (in placing order, from 0).
    case after(item: Int, gap: Double = 0)
    /// `offset` seconds after the start of the item at `index`.
    case with(item: Int, offset: Double = 0)
    /// At this time of the sequence, in seconds from its start.
    case at(Double)
  }

  /// One placed item: where its motion starts and ends, in seconds from the sequence's start.
  public struct Span: Hashable, Sendable {
    /// Where the item starts to move (after its own delay).
    public let start: Double
    /// Where it ends.
    public let end: Double
  }

  /// The timeline every placed tween is put on (nil: each keeps its own).
  public let timeline: Timeline?
  /// The placed items' spans, in placing order.
  public private(set) var spans: [Span] = []

  /// An empty sequence whose tweens go on `timeline` (nil: each keeps its own).
  public init(timeline: Timeline? = nil) {
    self.timeline = timeline
  }

  /// When the last item ends: the sequence's duration (0 when empty). O(1).
  public var duration: Double { latestEnd }

  private var latestEnd = 0.0

  /// `tween` placed as `placement` says: returned delayed to its place, on ``timeline`` when
  /// there is one. O(n) for n values of the tween.
  /// - Throws: ``StaggerError/invalidSpacing(_:)`` for a NaN or infinite gap, offset or time;
  ///   ``StaggerError/noSuchItem(index:count:)``; ``StaggerError/startsBeforeZero(_:)`` when the
  ///   place is before the sequence's start; ``StaggerError/tween(_:)`` when the delay would
  ///   pass ``Tween/maximumSeconds``. Nothing is placed when it throws.
  public mutating func place<Value>(_ tween: Tween<Value>, _ placement: Placement = .afterAll())
    throws(StaggerError) -> Tween<Value>
  {
    let start = try startTime(of: placement)
    var placed: Tween<Value>
    do {
      placed = try tween.delayed(by: start)
    } catch {
      throw .tween(error)
    }
    if let timeline { placed.timeline = timeline }
    let span = Span(start: placed.delay, end: placed.endTime)
    spans.append(span)
    latestEnd = max(latestEnd, span.end)
    return placed
  }

  /// Where `placement` puts the start of an item's delay, in seconds from the sequence's start.
  private func startTime(of placement: Placement) throws(StaggerError) -> Double {
    let (base, shift): (Double, Double)
    switch placement {
    case .afterAll(let gap): (base, shift) = (latestEnd, gap)
    case .afterPrevious(let gap): (base, shift) = (try span(spans.count - 1)?.end ?? 0, gap)
    case .withPrevious(let offset): (base, shift) = (try span(spans.count - 1)?.start ?? 0, offset)
    case .after(let item, let gap): (base, shift) = (try span(item, required: true)!.end, gap)
    case .with(let item, let offset):
      (base, shift) = (try span(item, required: true)!.start, offset)
    case .at(let time): (base, shift) = (0, time)
    }
    guard shift.isFinite else { throw .invalidSpacing(shift) }
    let start = base + shift
    guard start >= 0 else { throw .startsBeforeZero(start) }
    return start
  }

  /// The span of item `index`; `nil` for "the previous" of an empty sequence (index −1)
  /// unless `required`.
  private func span(_ index: Int, required: Bool = false) throws(StaggerError) -> Span? {
    if index == -1 && !required && spans.isEmpty { return nil }
    guard spans.indices.contains(index) else {
      throw .noSuchItem(index: index, count: spans.count)
    }
    return spans[index]
  }
}
