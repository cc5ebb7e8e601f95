import MotionStreams
import MotionTween

// Bounded memory: what the arbiter lets go of once a motion can never win again.

extension PropertyArbiter {
  /// Folds every frame-driven motion that has ended, except the latest-ended one, into one
  /// ``ghost``: none of them can ever be in effect again, and under rule 2 only the latest-ended
  /// of them could ever win again (if every later motion were toggled off). So the arbiter holds
  /// at most one ended frame-driven motion plus the ghost, however many motions ran (bounded
  /// memory). A motion that ended while toggled off is kept: it may be toggled back on.
  ///
  /// Each dropped motion gives its claim on its connection back (the runtime ends the
  /// connection once nothing writes through it); the ghost holds the connection of the motion
  /// it shows.
  @usableFromInline
  func dropSuperseded(at time: Double) {
    var latest = -1
    var latestEnd = -Double.infinity
    for index in motions.indices {
      guard let span = motions[index].span(at: time), span.end <= (span.now ?? time),
        span.end >= latestEnd
      else { continue }
      latest = index
      latestEnd = span.end
    }
    guard latest >= 0 else { return }
    let keep = motions[latest]
    // Usually one motion is dropped at a time: its connection and the ghost's previous one are
    // kept without an array.
    var given = ConnectionList()
    var released = ConnectionList()
    var dropped = MotionList<Value>()  // usually one: kept inline
    var index = 0
    while index < motions.count {
      let motion = motions[index]
      guard motion !== keep, motion !== shown, motion !== ghost, motion.isDroppable,
        let span = motion.span(at: time), span.end <= (span.now ?? time)
      else {
        index += 1
        continue
      }
      motions.remove(at: index)
      motion.isRegistered = false
      released.append(ifPresent: fold(motion, endedAt: span.end, at: time))
      given.append(ifPresent: motion.connectionEnd)
      motion.connectionEnd = nil
      dropped.append(motion)
    }
    // After the list is settled: a report runs the app's code (which may change the list), and
    // ending a connection unsubscribes its stream.
    for motion in dropped {
      motion.report(.atRest)
      motion.unregistered()
    }
    for end in given { end.motionGone() }
    for end in released { end.release() }
  }

  /// Keeps what `motion`, ended at `end`, shows in the ghost if it ended after the ghost's.
  /// Returns the connection the ghost no longer writes through, if it changed.
  @usableFromInline
  func fold(_ motion: ArbitratedMotion<Value>, endedAt end: Double, at time: Double)
    -> ConnectionEnd?
  {
    let ghost: DirectMotion<Value>
    if let existing = self.ghost {
      guard end >= existing.end else { return nil }
      ghost = existing
    } else {
      ghost = DirectMotion(value: base)
      ghost.hasValue = true
      ghost.isRegistered = true
      motions.insert(ghost, at: 0)  // first registered: it loses every tie
      self.ghost = ghost
    }
    ghost.value = motion.value(at: time, base: base)
    (ghost.start, ghost.end) = (end, end)
    ghost.route = motion.route
    let previous = ghost.connectionEnd
    ghost.connectionEnd = motion.connectionEnd
    motion.connectionEnd?.hold()
    return previous
  }
}
