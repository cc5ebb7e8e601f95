public import MotionStreams
public import MotionTimeline

/// Timeline coordination (TW-12…TW-14, TL-R8…TL-R11): the pure pieces a runtime needs to add a
/// tween that may have a timeline.
///
/// ```swift
/// import MotionStreams
/// import MotionTimeline
/// import MotionTween
///
/// // When the runtime adds the tween:
/// tween.beginTimeline()  // TW-13
/// let time = tween.interactionClock(clock: scheduler, registeredAt: scheduler.now)
/// // Every frame:
/// if let value = tween.value(at: scheduler.now, clock: time, from: start) {
///   property.value = value
/// }
/// ```
///
/// Local time comes from ``InteractionClock``: without a timeline, seconds since registration
/// (TL-R9); with one, seconds since the timeline's begin time, which positions the tween (TW-14,
/// TL-R10); while the timeline is paused, its `timeOffset` (TL-R11), so
/// `progress = clamp((timeOffset − delay) / duration, 0, 1)`. Un-pausing continues from the
/// scrubbed position, as the Timeline module documents.
extension Tween {
  /// Begins the tween's timeline if it has not begun (TW-13); nothing without a timeline or on
  /// a begun one. Call when the tween is added to a runtime.
  public func beginTimeline() {
    timeline?.begin()
  }

  /// The clock that gives this tween its local time, for a tween registered at
  /// `registrationTime` seconds on `clock` (TW-14, TL-R9…TL-R11).
  ///
  /// - Parameters:
  ///   - clock: The runtime's clock; it must share the timeline's time base.
  ///   - registrationTime: When the tween was added: its local time zero without a timeline.
  public func interactionClock(
    clock: any MotionClock, registeredAt registrationTime: Double
  ) -> InteractionClock {
    InteractionClock(timeline: timeline, clock: clock, registeredAt: registrationTime)
  }

  /// The tween's local time at clock time `now`: see `InteractionClock.localTime(at:)`; nil
  /// while its timeline is running but has not begun. O(1).
  @inlinable
  public func localTime(at now: Double, clock: InteractionClock) -> Double? {
    clock.localTime(at: now)
  }

  /// The tween's value at clock time `now`, or nil while its timeline has not begun. O(1).
  @inlinable
  public func value(at now: Double, clock: InteractionClock, from start: Value) -> Value? {
    guard let localTime = clock.localTime(at: now) else { return nil }
    return value(atLocalTime: localTime, from: start)
  }
}
