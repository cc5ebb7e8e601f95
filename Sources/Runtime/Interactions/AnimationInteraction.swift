public import MotionStreams
public import MotionTimeline
public import MotionTween

/// Any `Animation` as an interaction: animates a property over frame time, optionally driven
/// by a `Timeline` (TL-R8…TL-R11, TW-12…TW-18). ``TweenInteraction`` is this interaction for a
/// keyframe `Tween`.
///
/// ```swift
/// import MotionRuntime
/// import MotionTween
///
/// let fade = TweenInteraction(try Tween(duration: 0.3, values: [0.0, 1]))
/// runtime.add(fade, to: card.opacity)
/// ```
///
/// - **No timeline** (TL-R9): the animation starts when added: local time is frame time minus
///   the runtime's time at `add`, and the first value is written at once.
/// - **With a timeline** (TL-R10, TW-13, TW-14): adding begins the timeline if it has not begun;
///   local time is the timeline's (its `beginTime` positions the animation). While paused the
///   property shows the timeline's `timeOffset` and follows every scrub (TL-R11); on un-pause it
///   resumes from the scrubbed position. Create the timeline on the runtime's time base and
///   without a strong reference to the runtime: `Timeline(clock: frameSource)`.
/// - **Precedence** (TW-15…TW-18): the animation joins its property's arbiter with every other
///   motion on the property (other animations, gesture writes, the app's writes); see
///   `Docs/Runtime.md`.
/// - **Start** (TW-6): an animation that starts from the value showing (a single-value tween)
///   takes the value and velocity showing at exactly its start instant.
/// - **Activity**: active while it advances with frames (begun, not paused, not past its end,
///   enabled), at rest otherwise; idle animations are not called per frame.
/// - **Toggle**: while ``enabled`` is false the animation takes no part in precedence.
/// - **Reduced motion** (<doc:ReducedMotion>): added while the runtime reduces motion (or
///   ``reducedMotion`` says to), a spatial animation becomes an instant change — a tween shows
///   its final value from its start over the same span, a spring or decay is at rest on its
///   final value from its start — and an effects animation plays unchanged. Decided when it is
///   added.
///
/// One instance added to several properties runs independently on each (RT-3).
public final class AnimationInteraction<A: Animation>: Interaction, Togglable {
  /// The animation.
  public let animation: A
  /// The timeline that drives the animation, or `nil` to start when added (TL-R8).
  public var timeline: Timeline? { extras?.timeline ?? animation.timeline }
  /// Whether the animation may take effect; see ``Runtime/toggle(_:inReactionTo:)``. Created
  /// on first access (an untoggled animation does not pay for it); `true` until written.
  public var enabled: ReactiveProperty<Bool> {
    if let existing = extras?.enabled { return existing }
    let property = ReactiveProperty(true, name: "enabled")
    madeExtras.enabled = property
    // From now on its motions are kept once ended (they can be toggled on again).
    for motion in motions { motion.isTogglable = true }
    property.subscribe { [unowned self] value in
      // Strong references first: re-evaluating may drop (and free) a motion.
      for motion in motions { motion.arbiter?.setEnabled(motion, value) }
    }
    return property
  }
  /// Whether the animation takes effect again once a gesture that took its property lets go;
  /// `false` (the default): a gesture interrupts it, as a physics start does (PH-6).
  ///
  /// When a finger catches the property (a touch down on it while it moves) or a gesture on it
  /// begins, every motion in effect on the property ends there, so that what the finger leaves
  /// holds when it lifts. Set this for an animation that must show again after the gesture: a
  /// looping ambient motion, or a tween on a timeline that the app scrubs or replays, which
  /// should go on from where its timeline is once the finger lifts. Applies from the next grab,
  /// to every property the interaction is on.
  public var resumesAfterGestures: Bool {
    get { extras?.resumesAfterGestures ?? false }
    set {
      guard newValue != resumesAfterGestures else { return }
      madeExtras.resumesAfterGestures = newValue
      for motion in motions { motion.resumesAfterGestures = newValue }
    }
  }
  /// This interaction's exception to reduced motion (<doc:ReducedMotion>): its role, and whether
  /// it is reduced at all; ``ReducedMotionOverride/automatic`` unless set. Read when the
  /// interaction is added to a property: a change applies to the next add.
  public var reducedMotion: ReducedMotionOverride {
    @inlinable get { extras?.reducedMotion ?? .automatic }
    set {
      guard newValue != reducedMotion else { return }
      madeExtras.reducedMotion = newValue
    }
  }
  /// The first motion this interaction runs (unowned: it removes itself when it goes away);
  /// the others are in ``extras``. Told of `enabled` changes.
  @usableFromInline @exclusivity(unchecked) var firstMotion: UnownedMotion<A>?
  /// What few interactions have, out of line (see ``AnimationInteractionExtras``).
  @usableFromInline @exclusivity(unchecked) var extras: AnimationInteractionExtras<A>?

  /// Whether `enabled` exists (the interaction can be toggled).
  @inlinable
  var isTogglable: Bool { extras?.enabled != nil }

  /// `enabled`'s value without creating it: `true` until it exists.
  @inlinable
  var isEnabled: Bool { extras?.enabled?.value ?? true }

  /// ``extras``, made on first use.
  @inlinable
  var madeExtras: AnimationInteractionExtras<A> {
    if let extras { return extras }
    let made = AnimationInteractionExtras<A>()
    extras = made
    return made
  }

  /// Creates the interaction; `timeline` defaults to the animation's own (TW-1, TW-12).
  public init(_ animation: A, timeline: Timeline? = nil) {
    self.animation = animation
    if let timeline, timeline !== animation.timeline { madeExtras.timeline = timeline }
  }

  /// Registers the animation with `property`'s arbiter and connects it (TL-R9, TL-R10, TW-13).
  ///
  /// - Parameters:
  ///   - property: The animated property.
  ///   - runtime: The runtime whose frames and time drive the animation.
  ///   - constraints: Applied to the animation's value stream before it reaches `property`.
  @inlinable
  public func add(
    to property: ReactiveProperty<A.Value>, runtime: some InteractionRuntime,
    constraints: ((MotionObservable<A.Value>) -> MotionObservable<A.Value>)?
  ) {
    if let timeline {
      // A timeline without a clock of its own runs on the runtime's.
      timeline.adopt(clock: runtime.frameSource)
      if timeline.beginTime == nil { timeline.begin() }  // TW-13
    }
    let arbiter = PropertyArbiter.of(property, in: runtime)
    let metadata = Self.metadata(
      frames: runtime.frames.metadata, timeline: timeline, runtime: runtime)
    // The motions the stream registers end the connection once none of them can show again.
    let end = ConnectionEnd()
    // Reduced motion: one test when it is off; the role and the instant form only when on.
    let instant =
      ReducedMotionDecision.isReducing(reducedMotion, in: runtime)
      ? instantAnimation(on: property, policy: runtime.reducedMotionPolicy) : nil
    let stream = AnimationMotion.stream(
      of: self, arbiter: arbiter, metadata: metadata, end: end, unconstrained: constraints == nil,
      instead: instant)
    // `runtime` is generic: added through any concrete runtime type, this body is specialised
    // for it and for the value type, and `connect` is called directly.
    runtime.connect(constraints?(stream) ?? stream, to: property, until: end)
  }

  /// The animation's instant form when motion is reduced and its role on `property` makes it
  /// instant under `policy`; `nil` when it plays (an effect, or an `Animation` of the app's own,
  /// which has no instant form).
  @usableFromInline
  func instantAnimation(on property: ReactiveProperty<A.Value>, policy: ReducedMotionPolicy)
    -> A?
  {
    guard
      ReducedMotionDecision.isInstant(
        on: property, spring: ReducedMotionDecision.springParameters(of: animation),
        override: reducedMotion, policy: policy)
    else { return nil }
    return ReducedMotionDecision.instant(animation)
  }

  /// One graph node per runtime (and timeline) for every animation:
  /// `frames → tween → property`.
  @usableFromInline
  static func metadata(
    frames: StreamMetadata, timeline: Timeline?, runtime: any InteractionRuntime
  ) -> StreamMetadata {
    let label = A.self == Tween<A.Value>.self ? "tween" : "animation"
    guard let timeline else {
      return runtime.attachment(for: frames) {
        AnimationLabels()
      }.metadata(label) { StreamMetadata(label, upstreams: [frames]) }
    }
    return runtime.attachment(for: timeline) {
      AnimationLabels()
    }.metadata(label) { StreamMetadata(label, upstreams: [frames, timeline.asStream().metadata]) }
  }
}

extension AnimationInteraction {
  /// Adds `motion` to the motions the interaction runs.
  @inlinable
  func append(_ motion: AnimationMotion<A>) {
    if firstMotion == nil {
      firstMotion = UnownedMotion(motion)
    } else {
      madeExtras.otherMotions.append(UnownedMotion(motion))
    }
  }

  /// Removes `motion` from the motions the interaction runs.
  @inlinable
  func remove(_ motion: AnimationMotion<A>) {
    guard let first = firstMotion else { return }
    if first.object === motion {
      if let extras, !extras.otherMotions.isEmpty {
        firstMotion = extras.otherMotions.removeFirst()
      } else {
        firstMotion = nil
      }
    } else {
      extras?.otherMotions.removeAll { $0.object === motion }
    }
  }

  /// How many of the interaction's motions a takeover has removed (PH-6), ever: what a
  /// ``MotionCompletion`` compares to tell an interrupted run.
  var interruptionCount: Int { extras?.interruptions ?? 0 }

  /// Counts one interrupted motion.
  func noteInterruption() {
    madeExtras.interruptions += 1
  }

  /// Strong references to every motion the interaction runs, in order.
  @inlinable
  var motions: [AnimationMotion<A>] {
    guard let firstMotion else { return [] }
    return [firstMotion.object] + (extras?.otherMotions.map(\.object) ?? [])
  }
}

/// What an ``AnimationInteraction`` rarely has, made on first use: a timeline other than its
/// animation's own, its `enabled` switch, and the motions it runs after the first (an
/// interaction added to more than one property). An interaction with none of them (most) pays
/// 8 bytes for the three, not 24.
@usableFromInline
final class AnimationInteractionExtras<A: Animation> {
  /// The timeline given at creation, when it is not the animation's own.
  @usableFromInline @exclusivity(unchecked) var timeline: Timeline?
  /// The interaction's `enabled`, once created.
  @usableFromInline @exclusivity(unchecked) var enabled: ReactiveProperty<Bool>?
  /// The motions after the first, unowned.
  @usableFromInline @exclusivity(unchecked) var otherMotions: [UnownedMotion<A>] = []
  /// ``AnimationInteraction/resumesAfterGestures``.
  @usableFromInline @exclusivity(unchecked) var resumesAfterGestures = false
  /// ``AnimationInteraction/reducedMotion``.
  @usableFromInline @exclusivity(unchecked) var reducedMotion = ReducedMotionOverride.automatic
  /// ``AnimationInteraction/interruptionCount``.
  @usableFromInline @exclusivity(unchecked) var interruptions = 0

  @inlinable
  init() {}
}

/// A keyframe `Tween` as an interaction; see ``AnimationInteraction``.
public typealias TweenInteraction<Value: Interpolatable> = AnimationInteraction<Tween<Value>>

extension AnimationInteraction {
  /// The animation, under the name the tween interaction has always given it.
  @inlinable
  public var tween: A { animation }
}

/// The shared graph nodes of one clock's animations, one per kind.
@usableFromInline
final class AnimationLabels {
  @usableFromInline var nodes: [String: StreamMetadata] = [:]

  @usableFromInline
  init() {}

  @usableFromInline
  func metadata(_ label: String, make: () -> StreamMetadata) -> StreamMetadata {
    if let node = nodes[label] { return node }
    let node = make()
    nodes[label] = node
    return node
  }
}
