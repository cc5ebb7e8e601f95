public import MotionStreams
public import MotionTimeline
public import MotionTween

// How an `AnimationInteraction` registers its motions: the stream it connects to a property.

extension AnimationMotion {
  /// The motion's connected stream: subscribing registers a motion with `arbiter` (which writes
  /// through the subscriber) that claims `end`, cancelling removes it.
  ///
  /// When the stream is `unconstrained` and a ``FrameRuntime`` subscribes it with `end` as its
  /// reporter (``ConnectionEnd/isPlain``), the subscriber would only write each value to the
  /// property and report each state to `end`: the motion keeps no reference to it, and the
  /// arbiter does both itself (see ``ArbitratedMotion/route``).
  ///
  /// `instead`, when given, is registered in place of the interaction's animation (its instant
  /// form under reduced motion), with the interaction's toggle and timeline all the same.
  @inlinable
  static func stream(
    of toggle: AnimationInteraction<A>, arbiter: PropertyArbiter<A.Value>,
    metadata: StreamMetadata, end: ConnectionEnd?, unconstrained: Bool, instead: A? = nil
  ) -> MotionObservable<A.Value> {
    guard let instead else {
      // The closure captures the interaction (which holds the animation and the timeline), not
      // copies of them: a smaller context.
      return MotionObservable(metadata: metadata) { observer in
        register(
          toggle.animation, of: toggle, arbiter: arbiter, end: end, unconstrained: unconstrained,
          observer: observer)
      }
    }
    return MotionObservable(metadata: metadata) { observer in
      register(
        instead, of: toggle, arbiter: arbiter, end: end, unconstrained: unconstrained,
        observer: observer)
    }
  }

  /// Registers a motion of `animation` for `toggle` with `arbiter`, written through `observer`
  /// (see ``stream(of:arbiter:metadata:end:unconstrained:instead:)``).
  @inlinable
  static func register(
    _ animation: A, of toggle: AnimationInteraction<A>, arbiter: PropertyArbiter<A.Value>,
    end: ConnectionEnd?, unconstrained: Bool, observer: MotionObserver<A.Value>
  ) -> Subscription {
    let timeline = toggle.timeline
    let motion = AnimationMotion(
      animation, timeline: timeline, registration: arbiter.now, toggle: toggle,
      base: arbiter.property.value,
      output: unconstrained && end?.isPlain == true ? nil : MotionOutput(observer))
    motion.arbiter = arbiter
    toggle.append(motion)
    let subscription = arbiter.attach(motion, claiming: end)
    if let timeline {
      // TL-R10, TL-R11: every snapshot (pause, scrub, resume) can change the winner.
      let subscription = timeline.asStream().subscribe { [unowned arbiter] _ in
        arbiter.changed()
      }
      motion.madeExtras.timelineSubscription = subscription
    }
    return subscription
  }
}
