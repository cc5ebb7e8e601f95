import MotionGestures
import MotionStreams
import MotionTween

// A finger takes the property: what a gesture's motion needs from the arbiter when a touch
// catches a moving element or a gesture begins (the grab interrupts, as PH-6's start does).

extension PropertyArbiter {
  /// Whether a motion on the property is in effect now and advances: what a touch down would
  /// catch. A tween still in its delay is not (nothing moves yet, and the touch leaves it be).
  @usableFromInline
  var isInMotion: Bool {
    let time = now
    takeStarts(at: time)
    for index in 0..<motions.count {
      let moving = motions.withElement(at: index) { motion in
        guard motion.advances(at: time), let span = motion.span(at: time) else { return false }
        return span.start <= time && time < span.end
      }
      if moving { return true }
    }
    return false
  }

  /// Whether `motion` is registered and, once every start due has been taken, has not reached
  /// its end now (a spring that has not come to rest).
  @inlinable
  func isRunning(_ motion: ArbitratedMotion<Value>) -> Bool {
    guard motion.isRegistered else { return false }
    let time = now
    takeStarts(at: time)
    guard let local = motion.localTime(at: time) else { return false }
    return motion.timing.runs(atLocalTime: local)
  }

  /// A finger took the property now (a touch caught it, or a gesture began): `motion` holds
  /// the value showing (the property's value), in effect until ``release(_:)``, and every motion
  /// registered before it and in effect now is interrupted, as a physics start interrupts
  /// (PH-6), except those whose interaction resumes after gestures
  /// (``ArbitratedMotion/resumesAfterGestures``). What shows does not change; the gesture's
  /// writes move it from there.
  @usableFromInline
  func hold(_ motion: DirectMotion<Value>) {
    let time = now
    takeStarts(at: time)
    // What the finger sees (the winner's value through its own constraints, as last written):
    // the gesture's values are that plus its translation.
    motion.value = property.value
    motion.hasValue = true
    motion.start = time
    motion.end = .infinity
    append(motion)
    interruptOthers(before: motions.count - 1, at: time, time: time, byGesture: true)
    if hasInterrupted { removeInterrupted() }
    evaluate(at: time)
  }

  /// When the hand-off of `gesture`, released now, starts: at the lift's timestamp when the
  /// gesture is one of the library's recognizers (a ``PointerGestureRecognizer`` knows the time
  /// of its last event) and that time lies within one frame interval of the runtime's time, so
  /// that the value and velocity are continuous through the lift however it falls between two
  /// frames; else at the runtime's time (a recognizer of the app's, or a timestamp on another
  /// clock than the frames').
  func releaseTime(of gesture: any GestureRecognizer) -> Double {
    releaseStart(
      lift: liftTime(of: gesture), now: now,
      frameInterval: lanes.source.frameInterval)
  }
}

/// The time of `gesture`'s last event, its lift when it has just ended: known for the library's
/// recognizers (a ``PointerGestureRecognizer`` keeps it), `nil` for an app's own.
func liftTime(of gesture: any GestureRecognizer) -> Double? {
  (gesture as? PointerGestureRecognizer)?.time
}

/// When a hand-off released at `now` starts: at `lift` (the finger's lift, on the frames'
/// clock) when it is finite and within `frameInterval` of `now`, else at `now`. The one rule
/// for a drag's settle (``PropertyArbiter/releaseTime(of:)``) and a transition's release (and
/// the demo's log of them: `package`).
package func releaseStart(lift: Double?, now: Double, frameInterval: Double) -> Double {
  guard let lift, lift.isFinite, abs(lift - now) <= frameInterval else { return now }
  return lift
}
