public import MotionStreams
public import MotionTimeline
public import MotionTween

/// A time-driven `Animation` (a tween today) on one property: its clock, the start it took
/// from the value showing, and the switch that toggles it.
///
/// Local time follows `InteractionClock` (TL-R9…TL-R11): the timeline's local time when there is
/// one, else seconds since registration.
@usableFromInline
final class AnimationMotion<A: Animation>: ArbitratedMotion<A.Value> {
  /// The animation; borrowed on every sample (the motion holds it).
  @usableFromInline let animation: A
  /// The timeline that drives it, or `nil` (TL-R8).
  @usableFromInline let timeline: Timeline?
  /// Without a timeline: when it was registered.
  @usableFromInline let registration: Double
  /// Its start, in local seconds.
  @usableFromInline let startLocal: Double
  /// Its end (or rest), in local seconds; fixed once the start is taken.
  @usableFromInline @exclusivity(unchecked) var endLocal: Double
  /// The value and velocity it started from, for an animation that starts from the showing
  /// value (TW-6); `nil` until its start instant has been evaluated.
  @usableFromInline @exclusivity(unchecked) var from: AnimationSample<A.Value>?
  /// The interaction whose switch gates it, told when the motion goes away; `nil` for a drag's
  /// settle.
  @usableFromInline @exclusivity(unchecked) var toggle: AnimationInteraction<A>?
  /// The arbiter it is registered with, while it is (cleared when it goes away).
  @usableFromInline @exclusivity(unchecked) var arbiter: PropertyArbiter<A.Value>?
  /// The subscription to the timeline's snapshots (scrubs, pauses).
  @usableFromInline @exclusivity(unchecked) var timelineSubscription = Subscription()

  @inlinable
  init(
    _ animation: A, timeline: Timeline?, registration: Double,
    toggle: AnimationInteraction<A>?, base: A.Value
  ) {
    self.animation = animation
    self.timeline = timeline
    self.registration = registration
    self.toggle = toggle
    startLocal = animation.startSeconds
    endLocal = animation.endSeconds(from: AnimationSample(value: base))
    super.init(tracksActivity: true)
    enabled = toggle?.isEnabled ?? true
  }

  /// Local time at `time`; `nil` while the timeline has not begun. O(1).
  @inlinable
  func localTime(at time: Double) -> Double? {
    guard let timeline else { return time - registration }
    return timeline.localTime(at: time)
  }

  @inlinable
  override func span(at time: Double) -> MotionSpan? {
    guard enabled else { return nil }
    return rawSpan(at: time)
  }

  /// Frame-driven or on a running timeline, the span maps local time to `time` directly. On a
  /// paused timeline, local time is where the timeline was scrubbed: the span is placed from the
  /// timeline's `beginTime` (as `TweenStack` places it) and its present is `beginTime + local`.
  @inlinable
  override func rawSpan(at time: Double) -> MotionSpan? {
    guard let local = localTime(at: time) else { return nil }
    guard let timeline, timeline.snapshot.paused, let begin = timeline.beginTime else {
      let origin = time - local
      return MotionSpan(start: origin + startLocal, end: origin + endLocal)
    }
    return MotionSpan(start: begin + startLocal, end: begin + endLocal, now: begin + local)
  }

  @inlinable
  override func sample(at time: Double, base: A.Value) -> AnimationSample<A.Value> {
    let local = localTime(at: time) ?? -Double.infinity
    return animation.sample(atLocalTime: local, from: from ?? AnimationSample(value: base))
  }

  @inlinable
  override func advances(at time: Double) -> Bool {
    guard enabled, let local = localTime(at: time), local < endLocal else { return false }
    return !(timeline?.snapshot.paused ?? false)
  }

  @inlinable
  override func needsStart(at time: Double) -> Bool {
    guard from == nil, animation.startsFromShowing || animation.interruptsOnStart,
      let local = localTime(at: time)
    else {
      return false
    }
    return local >= startLocal
  }

  @inlinable
  override func awaitsStart(at time: Double) -> Bool {
    guard from == nil, animation.startsFromShowing || animation.interruptsOnStart,
      timeline == nil
    else { return false }
    return time - registration < startLocal
  }

  @inlinable
  override func takeStart(_ start: AnimationSample<A.Value>) {
    from = start
    endLocal = animation.endSeconds(from: start)
  }

  @inlinable
  override var isDroppable: Bool { timeline == nil }

  @inlinable
  override var interruptsOnStart: Bool { animation.interruptsOnStart }

  @inlinable
  override func unregistered() {
    timelineSubscription.unsubscribe()
    toggle?.motions.removeAll { $0.object === self }
    toggle = nil
    arbiter = nil
  }
}

/// An unowned reference to a motion, for its interaction's list.
@usableFromInline
struct UnownedMotion<A: Animation> {
  @usableFromInline unowned let object: AnimationMotion<A>

  @inlinable
  init(_ object: AnimationMotion<A>) {
    self.object = object
  }
}
