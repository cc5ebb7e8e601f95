public import MotionPhysics
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
  /// The interaction whose switch gates it, told when the motion goes away; `nil` for a drag's
  /// settle.
  @usableFromInline @exclusivity(unchecked) var toggle: AnimationInteraction<A>?
  /// The arbiter it is registered with, while it is (cleared when it goes away).
  @usableFromInline @exclusivity(unchecked) var arbiter: PropertyArbiter<A.Value>?

  /// The value and velocity it started from, for an animation that starts from the showing
  /// value (TW-6); `nil` until its start instant has been evaluated.
  @inlinable
  var from: AnimationSample<A.Value>? { extras?.from }

  /// A motion of `animation`; `output`, when given, is its ``ArbitratedMotion/route`` for good.
  @inlinable
  init(
    _ animation: A, timeline: Timeline?, registration: Double,
    toggle: AnimationInteraction<A>?, base: A.Value, output: MotionOutput<A.Value>? = nil
  ) {
    self.animation = animation
    self.toggle = toggle
    super.init(
      kind: A.self == Tween<A.Value>.self
        ? .tween : A.self == SpringAnimation<A.Value>.self ? .spring : .animation,
      timeline: timeline,
      timing: MotionTiming(
        registration: registration, start: animation.startSeconds,
        end: animation.endSeconds(from: AnimationSample(value: base))),
      output: output)
    // A physics motion (PH-6) always takes its start from what is showing, and takes over.
    waitsForStart = animation.startsFromShowing || animation.interruptsOnStart
    enabled = toggle?.isEnabled ?? true
    isTogglable = toggle?.isTogglable ?? false
    resumesAfterGestures = toggle?.resumesAfterGestures ?? false
  }

  @inlinable
  override func animationSample(at time: Double, base: A.Value)
    -> AnimationSample<A.Value>
  {
    animationSampleFinal(at: time, base: base)
  }

  /// The sample, called directly (not through the vtable) where the animation type is known.
  @inlinable
  final func animationSampleFinal(at time: Double, base: A.Value) -> AnimationSample<A.Value> {
    let local = localTime(at: time) ?? -Double.infinity
    return animation.sample(atLocalTime: local, from: from ?? AnimationSample(value: base))
  }

  @inlinable
  override func takeStart(_ start: AnimationSample<A.Value>) {
    madeExtras.from = start
    waitsForStart = false
    timing.end = animation.endSeconds(from: start)
  }

  @inlinable
  override var interruptsOnStart: Bool { animation.interruptsOnStart }

  @usableFromInline
  override func wasInterrupted() {
    toggle?.noteInterruption()
  }

  @inlinable
  override func unregistered() {
    extras?.timelineSubscription.unsubscribe()
    extras?.timelineSubscription = Subscription()
    toggle?.remove(self)
    toggle = nil
    arbiter = nil
  }
}

extension AnimationMotion {
  /// A tween's value at `local` seconds, without its velocity: the per-frame sample,
  /// specialised wherever the value type is known.
  @inlinable
  func tweenValue<V>(atLocalTime local: Double, base: V) -> V where A == Tween<V> {
    animation.value(atLocalTime: local, from: from?.value ?? base)
  }

  /// A spring's value at `local` seconds, without its velocity: exactly the value of
  /// `SpringAnimation.sample(atLocalTime:from:)`, in the same order of operations, with the
  /// rest time the motion computed when it took its start (``MotionTiming/end``, set
  /// with ``from``) instead of a settling solve per sample.
  @inlinable
  func springValue<V>(atLocalTime local: Double, base: V) -> V where A == SpringAnimation<V> {
    guard let from else {
      return animation.sample(atLocalTime: local, from: AnimationSample(value: base)).value
    }
    let start = animation.start(from: from)
    let time = local - animation.delay
    guard time >= 0 else { return start.value }
    if local >= timing.end { return animation.destination }
    if time == 0 { return start.value }
    let response = animation.parameters.response(atTime: time)
    let offset = start.value - animation.destination
    return animation.destination + offset.scaled(by: response.displacementFromOffset)
      + start.velocity.scaled(by: response.displacementFromVelocity)
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

/// What an ``AnimationMotion`` rarely has, made on first use: the timeline that drives it,
/// the start it took from the value showing (an animation without a start value of its own,
/// such as a single-value tween or a spring) and the subscription to its timeline's snapshots.
@usableFromInline
final class AnimationMotionExtras<Value: Interpolatable> {
  /// The timeline that drives the motion, or `nil` (TL-R8).
  @usableFromInline let timeline: Timeline?
  /// The value and velocity the motion started from; `nil` until taken.
  @usableFromInline @exclusivity(unchecked) var from: AnimationSample<Value>?
  /// The subscription to the timeline's snapshots (scrubs, pauses); empty without a timeline.
  @usableFromInline @exclusivity(unchecked) var timelineSubscription = Subscription()

  @inlinable
  init(timeline: Timeline?) {
    self.timeline = timeline
  }
}
