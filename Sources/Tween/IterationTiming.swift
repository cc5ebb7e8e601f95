/// How a tween repeats: Web Animations Level 1's iteration count, iteration start, playback
/// direction and the effect's easing (§ "Repeating", § "Direction control", § "Time
/// transformations"), separate from the keyframes' own timing functions.
///
/// A tween with the default timing plays its keyframes once, forwards. Otherwise its
/// ``Tween/duration`` is one iteration's, and the tween is in effect for
/// ``activeDuration(forDuration:)`` after its delay: `duration × iterations` (zero when either is
/// zero; infinite for infinite iterations with a duration, so such a tween never ends and never
/// comes to rest). At every local time the tween shows the keyframes at the *transformed
/// progress*: the iteration's progress, reversed in a backwards iteration, through ``easing``.
///
/// ```swift
/// let pulse = try Tween(
///   duration: 0.6, values: [1.0, 1.2], iterations: .infinity, direction: .alternate,
///   easing: .easeInOut)
/// let grown = pulse.value(atLocalTime: 0.6, from: 1)  // 1.2: the end of the first iteration
/// let shrinking = pulse.value(atLocalTime: 0.9, from: 1)  // 1.1: half way back
/// ```
public struct IterationTiming: Hashable, Sendable {
  /// The number of iterations: any value ≥ 0, fractional (the last iteration stops part way)
  /// and `.infinity` included. 1 by default.
  public let iterations: Double
  /// Where the first iteration starts, in iterations: 0.5 starts half way through the first
  /// one, 1.5 half way through the second (an `alternate` tween then starts backwards). Finite,
  /// ≥ 0; 0 by default.
  public let iterationStart: Double
  /// Which way each iteration plays.
  public let direction: PlaybackDirection
  /// The effect's easing, applied to each iteration's directed progress before the keyframes
  /// and their own timing functions are evaluated. Linear by default.
  public let easing: TimingFunction

  /// The timing of a tween that plays once, forwards, linear: the default.
  public static let once = IterationTiming(
    checked: 1, iterationStart: 0, direction: .normal, easing: .linear)

  /// Creates an iteration timing, validating it as Web Animations does.
  /// - Throws: ``TweenError/invalidIterations(_:)`` for a negative or NaN count,
  ///   ``TweenError/invalidIterationStart(_:)`` for a negative, NaN or infinite start.
  public init(
    iterations: Double = 1, iterationStart: Double = 0, direction: PlaybackDirection = .normal,
    easing: TimingFunction = .linear
  ) throws(TweenError) {
    guard iterations >= 0 else { throw .invalidIterations(iterations) }
    guard iterationStart >= 0, iterationStart.isFinite else {
      throw .invalidIterationStart(iterationStart)
    }
    self.init(
      checked: iterations, iterationStart: iterationStart, direction: direction, easing: easing)
  }

  private init(
    checked iterations: Double, iterationStart: Double, direction: PlaybackDirection,
    easing: TimingFunction
  ) {
    self.iterations = iterations
    self.iterationStart = iterationStart
    self.direction = direction
    self.easing = easing
  }

  /// Whether this is the default: one iteration from 0, forwards, linear. A tween with the
  /// default timing samples on its single-iteration path.
  public var isOnce: Bool { self == .once }

  /// The active duration for an iteration of `duration` seconds: `duration × iterations`, zero
  /// when either is zero (§ "Calculating the active duration"), infinite for infinite
  /// iterations. O(1).
  @inlinable
  public func activeDuration(forDuration duration: Double) -> Double {
    Self.activeDuration(forDuration: duration, iterations: iterations)
  }

  /// ``activeDuration(forDuration:)`` on plain values: the one place for the rule, shared with
  /// the samplers' static `progress` (which hold no `IterationTiming`). O(1).
  @inlinable @inline(__always)
  static func activeDuration(forDuration duration: Double, iterations: Double) -> Double {
    duration == 0 || iterations == 0 ? 0 : duration * iterations
  }

  /// Every quantity of Web Animations' timing model at `localTime` seconds for an effect with
  /// `delay` and an iteration `duration`, played forwards with `fill: both`. A NaN local time is
  /// the before phase. The caller evaluates ``easing`` at the directed progress with the before
  /// flag to get the transformed progress. O(1), no allocation.
  @inlinable
  public func progress(atLocalTime localTime: Double, delay: Double, duration: Double)
    -> IterationProgress
  {
    Self.progress(
      atLocalTime: localTime, delay: delay, duration: duration, iterations: iterations,
      iterationStart: iterationStart, direction: direction)
  }

  /// ``progress(atLocalTime:delay:duration:)`` on plain values: the samplers call it with a
  /// repeating tween's ``RepeatParameters``, which hold no reference (no reference counting per
  /// sample).
  @inlinable @inline(__always)
  static func progress(
    atLocalTime localTime: Double, delay: Double, duration: Double, iterations: Double,
    iterationStart: Double, direction: PlaybackDirection
  ) -> IterationProgress {
    let active = activeDuration(forDuration: duration, iterations: iterations)
    let elapsed = localTime - delay
    let phase: TweenPhase =
      !(elapsed >= 0) ? .before : (localTime < delay + active ? .active : .after)
    // § "Calculating the active time", fill both. At the active-after boundary the active time
    // is the active duration, not `localTime − delay` (which can round below it in seconds).
    let activeTime = phase == .before ? 0 : (phase == .after ? active : elapsed)
    // § "Calculating the overall progress".
    var overall: Double
    if duration == 0 {
      overall = phase == .before ? 0 : iterations
    } else {
      overall = activeTime / duration
    }
    overall += iterationStart
    // § "Calculating the simple iteration progress". `x − floor(x)` is `x % 1` exactly for
    // the finite, non-negative progress here (the difference is exact), without a call.
    let whole = overall.rounded(.down)
    var simple =
      overall.isInfinite ? iterationStart - iterationStart.rounded(.down) : overall - whole
    if simple == 0, phase != .before, activeTime == active, iterations != 0 { simple = 1 }
    // § "Calculating the current iteration".
    let iteration: Double
    if phase == .after, iterations.isInfinite {
      iteration = .infinity
    } else {
      iteration = simple == 1 ? whole - 1 : whole
    }
    // § "Calculating the directed progress" and the before flag of § "Calculating the
    // transformed progress".
    let forwards = direction.isForwards(inIteration: iteration)
    return IterationProgress(
      phase: phase, activeTime: activeTime, overallProgress: overall, iterationProgress: simple,
      currentIteration: iteration, isForwards: forwards,
      directedProgress: forwards ? simple : 1 - simple,
      beforeFlag: forwards ? phase == .before : phase == .after)
  }
}

/// The quantities of Web Animations Level 1's timing model at one local time (see
/// ``IterationTiming/progress(atLocalTime:delay:duration:)``).
public struct IterationProgress: Hashable, Sendable {
  /// The phase: before the delay, active, or after the active duration.
  public var phase: TweenPhase
  /// The time since the delay, clamped to the active duration (fill both).
  public var activeTime: Double
  /// Iterations elapsed, ``IterationTiming/iterationStart`` included.
  public var overallProgress: Double
  /// The progress within the current iteration, in [0, 1]: 1 at the end of the last one.
  public var iterationProgress: Double
  /// The current iteration, counted from 0; infinite in an infinite tween's after phase.
  public var currentIteration: Double
  /// Whether the current iteration plays forwards.
  public var isForwards: Bool
  /// ``iterationProgress``, or `1 −` it in a backwards iteration.
  public var directedProgress: Double
  /// CSS Easing's before flag for the effect's easing: set in the before phase playing
  /// forwards and in the after phase playing backwards.
  public var beforeFlag: Bool

  @usableFromInline
  init(
    phase: TweenPhase, activeTime: Double, overallProgress: Double, iterationProgress: Double,
    currentIteration: Double, isForwards: Bool, directedProgress: Double, beforeFlag: Bool
  ) {
    self.phase = phase
    self.activeTime = activeTime
    self.overallProgress = overallProgress
    self.iterationProgress = iterationProgress
    self.currentIteration = currentIteration
    self.isForwards = isForwards
    self.directedProgress = directedProgress
    self.beforeFlag = beforeFlag
  }
}
