public import MotionStreams
public import MotionTween

// The arbiter's evaluation: what shows at a time, writing it, and the lane that runs its frames.

extension PropertyArbiter {
  /// Lets every motion whose start has passed by `time` take the value and velocity showing at
  /// its start instant.
  @inlinable
  func takeStarts(at time: Double) {
    var index = 0
    while index < motions.count {
      if motions.withElement(at: index, { $0.needsStart(at: time) }) { takeStart(index, at: time) }
      index += 1
    }
    if hasInterrupted { removeInterrupted() }
  }

  /// What motion `index` starts from: the rule at its start instant over the motions that start
  /// before it (or at the same instant and were registered before it).
  @usableFromInline
  func takeStart(_ index: Int, at time: Double) {
    let motion = motions[index]
    guard let start = motion.rawSpan(at: time)?.start else { return }
    let source = Precedence.source(count: motions.count, at: start) { other in
      guard other != index, let span = motions[other].span(at: time),
        span.start < start || (span.start == start && other < index)
      else { return nil }
      return span
    }
    var showing = AnimationSample(value: base)
    switch source {
    case .inEffect(let other), .ended(let other), .notStarted(let other):
      if motions[other].needsStart(at: time) { takeStart(other, at: time) }
      showing = motions[other].sample(at: start, base: base)
    case .base:
      break
    }
    motion.takeStart(showing)
    slowLane()
    if motion.interruptsOnStart { interruptOthers(before: index, at: start, time: time) }
  }

  /// The index of the motion showing at `time`; `nil` when none takes part.
  @inlinable
  func winner(at time: Double) -> Int? {
    let count = motions.count
    let source =
      count == 1
      ? (motions.withElement(at: 0, { $0.span(at: time) }) == nil ? .base : .inEffect(0))
      : Precedence.source(count: count, at: time) { motions[$0].span(at: time) }
    switch source {
    case .inEffect(let index), .ended(let index), .notStarted(let index):
      return index
    case .base:
      return nil
    }
  }

  /// Re-evaluates at `time`: decides what the property shows and which motions run
  /// (``decide(at:)``, no effect), then applies the decision (``apply(_:at:)``): writes the
  /// winner's value if it changed, reports every motion's activity, runs frames exactly while a
  /// motion advances, drops what can never win again.
  ///
  /// The effects run the app's code (a write's observers, a report's), which may change the
  /// motions (a toggle, a removal, a registration) and so ask for another evaluation. That one
  /// is queued behind this one: the change itself is made at once, the decision being applied
  /// stops at the effect that ran the code (its later effects were decided on what has just
  /// changed), and the evaluation decides again from the motions as they are now, until a
  /// decision is applied in full. So no effect acts on a decision the list no longer matches,
  /// and the evaluation reads nothing an effect changes under it.
  @inlinable
  func evaluate(at time: Double) {
    guard evaluation == .idle else {
      evaluation = .queued
      return
    }
    repeat {
      evaluation = .evaluating
      takeStarts(at: time)
      if evaluation == .evaluating { apply(decide(at: time), at: time) }
    } while evaluation == .queued
    evaluation = .idle
  }

  /// What the property shows at `time` and what its motions need, from the motions as they are,
  /// with no effect: the winner and its value, and the lane.
  ///
  /// Every motion question is a read of stored fields, a tween or spring is sampled
  /// specialised (value only), and motions are read borrowed.
  @inlinable @inline(__always)
  func decide(at time: Double) -> ArbiterDecision<Value> {
    var decision = ArbiterDecision<Value>()
    if let index = winner(at: time) {
      let motion = motions[index]
      let value = motion.value(at: time, base: base)
      decision.winner = motion
      if motion !== shown || value != shownValue { decision.write = value }
    }
    var (advancing, waiting) = (0, false)
    for index in 0..<motions.count {
      motions.withElement(at: index) { motion in
        guard motion.tracksActivity else { return }
        if motion.advances(at: time) { advancing += 1 }
        // A motion still waiting to take its start keeps frames running (without reporting
        // activity when toggled off), so that it takes it at its start instant's frame.
        if motion.awaitsStart(at: time) { waiting = true }
      }
    }
    if advancing == 0 && !waiting {
      decision.lane = .none
    } else if advancing == 1, !waiting, lanes.allowsFastLanes, let last = motions.last,
      last === decision.winner, last.runsOnFastLane(at: time)
    {
      decision.lane = .fast(last)
    } else {
      decision.lane = .evaluating
    }
    return decision
  }

  /// Applies `decision`, made at `time`, in a fixed order: the write (the shown motion and
  /// value first, then the write through its connection), the reports (each tracked motion's
  /// activity, in registration order), the lane, and last the drops of what can never win
  /// again. Stops after an effect whose code asked for another evaluation (``evaluate(at:)``
  /// then decides again).
  @inlinable @inline(__always)
  func apply(_ decision: ArbiterDecision<Value>, at time: Double) {
    shown = decision.winner
    if let value = decision.write, let motion = decision.winner {
      shownValue = value
      write(value, through: motion)
      guard evaluation == .evaluating else { return }
    }
    do {
      // The pass runs over the list as it was (the copy keeps its motions alive, so each is
      // read borrowed); the copy ends with this scope, before anything below changes the list
      // (which would otherwise copy the list's array).
      let list = motions
      for index in 0..<list.count {
        let stop = list.withElement(at: index) { motion in
          guard motion.tracksActivity else { return false }
          return motion.report(motion.advances(at: time) ? .active : .atRest)
            && evaluation != .evaluating
        }
        if stop { return }
      }
    }
    switch decision.lane {
    case .none: stopLane()
    case .fast(let motion): setLane(FrameLane(arbiter: self, motion: motion))
    case .evaluating: setLane(FrameLane(evaluating: self))
    }
    if motions.count > 1 { dropSuperseded(at: time) }
  }

  /// Writes `value` through `motion`'s connection (its constraints apply), noting that the
  /// write is the arbiter's own: one the property delivers during the write is not taken for
  /// the app's, and one it queues (a delivery is in progress) is counted in
  /// ``deferredOwnWrites``. Writes nest (an observer told of this one may make the arbiter
  /// write again): each restores what it found.
  @inlinable
  func write(_ value: Value, through motion: ArbitratedMotion<Value>) {
    let delivered: Bool
    if isWatcher {
      delivered = property.writeAsWatcher { send(value, through: motion) }
    } else {
      let outer = (isWriting, sawOwnWrite)
      (isWriting, sawOwnWrite) = (true, false)
      send(value, through: motion)
      delivered = sawOwnWrite
      (isWriting, sawOwnWrite) = outer
    }
    // Saturating: 32,767 own writes queued inside one delivery is beyond any app; counting
    // more would only make later app writes in that delivery read as the arbiter's.
    if !delivered && deferredOwnWrites < .max { deferredOwnWrites += 1 }
  }

  /// Sends `value` through `motion`'s connection.
  @inlinable
  func send(_ value: Value, through motion: ArbitratedMotion<Value>) {
    // Through the motion's subscriber when it has one; else the value is written as is: the
    // app's writes (no connection) and a plainly connected animation (its subscriber would
    // write exactly this).
    if let route = motion.route {
      route.observer.next(value)
    } else {
      property.value = value
    }
  }

  /// One frame at `time`: no delivery is in progress, so no own write is still queued.
  @inlinable
  func frame(at time: Double) {
    deferredOwnWrites = 0
    evaluate(at: time)
  }

  /// One frame on a fast lane whose motion, still showing, shows `value` now: written if it
  /// changed, exactly as ``frame(at:)`` would.
  @inlinable
  func frame(showing value: Value, of motion: Unmanaged<ArbitratedMotion<Value>>) {
    deferredOwnWrites = 0
    guard value != shownValue else { return }
    shownValue = value
    motion._withUnsafeGuaranteedRef { write(value, through: $0) }
  }

  // MARK: The lane

  /// Gives the arbiter `lane` in its runtime's lanes (it runs frames from now on).
  @inlinable
  func setLane(_ lane: FrameLane<Value>) {
    if self.lane >= 0 {
      lanes.update(self.lane, to: lane)
    } else {
      self.lane = lanes.add(lane)
    }
  }

  /// The arbiter's frames stop.
  @inlinable
  func stopLane() {
    guard lane >= 0 else { return }
    lanes.remove(lane)
    lane = -1
  }

  /// Something changed that the lane does not know: the next frame re-evaluates.
  @inlinable
  func slowLane() {
    guard lane >= 0, lanes.lanes[lane].mode != .evaluate else { return }
    lanes.update(lane, to: FrameLane(evaluating: self))
  }
}
