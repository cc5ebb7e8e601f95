/// Where one motion sits in time for the precedence rule, in the property's time base
/// (seconds): in effect on `[start, end)`, ended from `end` on.
///
/// A motion that ended at the instant it started (an app's write of the property) has
/// `start == end`; one in effect until further notice (a drag in progress) has `end == .infinity`.
///
/// A motion with its own notion of the present (one on a paused, scrubbed timeline: the
/// timeline's `beginTime` plus its scrubbed local time) gives it as `now`: whether it is in
/// effect, ended or not started is then decided at `now`, while `start` and `end` still order
/// it among the others.
public struct MotionSpan: Equatable, Sendable {
  /// The first instant the motion is in effect.
  public var start: Double
  /// The first instant after it.
  public var end: Double
  /// The motion's own present, or `nil` to use the time the rule is evaluated at.
  public var now: Double?

  /// Creates a span.
  @inlinable
  public init(start: Double, end: Double, now: Double? = nil) {
    self.start = start
    self.end = end
    self.now = now
  }
}

/// Which motion decides a property's value at a time, and why (TW-15…TW-18).
public enum PrecedenceSource: Equatable, Sendable {
  /// Motion `index` is in effect and the last registered among those that are.
  case inEffect(Int)
  /// No motion is in effect; motion `index` ended most recently and holds its final value (a
  /// tween's ``Tween/finalValue(from:)``).
  case ended(Int)
  /// No motion has started; motion `index` starts first and shows its first value.
  case notStarted(Int)
  /// No motion takes part: the property keeps its value.
  case base
}

/// The precedence rule for the motions on one property: the one implementation shared by
/// ``TweenStack`` (the pure reference) and a runtime's per-property arbiter.
///
/// Motions are numbered in registration order; a motion with no span (toggled off, or on a
/// timeline that has not begun) takes no part. At time `t` the property shows:
/// 1. the **latest-registered** motion in effect at `t` (TW-15, TW-16, TW-17);
/// 2. else the motion that **ended most recently** (the later-registered on ties), holding its
///    final value (a tween's last frame, or its start value when its last offset is below 1):
///    an earlier, longer tween resumes after a later one ends (TW-18), and what a finger or the
///    app last wrote holds;
/// 3. else the motion that **starts first** (the later-registered on ties), holding its first
///    value;
/// 4. else the property's own value.
public enum Precedence {
  /// The source at `time` among `count` motions whose spans `span` gives. O(count), no
  /// allocation: the closure is inlined at every call site.
  @inlinable @inline(__always)
  public static func source(
    count: Int, at time: Double, span: (Int) -> MotionSpan?
  ) -> PrecedenceSource {
    var ended = -1
    var endedAt = -Double.infinity
    var first = -1
    var startsAt = Double.infinity
    var index = count
    while index > 0 {
      index -= 1
      guard let span = span(index) else { continue }
      let present = span.now ?? time
      if span.start <= present {
        if present < span.end { return .inEffect(index) }
        if ended < 0 || span.end > endedAt {
          ended = index
          endedAt = span.end
        }
      } else if first < 0 || span.start < startsAt {
        first = index
        startsAt = span.start
      }
    }
    if ended >= 0 { return .ended(ended) }
    if first >= 0 { return .notStarted(first) }
    return .base
  }
}
