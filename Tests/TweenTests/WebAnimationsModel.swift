import MotionTween

/// A naive model of what a browser shows for one keyframe effect, written step by step from the
/// specification text, for checking `Tween` and `TweenBatch` against (no code shared with them
/// but the cubic-bezier solver, whose accuracy CubicBezierAccuracyTests checks on its own).
///
/// Sources, followed in order:
/// - Web Animations Level 1 (https://www.w3.org/TR/web-animations-1/), § "Animation effect
///   phases and states", § "Calculating the active time", § "Calculating the overall
///   progress", § "Calculating the simple iteration progress", § "Calculating the iteration
///   progress", § "Calculating the transformed progress", and § "The effect value of a keyframe
///   effect" (implicit keyframes at offsets 0 and 1 holding the underlying value, the interval
///   endpoints, the interval distance `(p − start) / (end − start)`).
/// - CSS Easing Functions Level 1 (https://www.w3.org/TR/css-easing-1/), § "Step easing
///   functions": the step algorithm with its *before flag*.
/// - CSS Values and Units Level 4, § "Combining values": numbers interpolate as
///   `(1 − p) × Va + p × Vb`, with `p = 0` giving Va and `p = 1` giving Vb.
///
/// Where the text is silent, the model does what browsers do, and says so: the keyframe
/// easing of step 17 of "the effect value" receives the phase's before flag too (Blink passes
/// its limit direction, derived from the before phase, to the keyframe model's sample; Gecko
/// passes `mBeforeFlag` to each segment's timing function). A NaN (unresolved) local time shows
/// the before phase, the library's documented choice. The effect plays forwards (its
/// animation's playback rate is positive), `fill: both`, `composite: replace`, with any
/// iteration count, iteration start and direction.
struct WebAnimationsModel {
  enum Easing {
    case linear
    case bezier(CubicBezier)
    case steps(count: Int, position: StepPosition)
    /// `linear()` or a Penner easing, evaluated by the library (their own tests check them
    /// against CSS Easing Level 2 and easings.net: LinearEasingFunctionTests, PennerEasingTests).
    case function(TimingFunction)
  }

  struct Keyframe {
    var offset: Double?
    /// nil: the underlying value (only implicit keyframes).
    var value: Double?
    var easing: Easing = .linear
  }

  enum Phase { case before, active, after }

  var keyframes: [Keyframe]
  var effectEasing: Easing = .linear
  var delay: Double
  var duration: Double
  /// The iteration count (≥ 0, infinity allowed), iteration start and playback direction.
  var iterations = 1.0
  var iterationStart = 0.0
  var direction: PlaybackDirection = .normal
  /// The library's TW-11 function of a single-value tween given with an effect easing as well:
  /// applied after the effect easing (linear otherwise; alone, it is the effect easing).
  var singleValueEasing: Easing = .linear

  /// The effect value at `localTime` over `underlying`.
  func value(at localTime: Double, underlying: Double) -> Double {
    let (progress, beforeFlag) = transformedProgress(at: localTime)
    return keyframeValue(at: progress, beforeFlag: beforeFlag, underlying: underlying)
  }

  /// § "Calculating the active duration": "the iteration duration × the iteration count",
  /// where "if either the iteration duration or iteration count are zero, the active duration
  /// is zero" (so 0 × ∞ is 0).
  var activeDuration: Double {
    duration == 0 || iterations == 0 ? 0 : duration * iterations
  }

  /// The steps of the timing model from the local time to the transformed progress and the
  /// before flag, each as the specification states it.
  func transformedProgress(at localTime: Double) -> (progress: Double, beforeFlag: Bool) {
    let steps = timingSteps(at: localTime)
    let eased = Self.evaluate(effectEasing, steps.directed, beforeFlag: steps.beforeFlag)
    return (
      Self.evaluate(singleValueEasing, eased, beforeFlag: steps.beforeFlag), steps.beforeFlag
    )
  }

  /// Every intermediate quantity, for tests that compare each stage.
  func timingSteps(at localTime: Double) -> (
    phase: Phase, activeTime: Double, overall: Double, simple: Double, iteration: Double,
    forwards: Bool, directed: Double, beforeFlag: Bool
  ) {
    // Phases: the end time is max(delay + active duration + end delay, 0); the before-active
    // boundary max(min(delay, end time), 0), the active-after boundary max(min(delay + active
    // duration, end time), 0). Playing forwards, a local time equal to the active-after
    // boundary is in the after phase.
    let endTime = max(delay + activeDuration, 0)
    let beforeActive = max(min(delay, endTime), 0)
    let activeAfter = max(min(delay + activeDuration, endTime), 0)
    let phase: Phase
    if localTime.isNaN || localTime < beforeActive {
      phase = .before
    } else if localTime >= activeAfter {
      phase = .after
    } else {
      phase = .active
    }
    // § "Calculating the active time", fill both.
    let activeTime: Double
    switch phase {
    case .before: activeTime = 0  // max(local time − delay, 0) with local time < delay
    case .active: activeTime = localTime - delay
    case .after:
      // max(min(local time − delay, active duration), 0). In a browser's milliseconds the
      // local time at the boundary minus the delay is the active duration exactly; in seconds
      // it can round just below it, which would show an end that is not the last frame. The
      // library (and this model) take the boundary as the end: a tween whose end falls on a
      // frame is at rest on that frame.
      activeTime = activeDuration
    }
    // § "Calculating the overall progress": "If the iteration duration is zero, if the
    // animation effect is in the before phase, let overall progress be zero, otherwise, let it
    // be equal to the iteration count. Otherwise, let overall progress be the result of
    // calculating active time / iteration duration." Then "overall progress + iteration start".
    var overall: Double
    if duration == 0 {
      overall = phase == .before ? 0 : iterations
    } else {
      overall = activeTime / duration
    }
    overall += iterationStart
    // § "Calculating the simple iteration progress": "If the overall progress is infinity, let
    // the simple iteration progress be iteration start % 1.0, otherwise overall progress %
    // 1.0." Then 1.0 if it is zero, the effect is active or after, the active time equals the
    // active duration and the iteration count is not zero.
    var simple =
      overall == .infinity
      ? iterationStart.truncatingRemainder(dividingBy: 1)
      : overall.truncatingRemainder(dividingBy: 1)
    if simple == 0, phase != .before, activeTime == activeDuration, iterations != 0 {
      simple = 1
    }
    // § "Calculating the current iteration": infinity in the after phase with an infinite
    // count; floor(overall progress) − 1 when the simple iteration progress is 1.0; else
    // floor(overall progress).
    let iteration: Double
    if phase == .after, iterations == .infinity {
      iteration = .infinity
    } else if simple == 1 {
      iteration = overall.rounded(.down) - 1
    } else {
      iteration = overall.rounded(.down)
    }
    // § "Calculating the directed progress": the current direction.
    var forwards: Bool
    switch direction {
    case .normal: forwards = true
    case .reverse: forwards = false
    case .alternate, .alternateReverse:
      var d = iteration
      if direction == .alternateReverse { d += 1 }
      if d == .infinity {
        forwards = true
      } else {
        forwards = d.truncatingRemainder(dividingBy: 2) == 0
      }
    }
    let directed = forwards ? simple : 1 - simple
    // § "Calculating the transformed progress": the before flag is set in the before phase
    // going forwards, or in the after phase going backwards.
    let beforeFlag = (phase == .before && forwards) || (phase == .after && !forwards)
    return (phase, activeTime, overall, simple, iteration, forwards, directed, beforeFlag)
  }

  /// § "The effect value of a keyframe effect", steps for one property.
  func keyframeValue(at progress: Double, beforeFlag: Bool, underlying: Double) -> Double {
    // Computed keyframe offsets: a lone keyframe without an offset is at 1; otherwise missing
    // offsets are spaced evenly between 0 and 1 (the tween gives all or none).
    var frames = keyframes
    if frames.allSatisfy({ $0.offset == nil }) {
      for index in frames.indices {
        frames[index].offset =
          frames.count == 1 ? 1 : Double(index) / Double(frames.count - 1)
      }
    }
    // Implicit keyframes: "If there is no keyframe in property-specific keyframes with a
    // computed keyframe offset of 0, create a new keyframe with a computed keyframe offset of
    // 0, a property value set to the neutral value for composition, and a composite operation
    // of add" — with replace composition that is the underlying value. Likewise at 1.
    if !frames.contains(where: { $0.offset == 0 }) {
      frames.insert(Keyframe(offset: 0, value: nil), at: 0)
    }
    if !frames.contains(where: { $0.offset == 1 }) {
      frames.append(Keyframe(offset: 1, value: nil))
    }
    func offset(_ index: Int) -> Double { frames[index].offset! }
    func value(_ index: Int) -> Double { frames[index].value ?? underlying }
    // Interval endpoints.
    let atZero = frames.indices.filter { offset($0) == 0 }
    let atOne = frames.indices.filter { offset($0) == 1 }
    if progress < 0, atZero.count > 1 { return value(0) }
    if progress >= 1, atOne.count > 1 { return value(frames.count - 1) }
    let start =
      frames.indices.last { offset($0) <= progress && offset($0) < 1 } ?? atZero.last!
    let end = start + 1
    // Interval distance and transformed distance.
    let distance = (progress - offset(start)) / (offset(end) - offset(start))
    let eased = Self.evaluate(frames[start].easing, distance, beforeFlag: beforeFlag)
    return Self.interpolate(value(start), value(end), eased)
  }

  /// CSS Values 4: `(1 − p) × Va + p × Vb`; p = 0 produces Va and p = 1 produces Vb.
  static func interpolate(_ a: Double, _ b: Double, _ p: Double) -> Double {
    if p == 0 { return a }
    if p == 1 { return b }
    return a * (1 - p) + b * p
  }

  static func evaluate(_ easing: Easing, _ x: Double, beforeFlag: Bool) -> Double {
    switch easing {
    case .linear: return x
    case .bezier(let curve): return curve.value(at: x)
    case .steps(let count, let position): return steps(count, position, x, beforeFlag: beforeFlag)
    case .function(let function): return function(x, beforeFlag: beforeFlag)
    }
  }

  /// CSS Easing Level 1, § "Step easing functions", the algorithm step by step.
  static func steps(_ steps: Int, _ position: StepPosition, _ input: Double, beforeFlag: Bool)
    -> Double
  {
    // 1. Calculate the current step as floor(input progress value × steps).
    var currentStep = (input * Double(steps)).rounded(.down)
    // 2. If the step position property is one of jump-start or jump-both, increment current
    //    step by one.
    if position == .jumpStart || position == .jumpBoth { currentStep += 1 }
    // 3. If both the before flag is set and input progress value × steps mod 1 equals zero,
    //    decrement current step by one.
    if beforeFlag, (input * Double(steps)).truncatingRemainder(dividingBy: 1) == 0 {
      currentStep -= 1
    }
    // 4. If input progress value ≥ 0 and current step < 0, let current step be zero.
    if input >= 0, currentStep < 0 { currentStep = 0 }
    // 5. Calculate jumps based on the step position.
    let jumps: Double
    switch position {
    case .jumpStart, .jumpEnd: jumps = Double(steps)
    case .jumpNone: jumps = Double(steps - 1)
    case .jumpBoth: jumps = Double(steps + 1)
    }
    // 6. If input progress value ≤ 1 and current step > jumps, let current step be jumps.
    if input <= 1, currentStep > jumps { currentStep = jumps }
    // 7. The output progress value is current step / jumps.
    return currentStep / jumps
  }
}

extension WebAnimationsModel {
  /// The model of a tween given as the library takes it: values, optional offsets, n − 1
  /// keyframe functions (or, for one value, the effect's function, TW-11), and its iteration
  /// timing.
  init(
    values: [Double], offsets: [Double]?, functions: [TimingFunction]?, delay: Double,
    duration: Double, timing: IterationTiming = .once
  ) {
    var frames = values.indices.map { Keyframe(offset: offsets?[$0], value: values[$0]) }
    let effect = Self.easing(timing.easing)
    if values.count == 1 {
      let own = functions.map { Self.easing($0[0]) } ?? .linear
      let alone = timing.easing == .linear
      self.init(
        keyframes: frames, effectEasing: alone ? own : effect, delay: delay, duration: duration,
        iterations: timing.iterations, iterationStart: timing.iterationStart,
        direction: timing.direction, singleValueEasing: alone ? .linear : own)
      return
    }
    for index in 0..<(values.count - 1) {
      frames[index].easing = functions.map { Self.easing($0[index]) } ?? .linear
    }
    self.init(
      keyframes: frames, effectEasing: effect, delay: delay, duration: duration,
      iterations: timing.iterations, iterationStart: timing.iterationStart,
      direction: timing.direction)
  }

  static func easing(_ function: TimingFunction) -> Easing {
    switch function {
    case .linear: return .linear
    case .cubicBezier(let curve): return .bezier(curve)
    case .steps(let steps): return .steps(count: steps.count, position: steps.position)
    case .piecewiseLinear, .penner: return .function(function)
    }
  }
}
