import MotionStreams
import MotionTimeline
import MotionTween

/// One tween's system on one property: the tween, its local time, and what it captured.
final class TweenEntry<Value: Interpolatable> {
  /// The tween; replaced by a drag's hand-off on each release.
  var tween: Tween<Value>
  /// The tween's local time; re-registered by a drag's hand-off on each release.
  var clock: InteractionClock
  /// The property's value when a single-value tween first took effect (TW-6).
  var from: Value?
  /// Cleared while the interaction is toggled off: the entry then never takes effect.
  var enabled = true

  init(tween: Tween<Value>, clock: InteractionClock) {
    self.tween = tween
    self.clock = clock
  }

  /// Whether the tween is between its delay and its end at `local` seconds.
  @inlinable
  func isInEffect(_ local: Double) -> Bool {
    local >= tween.delaySeconds && local <= tween.endSeconds
  }
}

/// The tweens on one property in one runtime, in registration order, and the rule that picks
/// the one whose value the property shows (TW-15…TW-18).
///
/// At time `t` the winner is, in order of preference:
/// 1. the last-registered enabled tween in effect (past its delay, not past its end): the
///    last-registered takes precedence while in effect (TW-15); equal tweens leave only the
///    later one visible (TW-16); an earlier tween shows until a later one starts (TW-17) and
///    again after the later one completes if it lasts longer (TW-18);
/// 2. otherwise the tween that ended most recently (ties: the later-registered), so the
///    property keeps the final value of the motion that finished last;
/// 3. otherwise the last-registered tween still in its delay, holding its first value (TW-4);
/// 4. otherwise none: the property is left alone.
///
/// O(n) in the number of tweens on the property; allocates nothing.
final class TweenStack<Value: Interpolatable> {
  var entries: [TweenEntry<Value>] = []

  /// The entry whose value the property shows at `time`, if any.
  func winner(at time: Double) -> TweenEntry<Value>? {
    var ended: TweenEntry<Value>?
    var endedAt = -Double.infinity
    var waiting: TweenEntry<Value>?
    for entry in entries.reversed() where entry.enabled {
      guard let local = entry.clock.localTime(at: time) else { continue }
      if entry.isInEffect(local) { return entry }
      if local > entry.tween.endSeconds {
        let end = time - (local - entry.tween.endSeconds)
        if end > endedAt {
          ended = entry
          endedAt = end
        }
      } else if waiting == nil {
        waiting = entry
      }
    }
    return ended ?? waiting
  }

  /// The value `entry` shows at `time`, capturing the single-value start from `current`.
  func value(of entry: TweenEntry<Value>, at time: Double, current: Value) -> Value? {
    guard let local = entry.clock.localTime(at: time) else { return nil }
    if local < entry.tween.delaySeconds {
      return entry.tween.firstValue(from: entry.from ?? current)
    }
    if entry.from == nil { entry.from = current }
    return entry.tween.value(atLocalTime: local, from: entry.from ?? current)
  }
}
