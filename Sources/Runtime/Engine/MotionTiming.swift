public import MotionTimeline
public import MotionTween

/// Where one motion sits in time: the one place that turns a time of the runtime into the
/// motion's local time, its span in the property's time base, and whether it advances, shows on
/// a fast lane or still waits for its start.
///
/// The arbiter's evaluation (``ArbitratedMotion``), the fast lanes (``FrameLane``) and the spring
/// path (``SpringDriver``) all ask it, so the three agree to the last bit by construction: a
/// fast lane writes exactly the value a full evaluation would, and a retarget reads the spring
/// at exactly the local time the frame sampled.
///
/// Local time follows `InteractionClock` (TL-R9…TL-R11): a motion driven by a timeline has the
/// timeline's local time; a frame-driven one counts seconds since its ``registration``. A
/// gesture's or the app's motion (``DirectMotion``) has no local time of its own: its ``start``
/// and ``end`` are times of the runtime, and its ``registration`` is 0, so that both readings
/// coincide.
///
/// 24 bytes, stored in the motion where its three `Double`s were.
@usableFromInline
struct MotionTiming {
  /// When a frame-driven motion was registered: its local time 0. Unused with a timeline.
  @usableFromInline let registration: Double
  /// The motion's start, in local seconds (a direct motion: when its gesture began).
  @usableFromInline var start: Double
  /// The motion's end, or rest, in local seconds: fixed once an animation has taken its start.
  /// A direct motion: when its gesture ended (or the write happened); infinite while the
  /// gesture is active.
  @usableFromInline var end: Double

  /// A motion registered at `registration` that runs from `start` to `end` local seconds.
  @inlinable
  init(registration: Double, start: Double, end: Double) {
    self.registration = registration
    self.start = start
    self.end = end
  }

  /// A frame-driven motion's local time at `time`.
  @inlinable
  func frameLocalTime(at time: Double) -> Double {
    time - registration
  }

  /// The local time at `time`: the timeline's when there is one (`nil` while it has not begun),
  /// else seconds since registration. O(1).
  @inlinable
  func localTime(at time: Double, on timeline: Timeline?) -> Double? {
    guard let timeline else { return frameLocalTime(at: time) }
    return timeline.localTime(at: time)
  }

  /// The span in the property's time base at `time`, or `nil` while the timeline has not
  /// begun.
  ///
  /// An animation that is frame-driven or on a running timeline maps local time to `time`
  /// directly. On a paused timeline, local time is where the timeline was scrubbed: the span is
  /// placed from the timeline's `beginTime` (as `TweenStack` places it) and its present is
  /// `beginTime + local`.
  @inlinable
  func span(at time: Double, on timeline: Timeline?) -> MotionSpan? {
    guard let timeline else {
      let origin = time - frameLocalTime(at: time)
      return MotionSpan(start: origin + start, end: origin + end)
    }
    guard let local = timeline.localTime(at: time) else { return nil }
    guard timeline.snapshot.paused, let begin = timeline.beginTime else {
      let origin = time - local
      return MotionSpan(start: origin + start, end: origin + end)
    }
    return MotionSpan(start: begin + start, end: begin + end, now: begin + local)
  }

  /// A direct motion's span: its start and end are times of the runtime.
  @inlinable
  var directSpan: MotionSpan {
    MotionSpan(start: start, end: end)
  }

  /// Whether the motion is still running at local time `local` (it has not reached its end).
  @inlinable
  func runs(atLocalTime local: Double) -> Bool {
    local < end
  }

  /// Whether local time `local` has reached the motion's start.
  @inlinable
  func hasStarted(atLocalTime local: Double) -> Bool {
    local >= start
  }

  /// A frame-driven motion at `time`: its local time while it is in effect and still running,
  /// `nil` once it is not. Exactly what ``span(at:on:)`` and ``runs(atLocalTime:)`` say, in the
  /// same operations: the fast lane's test, and a fast lane's sample time.
  @inlinable
  func frameLocalTimeIfShowing(at time: Double) -> Double? {
    let local = frameLocalTime(at: time)
    let origin = time - local
    guard local < end, origin + start <= time, time < origin + end else { return nil }
    return local
  }
}
