public import MotionStreams
public import MotionTween

/// One motion on one property, as its ``PropertyArbiter`` sees it: where it sits in time, what
/// it shows, and the connection its values are written through (the motion's own constraints).
///
/// Subclasses: ``AnimationMotion`` (a time-driven `Animation`, such as a tween) and
/// ``DirectMotion`` (a gesture's writes, or the app's). Dispatch is one virtual call per motion
/// per evaluation; the rule itself (``Precedence``) is shared, non-generic code.
@usableFromInline
class ArbitratedMotion<Value: Interpolatable> {
  /// The subscriber of the motion's connected stream: the arbiter writes the motion's value
  /// here, and it reaches the property through the motion's constraints. `nil` until connected.
  @usableFromInline @exclusivity(unchecked) var output: MotionObserver<Value>?
  /// Cleared while the motion's interaction is toggled off: it then takes no part.
  @usableFromInline @exclusivity(unchecked) var enabled = true
  /// The last motion state reported through ``output``.
  @usableFromInline @exclusivity(unchecked) var state = MotionState.atRest
  /// Whether the motion is in its arbiter's list.
  @usableFromInline @exclusivity(unchecked) var isRegistered = false
  /// The runtime connection the motion claimed while it was subscribed (``output`` leads
  /// there): given back when the arbiter drops the motion, so the connection can end.
  @usableFromInline @exclusivity(unchecked) var connection: ConnectionID?
  /// Set when a motion that took the property over interrupted this one (PH-6): the arbiter
  /// removes it at the end of the pass.
  @usableFromInline @exclusivity(unchecked) var isInterrupted = false

  /// Whether the arbiter reports the motion's activity (an animation); a gesture's motion reports
  /// its gesture's own.
  @usableFromInline let tracksActivity: Bool

  @inlinable
  init(tracksActivity: Bool) {
    self.tracksActivity = tracksActivity
  }

  /// The motion's span in the property's time base at `time`, or `nil` when it takes no part
  /// (toggled off, or its timeline has not begun).
  @inlinable
  func span(at time: Double) -> MotionSpan? { nil }

  /// The span whatever ``enabled`` says: for deciding what can never win again.
  @inlinable
  func rawSpan(at time: Double) -> MotionSpan? { nil }

  /// The value and velocity the motion shows at `time` (its first value before its start, its
  /// last after its end).
  @inlinable
  func sample(at time: Double, base: Value) -> AnimationSample<Value> {
    AnimationSample(value: base)
  }

  /// Whether the motion must be sampled on every frame at `time`: it is enabled, running and
  /// not over. Such a motion reports `.active`.
  @inlinable
  func advances(at time: Double) -> Bool { false }

  /// Whether the motion starts from the value showing, has started by `time`, and has not yet
  /// taken its start.
  @inlinable
  func needsStart(at time: Double) -> Bool { false }

  /// Whether the motion starts from the value showing and has not reached its start by `time`.
  @inlinable
  func awaitsStart(at time: Double) -> Bool { false }

  /// Takes `start` as the value and velocity the motion starts from.
  @inlinable
  func takeStart(_ start: AnimationSample<Value>) {}

  /// Whether the motion runs on frame time only (no timeline to scrub it back), so that once
  /// ended and superseded it can be dropped.
  @inlinable
  var isDroppable: Bool { true }

  /// Called when the arbiter drops or removes the motion: releases what it holds.
  @inlinable
  func unregistered() {}

  /// Whether starting the motion interrupts the others in effect (PH-6: a spring, a decay).
  @inlinable
  var interruptsOnStart: Bool { false }

  /// Another motion took the property over at `instant`, while this one was in effect (PH-6).
  /// Returns `true` when the arbiter should remove the motion (it never shows again); a
  /// gesture's motion instead ends at `instant` and takes over again with its next write.
  @inlinable
  func interrupt(at instant: Double) -> Bool { true }

  /// Reports `next` through ``output`` when it changes.
  @inlinable
  final func report(_ next: MotionState) {
    guard next != state else { return }
    state = next
    output?.state(next)
  }
}

/// Direct manipulation, or a plain write of the property: a value written from outside time.
///
/// While its gesture is active the motion is in effect (`end == .infinity`); at release it ends
/// at the release time and, being the most recently ended motion, what the finger left holds
/// until another motion starts. An app's write is a motion that started and ended at the time
/// of the write.
@usableFromInline
final class DirectMotion<Value: Interpolatable>: ArbitratedMotion<Value> {
  /// The last value written.
  @usableFromInline @exclusivity(unchecked) var value: Value
  /// When the gesture began (or the write happened).
  @usableFromInline @exclusivity(unchecked) var start = 0.0
  /// When the gesture ended (or the write happened); infinite while it is active.
  @usableFromInline @exclusivity(unchecked) var end = 0.0
  /// Whether a value was ever written.
  @usableFromInline @exclusivity(unchecked) var hasValue = false

  @inlinable
  init(value: Value) {
    self.value = value
    super.init(tracksActivity: false)
  }

  /// Whether the gesture is active.
  @inlinable
  var isHeld: Bool { end == .infinity }

  @inlinable
  override func span(at time: Double) -> MotionSpan? {
    hasValue ? MotionSpan(start: start, end: end) : nil
  }

  @inlinable
  override func rawSpan(at time: Double) -> MotionSpan? { span(at: time) }

  @inlinable
  override func interrupt(at instant: Double) -> Bool {
    end = min(end, instant)
    return false
  }

  @inlinable
  override func sample(at time: Double, base: Value) -> AnimationSample<Value> {
    AnimationSample(value: value)
  }
}
