public import MotionStreams
public import MotionTimeline
public import MotionTween

/// The per-property system a ``TweenInteraction`` builds: decides each frame whether its tween
/// is the stack's winner, writes its value if so, and reports its activity.
///
/// `@inlinable` throughout: built from specialised code (a ``FrameRuntime`` called with a
/// concrete value type), the per-frame path runs specialised, with no generic metadata lookups.
@usableFromInline
struct TweenSystem<Value: Interpolatable> {
  @usableFromInline let entry: TweenEntry<Value>
  @usableFromInline let stack: PropertyTweens
  @usableFromInline let property: ReactiveProperty<Value>
  @usableFromInline let context: TweenContext
  @usableFromInline let timeline: Timeline?
  /// The interaction whose `enabled` switch gates this system.
  @usableFromInline let toggle: TweenInteraction<Value>
  @usableFromInline let metadata: StreamMetadata

  @inlinable
  init(
    entry: TweenEntry<Value>, stack: PropertyTweens, property: ReactiveProperty<Value>,
    context: TweenContext, timeline: Timeline?,
    toggle: TweenInteraction<Value>, metadata: StreamMetadata
  ) {
    self.entry = entry
    self.stack = stack
    self.property = property
    self.context = context
    self.timeline = timeline
    self.toggle = toggle
    self.metadata = metadata
  }

  @inlinable
  var stream: MotionObservable<Value> {
    let system = self
    return MotionObservable(metadata: metadata) { observer in
      TweenRun(system: system, observer: observer).start()
    }
  }
}

/// What every tween system of one runtime shares: the frame stream and the clock. One per
/// runtime (an attachment), so each system stores one reference instead of both.
@usableFromInline
final class TweenContext {
  @usableFromInline let frames: MotionObservable<Double>
  @usableFromInline let source: any FrameSource

  @inlinable
  init(frames: MotionObservable<Double>, source: any FrameSource) {
    self.frames = frames
    self.source = source
  }

  /// The shared context of `runtime`'s tween systems.
  @inlinable
  static func of(_ runtime: any Runtime) -> TweenContext {
    let source = runtime.frameSource
    return runtime.attachment(for: source) { TweenContext(frames: runtime.frames, source: source) }
  }
}

/// One subscription's running state: the frame subscription and the reported activity.
@usableFromInline
final class TweenRun<Value: Interpolatable> {
  @usableFromInline let system: TweenSystem<Value>
  @usableFromInline let observer: MotionObserver<Value>
  @usableFromInline @exclusivity(unchecked) var frameSubscription = Subscription()
  @usableFromInline @exclusivity(unchecked) var isRunning = false
  @usableFromInline @exclusivity(unchecked) var timelineSubscription = Subscription()
  @usableFromInline @exclusivity(unchecked) var state = MotionState.atRest

  @inlinable
  init(system: TweenSystem<Value>, observer: MotionObserver<Value>) {
    self.system = system
    self.observer = observer
  }

  /// Subscribes to the inputs and evaluates at once (TL-R9: no timeline starts now).
  @inlinable
  func start() -> Subscription {
    system.entry.enabled = system.toggle.isEnabled
    system.toggle.runs.append(UnownedRun(self))
    if let timeline = system.timeline {
      // TL-R10: react to every snapshot; the first arrives at once.
      timelineSubscription = timeline.asStream().subscribe { [unowned self] _ in
        update(at: system.context.source.now)
      }
    } else {
      update(at: system.context.source.now)  // TL-R9: start at once
    }
    return Subscription { [self] in
      system.toggle.runs.removeAll { $0.object === self }
      timelineSubscription.unsubscribe()
      frameSubscription.unsubscribe()
      isRunning = false
    }
  }

  /// Follows the interaction's `enabled` switch (RT-5).
  ///
  /// A disabled tween takes no part in precedence, so the property shows at once what the
  /// remaining tweens give (TW-15…TW-18): a running one takes over, and one that has already
  /// ended, which no longer runs frames, is written here.
  @inlinable
  func enabledChanged(_ value: Bool) {
    let now = system.context.source.now
    system.entry.enabled = value
    update(at: now)
    guard !value, let winner = system.stack.winner(at: now) as? TweenEntry<Value>,
      winner !== system.entry, let local = winner.localTime(at: now)
    else { return }
    observer.next(winner.value(atLocalTime: local, property: system.property))
  }

  /// Writes the value if this tween wins at `time`, then runs frames exactly while needed.
  /// O(tweens on the property); allocates nothing unless frames start or stop.
  @inlinable
  func update(at time: Double) {
    let entry = system.entry
    guard let local = entry.localTime(at: time) else { return stop() }
    // One tween on the property (the common case) always shows; otherwise ask the stack.
    let stack = system.stack
    if stack.rest.isEmpty ? entry.enabled : stack.winner(at: time) === entry {
      observer.next(entry.value(atLocalTime: local, property: system.property))
    }
    let paused = system.timeline?.snapshot.paused ?? false
    guard entry.enabled, !paused, local < entry.end else { return stop() }
    if !isRunning {
      isRunning = true
      frameSubscription = system.context.frames.subscribe { [unowned self] in update(at: $0) }
      report(.active)
    }
  }

  @inlinable
  func stop() {
    if isRunning {
      isRunning = false
      frameSubscription.unsubscribe()
    }
    report(.atRest)
  }

  @inlinable
  func report(_ next: MotionState) {
    guard next != state else { return }
    state = next
    observer.state(next)
  }
}

/// An unowned reference to a running system, for its interaction's list of runs.
@usableFromInline
struct UnownedRun<Value: Interpolatable> {
  @usableFromInline unowned let object: TweenRun<Value>

  @inlinable
  init(_ object: TweenRun<Value>) {
    self.object = object
  }
}
