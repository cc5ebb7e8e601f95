public import MotionStreams
public import MotionTimeline
public import MotionTween

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// A fling that bounces at its bounds, as a scroll view does (PH-9): a ``DecayAnimation`` that,
/// at the exact instant it would cross `bounds`, hands off to a spring toward that bound started
/// with the decay's velocity at the crossing (PH-6).
///
/// The crossing time solves x0 + (v0/λ)(1 − e^(−λt)) = bound in closed form,
/// t = −log1p(−q)/λ with q = (bound − x0)·λ/v0, and the velocity there is exactly v0·(1 − q);
/// a decay that comes to rest first never crosses. A decay that starts outside the bounds hands
/// off at once, from where it is, to a spring toward the nearer bound. Value and velocity are
/// continuous at the hand-off. Pure in local time (PH-10). The rubber-band resistance while
/// dragging outside the bounds belongs to the drag, not to this value.
///
/// ```swift
/// import MotionPhysics
/// import MotionTween
///
/// let scroll = try BoundedDecayAnimation(
///   .normal, bounds: 0...1000, bounce: .standardDefaultSpatial, from: 900, velocity: 2000)
/// let handOff = scroll.handOffTime(from: AnimationSample(value: 0))  // ≈ 0.053 s, at 1000
/// ```
public struct BoundedDecayAnimation: Animation {
  /// The coasting phase (PH-7).
  public let decay: DecayAnimation<Double>
  /// The values the decay may not leave.
  public let bounds: ClosedRange<Double>
  /// The spring that takes over at a bound.
  public let bounce: SpringParameters
  /// The spring's rest displacement (PH-4).
  public let restDisplacement: Double
  /// The hand-off when the start is explicit (computed once), else `nil`.
  @usableFromInline var knownHandOff: HandOff?

  /// The instant of the hand-off after the start (infinity when there is none) and the spring
  /// that runs from then on.
  @usableFromInline
  struct HandOff {
    @usableFromInline let time: Double
    @usableFromInline let spring: SpringAnimation<Double>?
  }

  /// Creates a bounded decay, validating every field (PH-13).
  ///
  /// - Throws: `ParameterError` naming `bounds` when a bound is not finite, and
  ///   every field ``DecayAnimation`` and ``SpringAnimation`` validate.
  public init(
    _ parameters: DecayParameters, bounds: ClosedRange<Double>, bounce: SpringParameters,
    from: Double? = nil, velocity: Double? = nil, delay: Double = 0,
    restDisplacement: Double = SpringAnimation<Double>.defaultRestDisplacement,
    restVelocity: Double = DecayAnimation<Double>.defaultRestVelocity
  ) throws(ParameterError) {
    guard bounds.lowerBound.isFinite else {
      throw .outOfRange("bounds", bounds.lowerBound, expected: "finite")
    }
    guard bounds.upperBound.isFinite else {
      throw .outOfRange("bounds", bounds.upperBound, expected: "finite")
    }
    try checkThreshold(restDisplacement, "restDisplacement")
    decay = try DecayAnimation(
      parameters, from: from, velocity: velocity, delay: delay, restVelocity: restVelocity)
    self.bounds = bounds
    self.bounce = bounce
    self.restDisplacement = restDisplacement
    knownHandOff = nil
    if let from, let velocity {
      knownHandOff = handOff(from: AnimationSample(value: from, velocity: velocity))
    }
  }

  /// Always `nil`, as for ``SpringAnimation`` and ``DecayAnimation``: give the timeline to the
  /// interaction that runs the motion (`AnimationInteraction(scroll, timeline:)`, TL-R8…TL-R11).
  public var timeline: Timeline? { nil }

  /// The decay's delay.
  @inlinable
  public var startSeconds: Double { decay.delay }
  /// Whether the start is taken from what is showing (PH-6).
  @inlinable
  public var startsFromShowing: Bool { decay.startsFromShowing }

  /// The time after the start at which the decay hands off to the spring (PH-9): 0 when it
  /// starts outside the bounds, infinity when it comes to rest inside them.
  public func handOffTime(from showing: AnimationSample<Double>) -> Double {
    (knownHandOff ?? handOff(from: showing)).time
  }

  /// The local time the motion comes to rest: the decay's, or the spring's after a hand-off.
  public func endSeconds(from showing: AnimationSample<Double>) -> Double {
    let handOff = knownHandOff ?? handOff(from: showing)
    guard let spring = handOff.spring else { return decay.endSeconds(from: showing) }
    return spring.endSeconds(from: showing)
  }

  /// The decay before the hand-off, the spring from it on (PH-9, PH-10). O(1) and no
  /// allocation when the start is explicit.
  @inlinable
  public func sample(atLocalTime localTime: Double, from showing: AnimationSample<Double>)
    -> AnimationSample<Double>
  {
    let handOff = knownHandOff ?? handOff(from: showing)
    if let spring = handOff.spring, localTime >= spring.delay {
      return spring.sample(atLocalTime: localTime, from: showing)
    }
    return decay.sample(atLocalTime: localTime, from: showing)
  }

  /// Where and how the decay leaves its bounds, from its start.
  @usableFromInline
  func handOff(from showing: AnimationSample<Double>) -> HandOff {
    let start = decay.start(from: showing)
    let (x0, v0) = (start.value, start.velocity)
    func spring(at time: Double, from value: Double, velocity: Double, to bound: Double)
      -> SpringAnimation<Double>
    {
      SpringAnimation(
        unchecked: bounce, to: bound, from: value, velocity: velocity, delay: decay.delay + time,
        restDisplacement: restDisplacement, restVelocity: decay.restVelocity)
    }
    if x0 < bounds.lowerBound || x0 > bounds.upperBound {
      let bound = x0 < bounds.lowerBound ? bounds.lowerBound : bounds.upperBound
      return HandOff(time: 0, spring: spring(at: 0, from: x0, velocity: v0, to: bound))
    }
    guard v0 != 0 else { return HandOff(time: .infinity, spring: nil) }
    let bound = v0 > 0 ? bounds.upperBound : bounds.lowerBound
    let rate = decay.parameters.decayRate
    let q = (bound - x0) * rate / v0
    guard q < 1 else { return HandOff(time: .infinity, spring: nil) }
    let time = -log1p(-q) / rate
    guard time < decay.restTime(from: showing) else { return HandOff(time: .infinity, spring: nil) }
    return HandOff(
      time: time, spring: spring(at: time, from: bound, velocity: v0 * (1 - q), to: bound))
  }
}
