public import MotionStreams
public import MotionTimeline
public import MotionTween

/// A spring that carries a value to a destination: the damped harmonic oscillator of PH-1 as an
/// `Animation`, so a runtime runs it like a tween and a paused timeline scrubs it (PH-10).
///
/// The spring starts at ``startSeconds`` (its `delay`) from ``from`` with ``initialVelocity``;
/// either one left `nil` is taken from the value and velocity showing on the property at that
/// instant (``startsFromShowing``, PH-6). Its value at every later local time is the exact
/// closed form of ``SpringParameters/response(atTime:)`` (PH-1), per component for a
/// multi-dimensional value (PH-11). It comes to rest at the analytic settling time of
/// ``SpringParameters/settlingTime(offset:velocity:restDisplacement:restVelocity:)`` (PH-4):
/// from then on its value is exactly ``destination`` and its velocity zero, and that time is its
/// end for precedence (TW-15…TW-18). ``retargeted(to:atLocalTime:from:parameters:)`` changes
/// the destination or the physics mid-flight with continuous value and velocity (PH-5).
///
/// ```swift
/// import MotionPhysics
/// import MotionTween
///
/// let spring = try SpringAnimation(
///   .expressiveDefaultSpatial, to: 300.0, from: 0, velocity: 1200)
/// let early = spring.sample(atLocalTime: 0.1, from: AnimationSample(value: 0)).value
/// let end = spring.endSeconds(from: AnimationSample(value: 0))  // comes to rest
/// ```
public struct SpringAnimation<Value: Interpolatable>: Animation {
  /// The default rest displacement, 0.001 units (PH-4).
  public static var defaultRestDisplacement: Double { 0.001 }
  /// The default rest velocity, 0.01 units per second (PH-4).
  public static var defaultRestVelocity: Double { 0.01 }

  /// The spring's physics (PH-2, PH-3).
  public let parameters: SpringParameters
  /// The value the spring comes to rest at (`to`).
  public let destination: Value
  /// The start value, or `nil` to start from the value showing (PH-6).
  @inlinable
  public var from: Value? { explicitStart.givenValue }
  /// The start velocity in units per second, or `nil` to start with the velocity showing (PH-6).
  @inlinable
  public var initialVelocity: Value? { explicitStart.givenVelocity }
  /// The start as given (PH-6).
  @usableFromInline let explicitStart: ExplicitStart<Value>
  /// The local time the spring starts at, in seconds.
  public let delay: Double
  /// The largest distance from ``destination`` that counts as at rest (PH-4).
  public let restDisplacement: Double
  /// The largest speed that counts as at rest, in units per second (PH-4).
  public let restVelocity: Double
  /// Always `nil`: a physics value carries no timeline. To position and scrub it with one, give
  /// the timeline to the interaction that runs it (`AnimationInteraction(spring, timeline:)`,
  /// TL-R8…TL-R11). Storing a class reference here would make every copy of this generic value
  /// go through the type's value witnesses, doubling the cost of a sample.
  @inlinable
  public var timeline: Timeline? { nil }
  /// The settling time after the start when ``from`` and ``initialVelocity`` are both given
  /// (computed once); NaN otherwise.
  @usableFromInline let knownRestTime: Double

  /// Creates a spring toward `destination`, validating every field (PH-13).
  ///
  /// - Parameters:
  ///   - parameters: The physics, such as ``SpringParameters/standardDefaultSpatial``.
  ///   - destination: The value it comes to rest at.
  ///   - from: The start value; `nil` takes the value showing at the start (PH-6).
  ///   - velocity: The start velocity in units per second; `nil` takes the velocity showing.
  ///   - delay: The local time it starts at, in seconds (finite, not negative).
  ///   - restDisplacement: At rest within this distance of `destination` (PH-4).
  ///   - restVelocity: ... and below this speed (PH-4).
  /// - Throws: `ParameterError` naming `destination`, `from` or `velocity` when
  ///   a component is not finite, and `delay`, `restDisplacement` or `restVelocity` when negative
  ///   or not finite.
  public init(
    _ parameters: SpringParameters, to destination: Value, from: Value? = nil,
    velocity: Value? = nil, delay: Double = 0,
    restDisplacement: Double = defaultRestDisplacement,
    restVelocity: Double = defaultRestVelocity
  ) throws(ParameterError) {
    try checkFinite(destination, "destination")
    if let from { try checkFinite(from, "from") }
    if let velocity { try checkFinite(velocity, "velocity") }
    try checkTime(delay, "delay")
    try checkThreshold(restDisplacement, "restDisplacement")
    try checkThreshold(restVelocity, "restVelocity")
    self.init(
      unchecked: parameters, to: destination, from: from, velocity: velocity, delay: delay,
      restDisplacement: restDisplacement, restVelocity: restVelocity)
  }

  @inlinable
  init(
    unchecked parameters: SpringParameters, to destination: Value, from: Value?, velocity: Value?,
    delay: Double, restDisplacement: Double, restVelocity: Double
  ) {
    self.parameters = parameters
    self.destination = destination
    explicitStart = ExplicitStart(value: from, velocity: velocity)
    self.delay = delay
    self.restDisplacement = restDisplacement
    self.restVelocity = restVelocity
    if let from, let velocity {
      knownRestTime = parameters.settlingTime(
        offset: from - destination, velocity: velocity, restDisplacement: restDisplacement,
        restVelocity: restVelocity)
    } else {
      knownRestTime = .nan
    }
  }

  /// The spring's ``delay``: its first instant in effect.
  @inlinable
  public var startSeconds: Double { delay }

  /// Whether ``from`` or ``initialVelocity`` is left to the value showing at the start (PH-6).
  @inlinable
  public var startsFromShowing: Bool { explicitStart.takesShowing }

  /// The value and velocity the spring starts from, given what was showing at its start.
  @inlinable
  public func start(from showing: AnimationSample<Value>) -> AnimationSample<Value> {
    explicitStart.start(from: showing)
  }

  /// The settling time after the start (PH-4): computed once when the start is explicit, on
  /// each call (about a microsecond) when it is taken from `showing`.
  @inlinable
  public func restTime(from showing: AnimationSample<Value>) -> Double {
    if !knownRestTime.isNaN { return knownRestTime }
    let start = start(from: showing)
    return parameters.settlingTime(
      offset: start.value - destination, velocity: start.velocity,
      restDisplacement: restDisplacement, restVelocity: restVelocity)
  }

  /// The local time the spring comes to rest (PH-4): ``delay`` plus its settling time; infinity
  /// for an undamped spring that is not at rest.
  @inlinable
  public func endSeconds(from start: AnimationSample<Value>) -> Double {
    delay + restTime(from: start)
  }

  /// The value and velocity at `localTime` (PH-1, PH-10): the start value at zero velocity
  /// before ``delay``, the closed form while moving, exactly ``destination`` at zero velocity
  /// from the rest time on (PH-4). Pure; O(1) and no allocation when the start is explicit
  /// (see ``resolved(from:)``).
  @inlinable @inline(__always)
  public func sample(atLocalTime localTime: Double, from showing: AnimationSample<Value>)
    -> AnimationSample<Value>
  {
    let start = start(from: showing)
    let time = localTime - delay
    guard time >= 0 else { return AnimationSample(value: start.value) }
    // Compared as endSeconds computes it, so the sample at the end is exactly at rest.
    if localTime >= delay + restTime(from: showing) { return AnimationSample(value: destination) }
    if time == 0 { return start }
    let response = parameters.response(atTime: time)
    let offset = start.value - destination
    return AnimationSample(
      value: destination + offset.scaled(by: response.displacementFromOffset)
        + start.velocity.scaled(by: response.displacementFromVelocity),
      velocity: offset.scaled(by: response.velocityFromOffset)
        + start.velocity.scaled(by: response.velocityFromVelocity))
  }

  /// This spring with its start made explicit from what is showing, so that its rest time is
  /// computed once and sampling costs O(1): what a runtime should run once the spring starts.
  @inlinable
  public func resolved(from showing: AnimationSample<Value>) -> SpringAnimation {
    let start = start(from: showing)
    return SpringAnimation(
      unchecked: parameters, to: destination, from: start.value, velocity: start.velocity,
      delay: delay, restDisplacement: restDisplacement, restVelocity: restVelocity)
  }
}

/// Throws unless every component of `value` is finite.
@inlinable
func checkFinite<Value: Interpolatable>(_ value: Value, _ name: String) throws(ParameterError) {
  guard value.isFinite else {
    throw .outOfRange(name, value.magnitudeSquared.squareRoot(), expected: "finite")
  }
}

/// Throws unless `seconds` is finite and not negative.
func checkTime(_ seconds: Double, _ name: String) throws(ParameterError) {
  guard seconds.isFinite, seconds >= 0 else { throw .invalidParameter(name, seconds) }
}

/// Throws unless a rest threshold is finite and not negative.
func checkThreshold(_ value: Double, _ name: String) throws(ParameterError) {
  guard value.isFinite, value >= 0 else { throw .invalidParameter(name, value) }
}
