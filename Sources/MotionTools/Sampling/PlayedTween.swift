package import MotionTween

/// A tween played at a `playbackRate` other than 1 on the document's timeline, as a Web
/// Animations animation plays its effect (Docs/MotionDocument.md, "Playback rate"; record 0043).
///
/// The animation is played at the document's time 0 (the timeline's start), so its current
/// time — the tween's local time — at document time `T` ms is (§ "Playing an animation", the
/// pending play task's start time, and § "The current time of an animation"):
/// - `T × rate` for a positive rate (played from 0);
/// - `endTime + T × rate` for a negative rate, played from the effect's end
///   (``Tween/endTime``: delay plus active duration, which must be finite);
/// - 0 for a rate of 0 (the current time is held where play put it).
///
/// Playing backwards is Web Animations' *backwards animation direction*: at a local time equal
/// to the delay the effect is in its before phase (the value the tween shows during its delay),
/// so a backwards tween ends, and stays, on that value.
package struct PlayedTween {
  /// The tween, its times in milliseconds.
  package let tween: Tween<Double>
  /// The rate: finite, not 1 (a rate of 1 is the plain ``DocumentAnimation/tween(_:)``).
  package let playbackRate: Double

  /// Plays `tween` at `playbackRate`, which must be finite, and not negative when the tween's
  /// end is infinite (the document reader checks both).
  package init(checked tween: Tween<Double>, playbackRate: Double) {
    self.tween = tween
    self.playbackRate = playbackRate
  }

  /// The tween's local time at document time `time` ms. O(1).
  package func localTime(at time: Double) -> Double {
    if playbackRate > 0 { return time * playbackRate }
    if playbackRate < 0 { return tween.endTime + time * playbackRate }
    return 0
  }

  /// The first document instant the tween is in effect: its delay at the rate (a positive
  /// rate), else 0 (played from its end, or held at local time 0 by a rate of 0).
  package var startTime: Double {
    playbackRate > 0 ? tween.delay / playbackRate : 0
  }

  /// The document instant it ends: its end at the rate (positive), the instant its local time
  /// comes back to the delay (negative), never (a rate of 0 holding it in its active phase) or
  /// at once (a rate of 0 holding it before its delay, or after a zero active duration).
  package var endTime: Double {
    if playbackRate > 0 { return tween.endTime / playbackRate }
    if playbackRate < 0 { return (tween.endTime - tween.delay) / -playbackRate }
    return isHeldActive ? .infinity : 0
  }

  /// Whether a rate of 0 holds the tween in its active phase (no delay, an active duration).
  private var isHeldActive: Bool { tween.delay == 0 && tween.activeDuration > 0 }

  /// The value at document time `time` ms, from `start` (the underlying value): the tween at
  /// ``localTime(at:)``, in the before phase at and below the delay when played backwards.
  package func value(at time: Double, from start: Double) -> Double {
    let local = localTime(at: time)
    if playbackRate < 0 && local <= tween.delay { return tween.firstValue(from: start) }
    return tween.value(atLocalTime: local, from: start)
  }

  /// What it shows before it starts: the tween's first value (a positive rate, or a rate of 0),
  /// its final value (a negative rate: before it starts, its local time is past the end).
  package func firstValue(from start: Double) -> Double {
    if playbackRate > 0 { return tween.firstValue(from: start) }
    if playbackRate < 0 { return tween.finalValue(from: start) }
    return tween.value(atLocalTime: 0, from: start)
  }

  /// What it shows once it has ended: the tween's final value (a positive rate), its first
  /// value (a negative rate: held at its local time 0, before the delay), or its value at local
  /// time 0 (a rate of 0).
  package func finalValue(from start: Double) -> Double {
    if playbackRate > 0 { return tween.finalValue(from: start) }
    if playbackRate < 0 { return tween.firstValue(from: start) }
    return tween.value(atLocalTime: 0, from: start)
  }

  /// The velocity at document time `time`, in value units per millisecond: the tween's
  /// velocity at ``localTime(at:)`` times the rate (0 in the before phase, and for a rate of 0;
  /// at a backwards tween's first instant, its end, the velocity just before that end).
  package func velocity(at time: Double, from start: Double) -> Double {
    let local = localTime(at: time)
    if playbackRate == 0 || (playbackRate < 0 && local <= tween.delay) { return 0 }
    // Played backwards from its end, the tween leaves its end instant with the velocity it
    // had arriving there (the tween's own is the right-hand one, zero from its end on).
    let at = playbackRate < 0 && local >= tween.endTime ? tween.endTime.nextDown : local
    return tween.velocity(atLocalTime: at, from: start) * playbackRate
  }
}
