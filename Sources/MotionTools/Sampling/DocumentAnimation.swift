package import MotionPhysics
package import MotionTween

/// One motion of a document as the sampler runs it: a tween, a spring, a decay or a decay with
/// bounds, on the document's clock (milliseconds).
///
/// A document keeps its tweens in its own unit, milliseconds, so that hand-computed times stay
/// exact; the physics types run in seconds with velocities in units per second (their stiffness
/// and damping are per second). This type speaks milliseconds for time and units per second for
/// velocity whatever the kind, so ``MotionStack`` can mix them.
package enum DocumentAnimation {
  /// A keyframe tween, its times in milliseconds.
  case tween(Tween<Double>)
  /// A keyframe tween played at a `playbackRate` other than 1 (``PlayedTween``).
  case played(PlayedTween)
  /// A spring; `delay` is its start in milliseconds, as written.
  case spring(SpringAnimation<Double>, delay: Double)
  /// A decay; `delay` is its start in milliseconds, as written.
  case decay(DecayAnimation<Double>, delay: Double)
  /// A decay that springs back at its bounds (PH-9); `delay` in milliseconds, as written.
  case boundedDecay(BoundedDecayAnimation<Double>, delay: Double)

  /// Whether this is physics (a spring or decay), which interrupts every other motion in
  /// effect when it starts (PH-6).
  package var isPhysics: Bool {
    switch self {
    case .tween, .played: false
    default: true
    }
  }

  /// Whether it starts from the value (and velocity) showing at its start (TW-6, PH-6).
  package var startsFromShowing: Bool {
    switch self {
    case .tween(let tween): tween.startsFromShowing
    case .played(let played): played.tween.startsFromShowing
    case .spring(let spring, _): spring.startsFromShowing
    case .decay(let decay, _): decay.startsFromShowing
    case .boundedDecay(let decay, _): decay.startsFromShowing
    }
  }

  /// The first instant it is in effect, in milliseconds.
  package var startTime: Double {
    switch self {
    case .tween(let tween): tween.delay
    case .played(let played): played.startTime
    case .spring(_, let delay), .decay(_, let delay), .boundedDecay(_, let delay): delay
    }
  }

  /// The instant it ends (a tween) or comes to rest (physics) when it starts from `start`, in
  /// milliseconds; infinity for a motion that never rests.
  package func endTime(from start: AnimationSample<Double>) -> Double {
    switch self {
    case .tween(let tween): tween.endTime
    case .played(let played): played.endTime
    case .spring(let spring, _): max(startTime, spring.endSeconds(from: start) * 1000)
    case .decay(let decay, _): max(startTime, decay.endSeconds(from: start) * 1000)
    case .boundedDecay(let decay, _): max(startTime, decay.endSeconds(from: start) * 1000)
    }
  }

  /// The instant up to which a chart or an export shows this motion, given its `end`: the end
  /// when finite; for a tween that never ends (infinite iterations, or held by a rate of 0),
  /// its start plus three iterations at its rate; nil for physics that never rests.
  package func window(end: Double) -> Double? {
    if end.isFinite { return max(end, startTime.isFinite ? startTime : 0) }
    let (tween, rate): (Tween<Double>, Double)
    switch self {
    case .tween(let plain): (tween, rate) = (plain, 1)
    case .played(let played): (tween, rate) = (played.tween, played.playbackRate)
    default: return nil
    }
    let start = startTime.isFinite ? startTime : 0
    return start + 3 * tween.duration / (rate == 0 ? 1 : abs(rate))
  }

  /// The value and velocity (units per second) at `time` milliseconds, for a motion that
  /// started from `start` (used only when it starts from what is showing).
  package func sample(at time: Double, from start: AnimationSample<Double>)
    -> AnimationSample<Double>
  {
    switch self {
    case .tween(let tween):
      // The tween runs in milliseconds: its velocity is per millisecond.
      return AnimationSample(
        value: tween.value(atLocalTime: time, from: start.value),
        velocity: tween.velocity(atLocalTime: time, from: start.value) * 1000)
    case .played(let played):
      return AnimationSample(
        value: played.value(at: time, from: start.value),
        velocity: played.velocity(at: time, from: start.value) * 1000)
    case .spring(let spring, _):
      return spring.sample(atLocalTime: time / 1000, from: start)
    case .decay(let decay, _):
      return decay.sample(atLocalTime: time / 1000, from: start)
    case .boundedDecay(let decay, _):
      return decay.sample(atLocalTime: time / 1000, from: start)
    }
  }

  /// What it shows, at rest, before it starts (a tween's first frame, physics' start value).
  package func firstSample(from start: AnimationSample<Double>) -> AnimationSample<Double> {
    switch self {
    case .tween(let tween): AnimationSample(value: tween.firstValue(from: start.value))
    case .played(let played):
      AnimationSample(value: played.firstValue(from: start.value))
    default: AnimationSample(value: sample(at: -Double.infinity, from: start).value)
    }
  }

  /// What it shows, at rest, once it has ended (a tween's final value — its last frame, or the
  /// value it started from when its last offset is below 1 — and physics' rest value).
  package func lastSample(from start: AnimationSample<Double>) -> AnimationSample<Double> {
    switch self {
    case .tween(let tween): AnimationSample(value: tween.finalValue(from: start.value))
    case .played(let played):
      AnimationSample(value: played.finalValue(from: start.value))
    default: AnimationSample(value: sample(at: endTime(from: start), from: start).value)
    }
  }
}
