public import MotionPhysics
public import MotionStreams
public import MotionTimeline
public import MotionTween

/// One motion on one property, as its ``PropertyArbiter`` sees it: where it sits in time, what
/// it shows, and the connection its values are written through (the motion's own constraints).
///
/// Subclasses: ``AnimationMotion`` (a time-driven `Animation`, such as a tween) and
/// ``DirectMotion`` (a gesture's writes, or the app's).
///
/// The per-frame questions (span, whether it advances or waits for its start) are answered from
/// plain stored fields in this class, with no dynamic dispatch: a generic class's overrides run
/// its *unspecialised* generic code (the vtable of `AnimationMotion<Tween<Point>>` holds the
/// generic bodies), which looked up generic metadata several times per motion per frame. Only
/// the sample depends on the kind of motion: a direct motion's value and a `Tween`'s are read
/// through a concrete downcast (``kind`` says which, so the arbiter's code, specialised for the
/// value type, samples a tween specialised too); any other `Animation` goes through one virtual
/// call.
///
/// The one-byte fields are declared together, so that they share one word.
@usableFromInline
class ArbitratedMotion<Value: Interpolatable> {
  /// What the motion is, for the concrete sampling paths.
  @usableFromInline
  enum Kind {
    /// A ``DirectMotion``.
    case direct
    /// An ``AnimationMotion`` of a `Tween<Value>`.
    case tween
    /// An ``AnimationMotion`` of a `SpringAnimation<Value>`.
    case spring
    /// An ``AnimationMotion`` of any other `Animation`.
    case animation
  }

  /// This motion as a ``DirectMotion``, if it is one.
  @inlinable
  final var direct: DirectMotion<Value>? {
    kind == .direct ? unsafeDowncast(self, to: DirectMotion<Value>.self) : nil
  }
  /// Cleared while the motion's interaction is toggled off: it then takes no part.
  @usableFromInline @exclusivity(unchecked) final var enabled = true
  /// The last motion state reported (``report(_:)``).
  @usableFromInline @exclusivity(unchecked) final var state = MotionState.atRest
  /// Whether the motion is in its arbiter's list.
  @usableFromInline @exclusivity(unchecked) final var isRegistered = false
  /// For an animation that starts from the value showing: set until it has taken its start.
  @usableFromInline @exclusivity(unchecked) final var waitsForStart = false
  /// Set when a motion that took the property over interrupted this one (PH-6): the arbiter
  /// removes it at the end of the pass.
  @usableFromInline @exclusivity(unchecked) final var isInterrupted = false
  /// Set on an animation whose interaction can be toggled (its `enabled` exists): kept once
  /// ended, because it can be toggled off and on again (see ``isDroppable``).
  @usableFromInline @exclusivity(unchecked) final var isTogglable = false
  /// Set on an animation whose interaction resumes after gestures: a gesture that takes the
  /// property does not interrupt it (``PropertyArbiter/hold(_:)``).
  @usableFromInline @exclusivity(unchecked) final var resumesAfterGestures = false
  /// The kind of motion (which subclass, and for an animation whether it is a tween).
  @usableFromInline final let kind: Kind
  /// The number its arbiter gave it (from 1), for finding it when its subscription ends; `0`
  /// when it has none.
  @usableFromInline @exclusivity(unchecked) final var serial: UInt64 = 0
  /// The end of the runtime connection the motion claimed when it was subscribed (``route``, when
  /// it has one, leads there): given back when the arbiter drops the motion, so the connection can end.
  @usableFromInline @exclusivity(unchecked) final var connectionEnd: ConnectionEnd?

  /// What few motions have, out of line (see ``AnimationMotionExtras``): the timeline, the
  /// start taken from the value showing and the timeline subscription. A frame-driven tween with
  /// values of its own (most) pays 8 bytes for the three, not 56.
  @usableFromInline @exclusivity(unchecked) final var extras: AnimationMotionExtras<Value>?
  /// For an animation without a timeline: when it was registered.
  @usableFromInline final let registration: Double
  /// For an animation: its start, in local seconds.
  @usableFromInline final let startLocal: Double
  /// For an animation: its end (or rest), in local seconds; fixed once the start is taken.
  /// For a direct motion: when the gesture ended (or the write happened); infinite while the
  /// gesture is active.
  @usableFromInline @exclusivity(unchecked) final var endLocal: Double
  /// The subscriber written through, shared by every motion of one connection (and by the
  /// ghost that stands for a dropped one). `nil` when the connection is *plain*: a
  /// ``FrameRuntime`` connection without constraints, whose subscriber would only write the
  /// value to the property and report the state to the connection's end. The arbiter then does
  /// both itself (``PropertyArbiter/send(_:through:)``, ``report(_:)``): the motion holds 8
  /// bytes where it held the subscriber's two closures (32), and a frame's write calls no
  /// closure.
  @usableFromInline @exclusivity(unchecked) final var route: MotionOutput<Value>?

  /// A direct motion.
  @inlinable
  init() {
    kind = .direct
    registration = 0
    startLocal = 0
    endLocal = 0
  }

  /// An animation.
  @inlinable
  init(
    kind: Kind, timeline: Timeline?, registration: Double, startLocal: Double, endLocal: Double,
    output: MotionOutput<Value>?
  ) {
    route = output
    self.kind = kind
    if let timeline { extras = AnimationMotionExtras(timeline: timeline) }
    self.registration = registration
    self.startLocal = startLocal
    self.endLocal = endLocal
  }

  /// For an animation: the timeline that drives it, or `nil` (TL-R8).
  @inlinable
  final var timeline: Timeline? { extras?.timeline }

  /// ``extras``, made on first use.
  @inlinable
  final var madeExtras: AnimationMotionExtras<Value> {
    if let extras { return extras }
    let made = AnimationMotionExtras<Value>(timeline: nil)
    extras = made
    return made
  }

  /// Whether the arbiter reports the motion's activity (an animation); a gesture's motion reports
  /// its gesture's own.
  @inlinable
  final var tracksActivity: Bool { kind != .direct }

  /// An animation's local time at `time`; `nil` while its timeline has not begun. O(1).
  @inlinable
  final func localTime(at time: Double) -> Double? {
    guard let timeline else { return time - registration }
    return timeline.localTime(at: time)
  }

  /// The motion's span in the property's time base at `time`, or `nil` when it takes no part
  /// (toggled off, or its timeline has not begun).
  @inlinable
  final func span(at time: Double) -> MotionSpan? {
    guard enabled || kind == .direct else { return nil }
    return rawSpan(at: time)
  }

  /// The span whatever ``enabled`` says: for deciding what can never win again.
  ///
  /// An animation that is frame-driven or on a running timeline maps local time to `time`
  /// directly. On a paused timeline, local time is where the timeline was scrubbed: the span is
  /// placed from the timeline's `beginTime` (as `TweenStack` places it) and its present is
  /// `beginTime + local`.
  @inlinable
  final func rawSpan(at time: Double) -> MotionSpan? {
    if let direct {
      return direct.hasValue ? MotionSpan(start: direct.start, end: endLocal) : nil
    }
    guard let timeline else {
      let origin = time - (time - registration)  // as local time gives it, to the last bit
      return MotionSpan(start: origin + startLocal, end: origin + endLocal)
    }
    guard let local = timeline.localTime(at: time) else { return nil }
    guard timeline.snapshot.paused, let begin = timeline.beginTime else {
      let origin = time - local
      return MotionSpan(start: origin + startLocal, end: origin + endLocal)
    }
    return MotionSpan(start: begin + startLocal, end: begin + endLocal, now: begin + local)
  }

  /// The value the motion shows at `time` (its first value before its start, its last after
  /// its end). A tween's is computed without its velocity.
  @inlinable
  final func value(at time: Double, base: Value) -> Value {
    switch kind {
    case .direct:
      return unsafeDowncast(self, to: DirectMotion<Value>.self).value
    case .tween:
      return unsafeDowncast(self, to: AnimationMotion<Tween<Value>>.self).tweenValue(
        atLocalTime: localTime(at: time) ?? -Double.infinity, base: base)
    case .spring:
      return unsafeDowncast(self, to: AnimationMotion<SpringAnimation<Value>>.self).springValue(
        atLocalTime: localTime(at: time) ?? -Double.infinity, base: base)
    case .animation:
      return animationSample(at: time, base: base).value
    }
  }

  /// The value and velocity the motion shows at `time` (its first value before its start, its
  /// last after its end).
  @inlinable
  final func sample(at time: Double, base: Value) -> AnimationSample<Value> {
    switch kind {
    case .direct:
      return AnimationSample(value: unsafeDowncast(self, to: DirectMotion<Value>.self).value)
    case .tween:
      return unsafeDowncast(self, to: AnimationMotion<Tween<Value>>.self).animationSampleFinal(
        at: time, base: base)
    case .spring, .animation:
      return animationSample(at: time, base: base)
    }
  }

  /// An animation's sample, for any `Animation` (one virtual call into the generic body).
  @inlinable
  func animationSample(at time: Double, base: Value) -> AnimationSample<Value> {
    AnimationSample(value: base)
  }

  /// Whether the motion must be sampled on every frame at `time`: it is enabled, running and
  /// not over. Such a motion reports `.active`.
  @inlinable
  final func advances(at time: Double) -> Bool {
    guard kind != .direct, enabled, let local = localTime(at: time), local < endLocal else {
      return false
    }
    return !(timeline?.snapshot.paused ?? false)
  }

  /// Whether the motion can run on its arbiter's fast lane at `time` (see ``FrameLanes``): a
  /// frame-driven tween or spring, enabled, started, in effect and advancing. Computed as
  /// ``rawSpan(at:)`` and ``advances(at:)`` compute it, to the last bit.
  @inlinable
  final func runsOnFastLane(at time: Double) -> Bool {
    guard kind == .tween || kind == .spring, timeline == nil, enabled, !waitsForStart else {
      return false
    }
    let local = time - registration
    let origin = time - local
    return local < endLocal && origin + startLocal <= time && time < origin + endLocal
  }

  /// Whether the motion starts from the value showing, has started by `time`, and has not yet
  /// taken its start.
  @inlinable
  final func needsStart(at time: Double) -> Bool {
    guard waitsForStart, let local = localTime(at: time) else { return false }
    return local >= startLocal
  }

  /// Whether the motion starts from the value showing and has not reached its start by `time`.
  @inlinable
  final func awaitsStart(at time: Double) -> Bool {
    guard waitsForStart, timeline == nil else { return false }
    return time - registration < startLocal
  }

  /// Whether starting the motion interrupts the others in effect (PH-6: a spring, a decay);
  /// `false` for a direct motion. Asked once per start, so computed (one virtual call) rather
  /// than stored: the motion's one-byte flags then fit in one word.
  @inlinable
  var interruptsOnStart: Bool { false }

  /// Takes `start` as the value and velocity the motion starts from.
  @inlinable
  func takeStart(_ start: AnimationSample<Value>) {}

  /// Whether the motion runs on frame time only (no timeline to scrub it back) and cannot be
  /// toggled, so that once ended and superseded it can be dropped: a togglable one could show
  /// again when the motions that superseded it are toggled off, and the ghost that stands for
  /// the dropped ones keeps only the latest-ended of them.
  @inlinable
  final var isDroppable: Bool { timeline == nil && !isTogglable }

  /// Another motion took the property over at `instant`, while this one was in effect (PH-6).
  /// Returns `true` when the arbiter should remove the motion (it never shows again); a
  /// gesture's motion instead ends at `instant` and takes over again with its next write.
  @inlinable
  final func interrupt(at instant: Double) -> Bool {
    guard kind == .direct else { return true }
    endLocal = min(endLocal, instant)
    return false
  }

  /// Called when the arbiter drops or removes the motion: releases what it holds.
  @inlinable
  func unregistered() {}

  /// Reports `next` when it changes: through ``route``, or for a plainly connected animation
  /// to its connection's end (what the plain subscriber's state closure would do). A direct
  /// motion without a route (the app's writes, the ghost) reports nothing.
  ///
  /// - Returns: Whether the report went out (and so may have run the app's code).
  @inlinable @discardableResult
  final func report(_ next: MotionState) -> Bool {
    guard next != state else { return false }
    state = next
    if let route {
      route.observer.state(next)
    } else if kind != .direct {
      guard let connectionEnd else { return false }
      connectionEnd.reported(next)
    } else {
      return false
    }
    return true
  }
}

/// A connection's subscriber, held by reference: the motions written through it (a settle's
/// runs, a spring's runs, the ghost of a dropped motion) share one, and a motion pays one
/// reference for it.
@usableFromInline
final class MotionOutput<Value> {
  /// The subscriber.
  @usableFromInline let observer: MotionObserver<Value>

  /// Holds `observer`.
  @inlinable
  init(_ observer: MotionObserver<Value>) {
    self.observer = observer
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
  /// Whether a value was ever written.
  @usableFromInline @exclusivity(unchecked) var hasValue = false

  @inlinable
  init(value: Value) {
    self.value = value
    super.init()
  }

  /// When the gesture ended (or the write happened); infinite while it is active.
  @inlinable
  var end: Double {
    get { endLocal }
    set { endLocal = newValue }
  }

  /// Whether the gesture is active.
  @inlinable
  var isHeld: Bool { endLocal == .infinity }
}
