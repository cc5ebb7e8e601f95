import MotionStreams
import MotionTimeline

extension Transition {
  /// After every frame: the timeline form's bounds, then whether the transition has come to its
  /// end (TR-4, TR-9).
  func afterFrame() {
    guard outcome == nil, !isHeld else { return }
    if let timeline, !stopsAtBound(timeline) { return }
    for entry in motions where !entry.motion.hasEnded { return }
    complete()
  }

  /// Stops a running timeline that has reached the end its direction names; whether the
  /// timeline is at that end.
  func stopsAtBound(_ timeline: Timeline) -> Bool {
    let bound = runDirection.destinationProgress * window
    guard !timeline.paused.value else { return timeline.timeOffset.value == bound }
    guard let runtime, let local = timeline.localTime(at: runtime.now) else { return false }
    let passed = runDirection == .forward ? local >= bound : local <= bound
    guard passed else { return false }
    // Paused exactly on the bound: what the frame showed past it is the same held value.
    timeline.timeOffset.value = bound
    timeline.paused.value = true
    return true
  }

  /// Reports the outcome once and lets the transition go.
  func complete() {
    let outcome: TransitionOutcome = runDirection == initialDirection ? .finished : .cancelled
    self.outcome = outcome
    for subscription in subscriptions { subscription.unsubscribe() }
    subscriptions = []
    let observers = self.observers
    self.observers = []
    state.value = .atRest
    completion.resolve(outcome)
    for observer in observers { observer(outcome) }
  }
}

extension Transition {
  /// Traps in a debug build if the transition's hand-kept state is inconsistent: the runs'
  /// direction is the reactive direction while it goes on; once complete, nothing is kept
  /// (no observers, no subscriptions, at rest, the awaitable completion resolved the same).
  /// Underscored, not API (as in swift-collections); a release build compiles it to nothing.
  public func _checkInvariants() {
    #if DEBUG
      if let outcome {
        precondition(subscriptions.isEmpty, "a completed transition still subscribed")
        precondition(observers.isEmpty, "a completed transition kept its observers")
        precondition(state.value == .atRest, "a completed transition is not at rest")
        precondition(completion.outcome == outcome, "the awaitable completion disagrees")
        precondition(
          outcome == (runDirection == initialDirection ? .finished : .cancelled),
          "the outcome does not follow the final direction")
      } else {
        precondition(runDirection == direction.value, "runs toward another direction")
        precondition(state.value == .active, "a transition in flight is not active")
        precondition(completion.outcome == nil, "resolved before completing")
        precondition(!subscriptions.isEmpty, "a transition in flight observes nothing")
      }
    #endif
  }
}
