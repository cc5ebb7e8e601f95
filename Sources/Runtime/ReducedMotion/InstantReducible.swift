public import MotionPhysics
public import MotionTween

/// An animation that has an instant form of its own type (``ReducedMotionPolicy/Treatment/instant``):
/// the same start and the same final value, at rest from its start instant. Of the same type so
/// that the runtime registers it exactly where it would register the animation (its interaction,
/// its toggle, its fast path), deciding once, at registration, and never per frame.
///
/// The shipped animations conform; an `Animation` of your own does not, and plays unchanged.
@usableFromInline
protocol InstantReducible: Animation {
  /// This animation as an instant change. `start` is what it starts from when that is known at
  /// registration (a release's position and velocity), `nil` otherwise.
  func instant(from start: AnimationSample<Value>?) -> Self
}

extension InstantReducible {
  /// ``instant(from:)`` without a known start, type-erased: for an animation of a type known
  /// only as `some Animation`.
  func instantWithoutStart() -> Any {
    instant(from: nil)
  }
}

/// Rest thresholds that any start is within: a spring or decay with them is at rest from its
/// start (its settling time, PH-4, is 0), on its destination or where it starts.
let everythingAtRest = Double.greatestFiniteMagnitude

extension Tween: InstantReducible {
  /// The tween's first frame during its delay and its final value (`Tween.finalValue(from:)`,
  /// the underlying value after implicit keyframes) from its start instant on, over the same
  /// delay, duration and timeline: two frames joined by `step-start`. It keeps its span, so it
  /// takes part in precedence (TW-15…TW-18), reports activity and ends exactly as the tween
  /// would; only what it shows changes. A frame that is the underlying value stays one, so it
  /// starts from what shows as the tween does (TW-6). A zero-duration tween is already instant.
  ///
  /// A repeating tween (``Tween/timing``) keeps its active duration (an infinite one stays in
  /// effect forever, showing its end). Without keyframes that are the underlying value it shows
  /// its first value during its delay and its final value (where its last iteration stops)
  /// from its start on, exactly; one that starts from what shows jumps, in each iteration, to
  /// its last keyframe (record 0042).
  @usableFromInline
  func instant(from start: AnimationSample<Value>?) -> Tween<Value> {
    guard duration > 0, let jump = try? TimingFunction.steps(1, .jumpStart) else { return self }
    guard timing.isOnce else { return repeatingInstant(from: start, jump: jump) }
    // Which end frames hold the underlying value: an implicit keyframe (an offset past 0 first
    // or short of 1 last), or a single value's start.
    let firstIsUnderlying = (offsets?.first ?? (isDestinationOnly ? 1 : 0)) > 0
    let lastIsUnderlying = (offsets?.last ?? 1) < 1
    // Frames that are not the underlying value do not depend on it: any `from` gives them.
    let first = firstValue(from: values[0])
    let last = finalValue(from: values[0])
    let reduced: Tween<Value>?
    switch (firstIsUnderlying, lastIsUnderlying) {
    case (false, false):
      reduced = try? Tween(
        duration: duration, delay: delay, values: [first, last], interTimingFunctions: [jump])
    case (true, false):  // a destination: from what shows to `last`
      reduced = try? Tween(
        duration: duration, delay: delay, values: [last], interTimingFunctions: [jump])
    case (false, true):  // `first`, then the implicit keyframe at 1
      reduced = try? Tween(
        duration: duration, delay: delay, values: [first], offsets: [0],
        interTimingFunctions: [jump])
    case (true, true):  // what shows, throughout
      reduced = try? Tween(
        duration: duration, delay: delay, values: [first], offsets: [0.5],
        interTimingFunctions: [jump])
    }
    guard var reduced else { return self }  // the fields are valid: never taken
    reduced.timeline = timeline
    return reduced
  }
}

extension Tween {
  /// ``instant(from:)`` of a repeating tween: the same span, jumping at its start.
  fileprivate func repeatingInstant(
    from start: AnimationSample<Value>?, jump: TimingFunction
  ) -> Tween<Value> {
    // Every iteration plays forwards from 0 and jumps at its start: the span is kept.
    guard let repeats = try? IterationTiming(iterations: timing.iterations) else { return self }
    let reduced: Tween<Value>?
    if !usesUnderlyingValue {
      reduced = try? Tween(
        duration: duration, delay: delay,
        values: [firstValue(from: values[0]), finalValue(from: values[0])],
        interTimingFunctions: [jump], timing: repeats)
    } else {
      // What shows enters every frame nonlinearly through the timing: the keyframes' own
      // instant form, once per iteration.
      let once = try? Tween(
        duration: duration, delay: delay, values: values, offsets: offsets,
        interTimingFunctions: interTimingFunctions
      ).instant(from: start)
      reduced = once.flatMap {
        try? Tween(
          duration: $0.duration, delay: $0.delay, values: $0.values, offsets: $0.offsets,
          interTimingFunctions: $0.interTimingFunctions, timing: repeats)
      }
    }
    guard var reduced else { return self }  // the fields are valid: never taken
    reduced.timeline = timeline
    return reduced
  }
}

extension SpringAnimation: InstantReducible {
  /// The same spring with rest thresholds every start is within: during its delay the value it
  /// starts from, then its destination at rest; it still takes its start from what shows and
  /// interrupts what is in effect (PH-6).
  @usableFromInline
  func instant(from start: AnimationSample<Value>?) -> SpringAnimation<Value> {
    (try? SpringAnimation(
      parameters, to: destination, from: from, velocity: initialVelocity, delay: delay,
      restDisplacement: everythingAtRest, restVelocity: everythingAtRest)) ?? self
  }
}

extension DecayAnimation: InstantReducible {
  /// With a start known (given, or a release's): at rest, from its start instant, where it
  /// would have come to rest. Without one (it takes what shows when it starts), at rest where
  /// it starts: where a coast from an unknown velocity ends is not known at registration.
  @usableFromInline
  func instant(from start: AnimationSample<Value>?) -> DecayAnimation<Value> {
    let known =
      startsFromShowing ? start.map { self.start(from: $0) } : self.start(from: .init(value: .zero))
    guard let known else {
      return
        (try? DecayAnimation(
          parameters, from: from, velocity: initialVelocity, delay: delay,
          restVelocity: everythingAtRest)) ?? self
    }
    let rest = sample(atLocalTime: endSeconds(from: known), from: known).value
    return
      (try? DecayAnimation(
        parameters, from: rest, velocity: .zero, delay: delay, restVelocity: everythingAtRest))
      ?? self
  }
}

extension BoundedDecayAnimation: InstantReducible {
  /// As a decay's (``DecayAnimation``): with a start known, at rest where it would have come to
  /// rest (on a bound, if it bounced); without one, at rest where it starts, or on the nearer
  /// bound when it starts outside them.
  @usableFromInline
  func instant(from start: AnimationSample<Value>?) -> BoundedDecayAnimation<Value> {
    let known =
      decay.startsFromShowing
      ? start.map { decay.start(from: $0) } : decay.start(from: .init(value: .zero))
    let from = known.map { sample(atLocalTime: endSeconds(from: $0), from: $0).value } ?? decay.from
    let velocity = known == nil ? decay.initialVelocity : .zero
    return
      (try? BoundedDecayAnimation(
        decay.parameters, lowerBound: lowerBound, upperBound: upperBound, bounce: bounce,
        from: from, velocity: velocity, delay: decay.delay, restDisplacement: everythingAtRest,
        restVelocity: everythingAtRest)) ?? self
  }
}
