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
/// the before phase, the library's documented choice. The effect plays forwards, one
/// iteration, `fill: both`, `composite: replace`.
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

  /// The effect value at `localTime` over `underlying`.
  func value(at localTime: Double, underlying: Double) -> Double {
    // Phases: the before-active boundary is max(min(delay, end time), 0), the active-after
    // boundary max(min(delay + active duration, end time), 0); with end delay 0 and delay ≥ 0
    // they are `delay` and `delay + duration`. Playing forwards, a local time equal to the
    // active-after boundary is in the after phase.
    let beforeActive = max(min(delay, delay + duration), 0)
    let activeAfter = max(min(delay + duration, delay + duration), 0)
    let phase: Phase
    if localTime.isNaN || localTime < beforeActive {
      phase = .before
    } else if localTime >= activeAfter {
      phase = .after
    } else {
      phase = .active
    }
    // Active time, fill both.
    let activeTime: Double
    switch phase {
    case .before: activeTime = 0  // max(local time − delay, 0) with local time < delay
    case .active: activeTime = localTime - delay
    case .after:
      // max(min(local time − delay, active duration), 0). In a browser's milliseconds the
      // local time at the boundary minus the delay is the duration exactly; in seconds it can
      // round just below it, which would show an end that is not the last frame. The library
      // (and this model) take the boundary as the end: a tween whose end falls on a frame is
      // at rest on that frame.
      activeTime = duration
    }
    // Overall progress (iteration start 0, one iteration).
    let overall: Double
    if duration == 0 {
      overall = phase == .before ? 0 : 1
    } else {
      overall = activeTime / duration
    }
    // Simple iteration progress, then the iteration progress rule at the end of an iteration.
    var simple = overall.truncatingRemainder(dividingBy: 1)
    if simple == 0, phase != .before, activeTime == duration { simple = 1 }
    // Directed progress (direction normal), then the transformed progress.
    let beforeFlag = phase == .before
    let transformed = Self.evaluate(effectEasing, simple, beforeFlag: beforeFlag)
    return keyframeValue(at: transformed, beforeFlag: beforeFlag, underlying: underlying)
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
  /// keyframe functions (or, for one value, the effect's function, TW-11).
  init(
    values: [Double], offsets: [Double]?, functions: [TimingFunction]?, delay: Double,
    duration: Double
  ) {
    func easing(_ function: TimingFunction) -> Easing {
      switch function {
      case .linear: return .linear
      case .cubicBezier(let curve): return .bezier(curve)
      case .steps(let steps): return .steps(count: steps.count, position: steps.position)
      case .piecewiseLinear, .penner: return .function(function)
      }
    }
    var frames = values.indices.map { Keyframe(offset: offsets?[$0], value: values[$0]) }
    if values.count == 1 {
      self.init(
        keyframes: frames, effectEasing: functions.map { easing($0[0]) } ?? .linear,
        delay: delay, duration: duration)
      return
    }
    for index in 0..<(values.count - 1) {
      frames[index].easing = functions.map { easing($0[index]) } ?? .linear
    }
    self.init(keyframes: frames, delay: delay, duration: duration)
  }
}
