import MotionStreams
public import MotionTween

extension FrameRuntime {
  /// The end of `interaction`'s run on this runtime, for Swift concurrency (see
  /// ``MotionCompletion``).
  ///
  /// The run is the interaction's motions on this runtime, from now (or from when it is added,
  /// if it has not been yet) until it next comes to rest with every one of them at its end:
  ///
  /// - ``MotionOutcome/finished`` when it comes to rest with every motion it runs at or past
  ///   its end (a tween's last keyframe, a spring's rest), on frame time or on its timeline.
  /// - ``MotionOutcome/interrupted`` when a finger or a physics start takes a property over
  ///   from it before its end (PH-6): the interrupted motion never shows again.
  /// - ``MotionOutcome/cancelled`` when a cancelled wait asked to stop it
  ///   (``MotionCompletion/Cancellation/stopsMotion``), or when the runtime goes away first.
  ///
  /// Coming to rest before the end is not the end: a tween on a paused timeline, or one toggled
  /// off, keeps its completion waiting until it runs again and ends. A run at rest from its
  /// start (zero duration, a spring on its target) finishes at the next frame. An infinite motion never
  /// completes unless interrupted or stopped. Ask again after the run to wait for the next one
  /// (an interaction added again): a completion resolves once.
  ///
  /// O(1) to make; the runtime keeps it until it resolves (one observer of the interaction's
  /// state and one after-frame observer), then lets it go.
  public func completion<A: Animation>(of interaction: AnimationInteraction<A>)
    -> MotionCompletion
  {
    let completion = MotionCompletion()
    let watch = CompletionWatch(
      completion: completion, interaction: interaction,
      interruptions: interaction.interruptionCount)
    completions.append(watch)
    let state = stateProperty(for: ObjectIdentifier(interaction))
    // The property gives its current state at once; a run that has ended resolves here.
    let stateSubscription = state.subscribe { [unowned self, unowned watch] next in
      self.observe(next, of: watch)
    }
    let frameSubscription = addAfterFrameObserver { [unowned self, unowned watch] _ in
      if watch.completion.isStopRequested {
        self.stop(watch)
      } else {
        self.check(watch)
      }
    }
    if watch.isDone {
      stateSubscription.unsubscribe()
      frameSubscription.unsubscribe()
    } else {
      watch.subscriptions = [stateSubscription, frameSubscription]
    }
    return completion
  }

  /// `watch`'s interaction reported `state`.
  func observe(_ state: MotionState, of watch: CompletionWatch) {
    guard !watch.isDone else { return }
    watch.completion.record(state)
    if state == .active {
      watch.hasRun = true
    } else if let outcome = watch.outcome(at: now) {
      finish(watch, outcome)
    }
  }

  /// After a frame: a run that ended without ever being active (a motion at rest from its
  /// start: a spring already on its target, an instant change under reduced motion, a tween of
  /// zero duration) reports no change of state, so its end is seen here.
  func check(_ watch: CompletionWatch) {
    guard !watch.isDone, !activity.isActive(ObjectIdentifier(watch.interaction)),
      let outcome = watch.outcome(at: now)
    else { return }
    finish(watch, outcome)
  }

  /// Stops `watch`'s interaction, as a cancelled wait asked: outcome `cancelled`.
  func stop(_ watch: CompletionWatch) {
    guard !watch.isDone else { return }
    let interaction = watch.interaction
    finish(watch, .cancelled)
    interaction.stop()
  }

  /// Resolves `watch` with `outcome` and lets it go.
  func finish(_ watch: CompletionWatch, _ outcome: MotionOutcome) {
    watch.isDone = true
    for subscription in watch.subscriptions { subscription.unsubscribe() }
    watch.subscriptions = []
    completions.removeAll { $0 === watch }
    watch.completion.resolve(outcome)
  }

  /// Resolves every completion still waiting as `cancelled` (the runtime goes away).
  func cancelCompletions() {
    let waiting = completions
    completions = []
    for watch in waiting {
      watch.isDone = true
      watch.completion.resolve(.cancelled)
    }
  }
}

/// What the runtime keeps for one pending ``MotionCompletion``: the interaction, the count of
/// its interruptions when the completion was made, and whether its run has been active.
final class CompletionWatch {
  let completion: MotionCompletion
  let interaction: any CompletableInteraction
  /// The interaction's ``AnimationInteraction/interruptionCount`` when the completion was made.
  let interruptions: Int
  /// Whether the run has begun: the interaction ran a motion when the completion was made, or
  /// has been active since.
  var hasRun: Bool
  var isDone = false
  var subscriptions: [Subscription] = []

  init(completion: MotionCompletion, interaction: any CompletableInteraction, interruptions: Int) {
    self.completion = completion
    self.interaction = interaction
    self.interruptions = interruptions
    hasRun = interaction.hasMotions
  }

  /// The outcome of the run at rest at `time`, or `nil` when it goes on (not begun, toggled
  /// off, or at rest before its end on a paused timeline).
  func outcome(at time: Double) -> MotionOutcome? {
    if interaction.interruptionCount != interruptions { return .interrupted }
    guard hasRun || interaction.hasMotions, interaction.isEnabled,
      interaction.hasEnded(at: time)
    else { return nil }
    return .finished
  }
}

/// What a completion asks of its interaction (``AnimationInteraction`` of any animation).
protocol CompletableInteraction: AnyObject {
  /// How many of its motions have been interrupted, ever.
  var interruptionCount: Int { get }
  /// Whether it runs any motion now.
  var hasMotions: Bool { get }
  /// Whether it is enabled (not toggled off).
  var isEnabled: Bool { get }
  /// Whether every motion it runs is at or past its end at `time`.
  func hasEnded(at time: Double) -> Bool
  /// Stops it: toggled off.
  func stop()
}

extension AnimationInteraction: CompletableInteraction {
  var hasMotions: Bool { firstMotion != nil }

  func hasEnded(at time: Double) -> Bool {
    motions.allSatisfy { motion in
      guard !motion.waitsForStart, let local = motion.localTime(at: time) else { return false }
      return local >= motion.timing.end
    }
  }

  func stop() {
    if enabled.value { enabled.value = false }
  }
}
