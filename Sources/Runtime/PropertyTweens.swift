public import MotionStreams
public import MotionTimeline
public import MotionTween

/// The timing of one tween system on one property: everything the precedence rule reads.
///
/// Non-generic, so that the per-frame rule runs as plain code whatever the value type.
///
/// Local time follows `InteractionClock` (TL-R9…TL-R11): the timeline's local time when there is
/// one, else seconds since registration. The fields are read directly (not through a stored
/// `InteractionClock`, whose existential clock would be copied on every read).
@usableFromInline
class TweenSlot {
  /// The timeline that drives the tween, or `nil` (TL-R8).
  @usableFromInline let timeline: Timeline?
  /// Without a timeline: when the tween was registered (re-registered by a drag's settle).
  @usableFromInline @exclusivity(unchecked) var registration: Double
  /// When, in local seconds, the tween begins (its delay) and ends (delay + duration).
  @usableFromInline @exclusivity(unchecked) var delay: Double
  @usableFromInline @exclusivity(unchecked) var end: Double
  /// Cleared while the interaction is toggled off: the slot then never takes effect.
  @usableFromInline @exclusivity(unchecked) var enabled = true

  @usableFromInline
  init(timeline: Timeline?, registration: Double, delay: Double, end: Double) {
    self.timeline = timeline
    self.registration = registration
    self.delay = delay
    self.end = end
  }

  /// The tween's local time at `time`; `nil` while its timeline has not begun. O(1).
  @inlinable
  final func localTime(at time: Double) -> Double? {
    guard let timeline else { return time - registration }
    return timeline.localTime(at: time)
  }
}

/// One tween's system on one property: its timing, the tween, and what it captured.
@usableFromInline
final class TweenEntry<Value: Interpolatable>: TweenSlot {
  /// The interaction whose tween this is; reading its `let` tween borrows instead of copying
  /// the arrays. A drag's settle swaps in a new one on each release.
  @usableFromInline @exclusivity(unchecked) var interaction: TweenInteraction<Value> {
    didSet { (delay, end) = (interaction.tween.delay, interaction.tween.endTime) }
  }
  /// The property's value when a single-value tween first took effect (TW-6).
  @usableFromInline @exclusivity(unchecked) var from: Value?

  @inlinable
  init(interaction: TweenInteraction<Value>, timeline: Timeline?, registration: Double) {
    self.interaction = interaction
    super.init(
      timeline: timeline, registration: registration, delay: interaction.tween.delay,
      end: interaction.tween.endTime)
  }

  /// The value shown at `local` seconds; a single-value tween captures its start from
  /// `property` the first time it takes effect (TW-6). O(1) for the usual handful of keyframes.
  ///
  /// The interaction is borrowed (the entry holds it): no retain of it or of its tween per frame.
  @inlinable
  func value(atLocalTime local: Double, property: ReactiveProperty<Value>) -> Value {
    Unmanaged.passUnretained(interaction)._withUnsafeGuaranteedRef { interaction in
      guard interaction.tween.isDestinationOnly else {
        // `from` is read only by single-value tweens.
        return interaction.tween.value(atLocalTime: local, from: interaction.tween.lastValue)
      }
      let start: Value
      if let from {
        start = from
      } else {
        start = property.value
        if local >= delay { from = start }
      }
      return interaction.tween.value(atLocalTime: local, from: start)
    }
  }
}

/// The tweens on one property in one runtime, in registration order, and the rule that picks
/// the one whose value the property shows (TW-15…TW-18).
///
/// The rule is `MotionTween.TweenStack`'s (the Tween module's evaluator, which the tests use as
/// the reference), evaluated on each tween's own local time so that tweens on different
/// timelines, toggled tweens and a drag's re-armed settle can share a property. A tween starts
/// at its delay and is in effect on `[delay, delay + duration)`. At time `t` the property shows:
/// 1. the last-registered enabled tween in effect (TW-15, TW-16, TW-17);
/// 2. else the tween that ended most recently, the later-registered on ties: an earlier, longer
///    tween resumes after a later one completes (TW-18) and a finished tween's value holds;
/// 3. else the tween that starts first (the later-registered on ties), holding its first value;
/// 4. else none: the property is left alone.
///
/// O(n) in the number of tweens on the property; allocates nothing.
@usableFromInline
final class PropertyTweens {
  /// The slots in registration order. The first is stored inline: most properties have one
  /// tween, and then no array is allocated.
  @usableFromInline @exclusivity(unchecked) var first: TweenSlot?
  @usableFromInline @exclusivity(unchecked) var rest: [TweenSlot] = []

  @usableFromInline
  init() {}

  /// The number of slots. O(1).
  @inlinable
  var count: Int { first == nil ? 0 : 1 + rest.count }

  /// Appends a slot (registration order). Amortised O(1).
  @inlinable
  func append(_ slot: TweenSlot) {
    if first == nil { first = slot } else { rest.append(slot) }
  }

  /// The slot whose value the property shows at `time`, if any.
  @usableFromInline
  func winner(at time: Double) -> TweenSlot? {
    var winner: TweenSlot?
    var ended: TweenSlot?
    var endedAt = -Double.infinity
    var waiting: TweenSlot?
    var startsAt = Double.infinity
    rest.withUnsafeBufferPointer { buffer in
      var index = buffer.count
      while index > 0 {
        index -= 1
        // Borrowed from the array: no retain per slot.
        if consider(buffer[index]) {
          winner = buffer[index]
          return
        }
      }
    }
    if winner == nil, let first, consider(first) { winner = first }
    func consider(_ slot: TweenSlot) -> Bool {
      guard slot.enabled, let local = slot.localTime(at: time) else { return false }
      if local >= slot.delay && local < slot.end { return true }
      if local >= slot.end {
        let endTime = time - (local - slot.end)
        if endTime > endedAt {
          ended = slot
          endedAt = endTime
        }
      } else {
        let startTime = time - (local - slot.delay)
        if startTime < startsAt {
          waiting = slot
          startsAt = startTime
        }
      }
      return false
    }
    if let winner { return winner }
    return ended ?? waiting
  }
}
