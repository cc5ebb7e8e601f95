public import MotionPhysics
public import MotionStreams
public import MotionTimeline
public import MotionTween

/// One motion on one property, as its ``PropertyArbiter`` sees it: where it sits in time
/// (``timing``), what it shows, and the connection its values are written through (the motion's
/// own constraints).
///
/// Subclasses: ``AnimationMotion`` (a time-driven `Animation`, such as a tween) and
/// ``DirectMotion`` (a gesture's writes, or the app's).
///
/// The per-frame questions (span, whether it advances or waits for its start) are answered from
/// plain stored fields in this class, with no dynamic dispatch: a generic class's overrides run
/// its *unspecialised* generic code (the vtable of `AnimationMotion<Tween<Point>>` holds the
/// generic bodies), which looked up generic metadata several times per motion per frame. Only
/// the sample depends on the kind of motion, through ``variant``: a direct motion's value and a
/// `Tween`'s or a spring's are read from the typed motion (so the arbiter's code, specialised for
/// the value type, samples them specialised too); any other `Animation` goes through one
/// virtual call.
///
/// The one-byte fields are declared together, so that they share one word.
@usableFromInline
class ArbitratedMotion<Value: Interpolatable> {
  /// What the motion is; ``variant`` gives the motion typed accordingly.
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
    guard case .direct(let motion) = variant else { return nil }
    return motion.with { $0 }
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
  /// The kind of motion (which subclass, and for an animation whether it is a tween or a
  /// spring), set by the subclass's initialiser.
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
  /// Where the motion sits in time: its registration, start and end.
  @usableFromInline @exclusivity(unchecked) final var timing: MotionTiming
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
    timing = MotionTiming(registration: 0, start: 0, end: 0)
  }

  /// An animation.
  @inlinable
  init(kind: Kind, timeline: Timeline?, timing: MotionTiming, output: MotionOutput<Value>?) {
    route = output
    self.kind = kind
    if let timeline { extras = AnimationMotionExtras(timeline: timeline) }
    self.timing = timing
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
    timing.localTime(at: time, on: timeline)
  }

  /// The motion's span in the property's time base at `time`, or `nil` when it takes no part
  /// (toggled off, or its timeline has not begun).
  @inlinable
  final func span(at time: Double) -> MotionSpan? {
    guard enabled || kind == .direct else { return nil }
    return rawSpan(at: time)
  }

  /// The span whatever ``enabled`` says: for deciding what can never win again.
  @inlinable
  final func rawSpan(at time: Double) -> MotionSpan? {
    if case .direct(let motion) = variant {
      return motion.with { $0.hasValue } ? timing.directSpan : nil
    }
    return timing.span(at: time, on: timeline)
  }

  /// The value the motion shows at `time` (its first value before its start, its last after
  /// its end). A tween's and a spring's are computed without their velocity.
  @inlinable
  final func value(at time: Double, base: Value) -> Value {
    switch variant {
    case .direct(let motion):
      return motion.with { $0.value }
    case .tween(let motion):
      let local = localTime(at: time) ?? -Double.infinity
      return motion.with { $0.tweenValue(atLocalTime: local, base: base) }
    case .spring(let motion):
      let local = localTime(at: time) ?? -Double.infinity
      return motion.with { $0.springValue(atLocalTime: local, base: base) }
    case .animation:
      return animationSample(at: time, base: base).value
    }
  }

  /// The value and velocity the motion shows at `time` (its first value before its start, its
  /// last after its end).
  @inlinable
  final func sample(at time: Double, base: Value) -> AnimationSample<Value> {
    switch variant {
    case .direct(let motion):
      return AnimationSample(value: motion.with { $0.value })
    case .tween(let motion):
      return motion.with { $0.animationSampleFinal(at: time, base: base) }
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
  ///
  /// On a timeline, "over" follows the timeline's direction: playing forwards (a positive
  /// playback rate) the motion advances until its end; playing backwards until its start, from
  /// wherever it is (past its end it is on its way back into its span); at a rate of 0, or
  /// paused, it holds.
  @inlinable
  final func advances(at time: Double) -> Bool {
    guard kind != .direct, enabled, let local = localTime(at: time) else { return false }
    guard let timeline else { return timing.runs(atLocalTime: local) }
    let snapshot = timeline.snapshot
    guard !snapshot.paused else { return false }
    if snapshot.playbackRate > 0 { return timing.runs(atLocalTime: local) }
    return snapshot.playbackRate < 0 && local > timing.start
  }

  /// Whether the motion can run on its arbiter's fast lane at `time` (see ``FrameLanes``): a
  /// frame-driven tween or spring, enabled, started, in effect and advancing (what
  /// ``rawSpan(at:)`` and ``advances(at:)`` say, as ``MotionTiming`` computes both).
  @inlinable
  final func runsOnFastLane(at time: Double) -> Bool {
    guard kind == .tween || kind == .spring, timeline == nil, enabled, !waitsForStart else {
      return false
    }
    return timing.frameLocalTimeIfShowing(at: time) != nil
  }

  /// Whether the motion starts from the value showing, has started by `time`, and has not yet
  /// taken its start.
  @inlinable
  final func needsStart(at time: Double) -> Bool {
    guard waitsForStart, let local = localTime(at: time) else { return false }
    return timing.hasStarted(atLocalTime: local)
  }

  /// Whether the motion starts from the value showing and has not reached its start by `time`.
  @inlinable
  final func awaitsStart(at time: Double) -> Bool {
    guard waitsForStart, timeline == nil else { return false }
    return !timing.hasStarted(atLocalTime: timing.frameLocalTime(at: time))
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
    timing.end = min(timing.end, instant)
    return false
  }

  /// Called when the arbiter drops or removes the motion: releases what it holds.
  @inlinable
  func unregistered() {}

  /// Called when another motion's takeover removes this one (PH-6), before it reports rest:
  /// an animation tells its interaction (``MotionOutcome/interrupted``).
  @usableFromInline
  func wasInterrupted() {}

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
