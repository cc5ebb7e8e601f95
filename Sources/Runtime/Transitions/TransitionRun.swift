public import MotionTimeline
public import MotionTween

/// One run of a transition's motion toward one direction: the ``DirectionalAnimation``'s
/// motion entered at a local time, started from the value and velocity showing (or a
/// gesture's release velocity), and taking its property over as a spring's start does (PH-6).
///
/// A motion that starts from what shows (a spring) continues from it exactly. One that does
/// not (a tween's keyframes) is joined to what showed by a *hand-off*: the differences in
/// value and in velocity at the run's start fade out over ``handOff`` seconds (or the run's
/// length, if shorter) along cubic curves that are 1 and 0 at the start, 0 with zero slope at
/// the end. The property's value and velocity are continuous at the start (TR-6), the run ends
/// at its motion's end on its motion's final value, and the path departs from the motion's by
/// at most `|Δvalue| + 4/27 · |Δvelocity| · handOff`.
@usableFromInline
struct TransitionRun<Motion: Animation>: Animation {
  @usableFromInline typealias Value = Motion.Value

  /// The motion this run plays.
  @usableFromInline let motion: Motion
  /// The motion's local time at the run's start.
  @usableFromInline let entry: Double
  /// The velocity the run starts with instead of the one showing (a release's), or `nil`.
  @usableFromInline let launchVelocity: Value?
  /// The longest the hand-off lasts, in seconds.
  @usableFromInline let handOff: Double
  /// Whether the run is an instant change (reduced motion): at rest on its final value from its
  /// start.
  @usableFromInline let isInstant: Bool
  /// Whether the run is over before it starts: a motion of fixed length entered at its end (a
  /// flip at the very end of the other direction). It then shows its motion's end from its
  /// start, whatever shows.
  @usableFromInline let isOver: Bool
  /// When the run's own time begins, in local seconds: 0, or a lift's time after (or before)
  /// the runtime's time at registration, so that a release between two frames is continuous
  /// through the lift, as a drag's settle is (``PropertyArbiter/releaseTime(of:)``).
  @usableFromInline let lead: Double

  @usableFromInline
  init(
    _ motion: Motion, entry: Double, launchVelocity: Value?, handOff: Double,
    isInstant: Bool = false, lead: Double = 0
  ) {
    self.motion = motion
    self.entry = entry
    self.launchVelocity = launchVelocity
    self.handOff = handOff
    self.isInstant = isInstant
    self.lead = lead
    isOver =
      !motion.startsFromShowing && motion.endSeconds(from: AnimationSample(value: .zero)) <= entry
  }

  @usableFromInline var timeline: Timeline? { nil }
  /// The lift's time when it comes after the registration, else 0.
  @usableFromInline var startSeconds: Double { max(0, lead) }
  /// `true` unless the run is over before it starts.
  @usableFromInline var startsFromShowing: Bool { !isOver }
  /// `true`: the run ends every motion in effect on the property, including the run it follows.
  @usableFromInline var interruptsOnStart: Bool { true }

  /// The start the motion sees: what showed, with the launch velocity when there is one.
  @inlinable
  func launched(_ start: AnimationSample<Value>) -> AnimationSample<Value> {
    guard let launchVelocity else { return start }
    return AnimationSample(value: start.value, velocity: launchVelocity)
  }

  @inlinable
  func endSeconds(from start: AnimationSample<Value>) -> Double {
    let length = isInstant ? 0 : max(0, motion.endSeconds(from: launched(start)) - entry)
    return max(startSeconds, lead + length)
  }

  @inlinable
  func sample(atLocalTime runtimeLocal: Double, from start: AnimationSample<Value>)
    -> AnimationSample<Value>
  {
    // The run's own time, from the lift when it was timed from one.
    let localTime = runtimeLocal - lead
    guard !isOver else {
      // The motion's end, held from before the run's start on.
      return AnimationSample(value: motion.sample(atLocalTime: entry, from: start).value)
    }
    // Before its start the run holds what showed.
    guard localTime >= 0 else { return AnimationSample(value: start.value) }
    let start = launched(start)
    guard !isInstant else { return AnimationSample(value: finalValue(from: start)) }
    let sample = motion.sample(atLocalTime: entry + localTime, from: start)
    guard !motion.startsFromShowing else { return sample }
    let span = min(handOff, max(0, motion.endSeconds(from: start) - entry))
    guard localTime < span else { return sample }
    // The motion's own sample at the start, and what showed instead.
    let entered = motion.sample(atLocalTime: entry, from: start)
    let valueGap = start.value - entered.value
    let velocityGap = start.velocity - entered.velocity
    let u = localTime / span
    let rest = 1 - u
    // ψ(u) = (1 − u)²(1 + 2u) carries the value gap, φ(t) = t(1 − u)² the velocity gap:
    // ψ(0) = 1, φ′(0) = 1, and both are 0 with zero slope at u = 1.
    let valueWeight = rest * rest * (1 + 2 * u)
    let valueSlope = -6 * u * rest / span
    let velocityWeight = localTime * rest * rest
    let velocitySlope = rest * (1 - 3 * u)
    return AnimationSample(
      value: sample.value + valueGap.scaled(by: valueWeight)
        + velocityGap.scaled(by: velocityWeight),
      velocity: sample.velocity + valueGap.scaled(by: valueSlope)
        + velocityGap.scaled(by: velocitySlope))
  }
}

extension TransitionRun: InstantReducible {
  /// The run as an instant change: at rest on its motion's final value from its start (TR-12).
  @usableFromInline
  func instant(from start: AnimationSample<Value>?) -> TransitionRun<Motion> {
    TransitionRun(
      motion, entry: entry, launchVelocity: launchVelocity, handOff: handOff, isInstant: true,
      lead: lead)
  }

  /// Where the motion comes to rest from `start`: its instant form's value when it has one (a
  /// spring's destination, exactly), else its value at its end.
  @inlinable
  func finalValue(from start: AnimationSample<Value>) -> Value {
    let settled = ReducedMotionDecision.instant(motion) ?? motion
    return settled.sample(atLocalTime: settled.endSeconds(from: start), from: start).value
  }
}
