public import MotionStreams
public import MotionTimeline
public import MotionTween

#if canImport(Glibc)
  public import Glibc
#elseif canImport(Musl)
  public import Musl
#elseif canImport(Darwin)
  public import Darwin
#elseif canImport(ucrt)
  public import ucrt
#endif

/// A fling that coasts to a stop: the exponential decay of PH-7 as an `Animation`.
///
/// From ``delay`` on, the value moves as x(t) = x0 + (v0/λ)·(1 − e^(−λt)) with velocity
/// v0·e^(−λt), where λ is the ``parameters``' decay rate and x0, v0 are ``from`` and
/// ``initialVelocity`` (each taken from what is showing at the start when `nil`, PH-6). It comes
/// to rest when its speed falls to ``restVelocity``, at exactly t = ln(|v0| / restVelocity)/λ
/// (the speed of a multi-dimensional value is its Euclidean length, so every component is then
/// at rest too, PH-11), and holds the value it has then, at zero velocity. Pure in local time
/// (PH-10).
///
/// ```swift
/// import MotionPhysics
/// import MotionTween
///
/// let fling = try DecayAnimation(.normal, from: 0.0, velocity: 1000)
/// let coasted = fling.sample(atLocalTime: 0.5, from: AnimationSample(value: 0)).value  // ≈ 316
/// ```
public struct DecayAnimation<Value: Interpolatable>: Animation {
  /// The default rest velocity, 0.01 units per second (as for springs, PH-4).
  public static var defaultRestVelocity: Double { 0.01 }

  /// The rate of slow-down (PH-7).
  public let parameters: DecayParameters
  /// The start value, or `nil` to start from the value showing (PH-6).
  @inlinable
  public var from: Value? { explicitStart.givenValue }
  /// The start velocity in units per second, or `nil` to start with the velocity showing.
  @inlinable
  public var initialVelocity: Value? { explicitStart.givenVelocity }
  /// The start as given (PH-6).
  @usableFromInline let explicitStart: ExplicitStart<Value>
  /// The local time the decay starts at, in seconds.
  public let delay: Double
  /// The speed at and below which the decay is at rest, in units per second.
  public let restVelocity: Double
  /// Always `nil`: a physics value carries no timeline. To position and scrub it with one, give
  /// the timeline to the interaction that runs it (`AnimationInteraction(decay, timeline:)`,
  /// TL-R8…TL-R11). Storing a class reference here would make every copy of this generic value
  /// go through the type's value witnesses, doubling the cost of a sample.
  @inlinable
  public var timeline: Timeline? { nil }

  /// Creates a decay, validating every field (PH-13).
  ///
  /// - Throws: `ParameterError` naming `from` or `velocity` when a component is
  ///   not finite, and `delay` or `restVelocity` when negative or not finite.
  public init(
    _ parameters: DecayParameters, from: Value? = nil, velocity: Value? = nil, delay: Double = 0,
    restVelocity: Double = defaultRestVelocity
  ) throws(ParameterError) {
    if let from { try checkFinite(from, "from") }
    if let velocity { try checkFinite(velocity, "velocity") }
    try checkTime(delay, "delay")
    try checkThreshold(restVelocity, "restVelocity")
    self.parameters = parameters
    explicitStart = ExplicitStart(value: from, velocity: velocity)
    self.delay = delay
    self.restVelocity = restVelocity
  }

  /// The decay's ``delay``: its first instant in effect.
  @inlinable
  public var startSeconds: Double { delay }

  /// Whether ``from`` or ``initialVelocity`` is left to what is showing at the start (PH-6).
  @inlinable
  public var startsFromShowing: Bool { explicitStart.takesShowing }

  /// The value and velocity the decay starts from, given what was showing at its start.
  @inlinable
  public func start(from showing: AnimationSample<Value>) -> AnimationSample<Value> {
    explicitStart.start(from: showing)
  }

  /// The time after the start when the speed reaches ``restVelocity``: ln(|v0|/restVelocity)/λ,
  /// 0 if it starts at or below it, infinity for a rest velocity of 0 (PH-7).
  @inlinable
  public func restTime(from showing: AnimationSample<Value>) -> Double {
    let speed = start(from: showing).velocity.magnitudeSquared.squareRoot()
    guard speed > restVelocity else { return 0 }
    return log(speed / restVelocity) / parameters.decayRate
  }

  /// The local time the decay comes to rest: ``delay`` plus ``restTime(from:)``.
  @inlinable
  public func endSeconds(from start: AnimationSample<Value>) -> Double {
    delay + restTime(from: start)
  }

  /// The value and velocity at `localTime` (PH-7, PH-10): the start value at zero velocity
  /// before ``delay``, the decay while moving, and the value at the rest time, at zero velocity,
  /// from then on. O(1), no allocation.
  @inlinable
  public func sample(atLocalTime localTime: Double, from showing: AnimationSample<Value>)
    -> AnimationSample<Value>
  {
    let start = start(from: showing)
    let time = localTime - delay
    guard time >= 0 else { return AnimationSample(value: start.value) }
    let rate = parameters.decayRate
    let rest = restTime(from: showing)
    if localTime >= delay + rest {  // as endSeconds computes it
      let travelled = -expm1(-rate * rest) / rate
      return AnimationSample(value: start.value + start.velocity.scaled(by: travelled))
    }
    let travelled = -expm1(-rate * time) / rate
    return AnimationSample(
      value: start.value + start.velocity.scaled(by: travelled),
      velocity: start.velocity.scaled(by: exp(-rate * time)))
  }
}
