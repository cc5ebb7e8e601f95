import MotionStreams
public import MotionTween

// PH-6, PH-5: what a physics motion needs from the arbiter beyond what a tween does — taking the
// property over when it starts, starting from a given sample, and being replaced in place when
// it is retargeted. Kept apart from the arbiter's evaluation path.

extension PropertyArbiter {
  /// Motion `index` took the property over at `start` (PH-6): every motion registered before it
  /// and in effect at that instant is interrupted. Frame-driven and timeline motions are marked
  /// and removed at the end of the pass (``removeInterrupted()``); a gesture's motion ends at
  /// `start` instead and takes over again with its next write. When a gesture took it
  /// (`byGesture`), motions that resume after gestures are spared.
  @usableFromInline
  func interruptOthers(before index: Int, at start: Double, time: Double, byGesture: Bool = false) {
    var other = 0
    while other < index {
      let motion = motions[other]
      other += 1
      // In effect at its own present: a paused timeline's motion at its scrubbed position.
      guard !motion.isInterrupted, motion !== ghost, !(byGesture && motion.resumesAfterGestures),
        let span = motion.span(at: time), span.start <= span.now ?? start,
        span.now ?? start < span.end
      else { continue }
      if motion.interrupt(at: start) {
        motion.isInterrupted = true
        hasInterrupted = true
      }
    }
  }

  /// Removes every interrupted motion: it never shows again. Each reports rest and gives its
  /// runtime connection back, as a dropped motion does.
  ///
  /// In two steps: every interrupted motion leaves the list first, and only then do they report
  /// (a report runs the app's code, which may change the list: a toggle in reaction to the
  /// interrupted interaction). Reporting inside the removal loop let such a change shift the
  /// loop's index past an interrupted motion, which then stayed and showed again.
  @usableFromInline
  func removeInterrupted() {
    hasInterrupted = false
    var removed = MotionList<Value>()  // usually one: kept inline
    var index = 0
    while index < motions.count {
      let motion = motions[index]
      guard motion.isInterrupted else {
        index += 1
        continue
      }
      motions.remove(at: index)
      motion.isInterrupted = false
      motion.isRegistered = false
      if shown === motion { shown = nil }
      removed.append(motion)
    }
    guard !removed.isEmpty else { return }
    slowLane()
    var given = ConnectionList()
    for motion in removed {
      motion.wasInterrupted()
      motion.report(.atRest)
      given.append(ifPresent: motion.connectionEnd)
      motion.connectionEnd = nil
      motion.unregistered()
    }
    for end in given { end.motionGone() }
  }

  /// Registers `motion` started now from `sample` (a drag's settle starts from the release
  /// position and velocity, PH-6): a physics motion takes the property over at once.
  @usableFromInline
  func register(_ motion: ArbitratedMotion<Value>, startingFrom sample: AnimationSample<Value>) {
    let time = now
    takeStarts(at: time)
    motion.takeStart(sample)
    append(motion)
    if motion.interruptsOnStart {
      interruptOthers(before: motions.count - 1, at: time, time: time)
      if hasInterrupted { removeInterrupted() }
    }
    evaluate(at: time)
  }

  /// Puts `replacement` in `motion`'s place, with its precedence and its reported state (a
  /// retargeted spring continues the same motion, PH-5), and re-evaluates. Registers
  /// `replacement` last when `motion` is no longer registered.
  @usableFromInline
  func replace(_ motion: ArbitratedMotion<Value>, with replacement: ArbitratedMotion<Value>) {
    let time = now
    takeStarts(at: time)
    guard motion.isRegistered, let index = motions.firstIndex(where: { $0 === motion }) else {
      append(replacement)
      evaluate(at: time)
      return
    }
    replacement.state = motion.state
    motion.state = .atRest  // the replacement reports from here on
    motions[index] = replacement
    replacement.isRegistered = true
    motion.isRegistered = false
    if shown === motion { shown = replacement }
    slowLane()
    motion.unregistered()
    evaluate(at: time)
  }
}
