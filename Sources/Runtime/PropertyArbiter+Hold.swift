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
      let moving = motions.withMotion(at: index) { motion in
        guard motion.advances(at: time), let span = motion.span(at: time) else { return false }
        return span.start <= time && time < span.end
      }
      if moving { return true }
    }
    return false
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
}
