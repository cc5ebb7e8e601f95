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

/// A fling that bounces at its bounds, as a scroll view does (PH-9): a ``DecayAnimation`` that,
/// at the exact instant one of its components would cross that component's bound, hands that
/// component off to a spring toward the bound, started with the decay's velocity there (PH-6).
///
/// Each component is bounded on its own (PH-11): a `Point` flung toward the right edge of its
/// bounds hands off its x at the instant x reaches the edge, while y coasts on until it comes to
/// rest or reaches its own bound. Every component slows down by the same e^(−λt). The decay
/// decides which components reach a bound: those that get there before the whole value's speed
/// falls to ``DecayAnimation/restVelocity``. The others, the coasting components, stop when
/// their own speed (the length of the velocity's coasting components) falls to it: a motion
/// that touches no bound is exactly ``decay``, and a coordinate that bounced does not keep the
/// others moving.
///
/// A component's crossing time solves x0 + (v0/λ)(1 − e^(−λt)) = bound in closed form,
/// t = −log1p(−q)/λ with q = (bound − x0)·λ/v0, and its velocity there is exactly v0·(1 − q); a
/// decay that stops first never crosses. A component that starts outside its bounds hands off
/// at once, from where it is, to a spring toward the nearer bound. Value and velocity are
/// continuous at every hand-off. Each component's spring comes to rest on its bound by its own
/// analytic settling time (PH-4), after which it is exactly the bound at zero velocity; the
/// motion rests when every component does. Pure in local time (PH-10). The rubber-band
/// resistance while dragging outside the bounds belongs to the drag, not to this value.
///
/// ```swift
/// import MotionPhysics
/// import MotionStreams
/// import MotionTween
///
/// let scroll = try BoundedDecayAnimation(
///   .normal, bounds: 0...1000, bounce: .standardDefaultSpatial, from: 900, velocity: 2000)
/// let handOff = scroll.handOffTime(from: AnimationSample(value: 0))  // ≈ 0.053 s, at 1000
/// let card = try BoundedDecayAnimation(
///   .normal, bounds: Rect(x: 0, y: 0, width: 320, height: 480),
///   bounce: .standardDefaultSpatial, from: Point(x: 300, y: 200), velocity: Point(x: 900, y: -50))
/// ```
public struct BoundedDecayAnimation<Value: ComponentwiseInterpolatable>: Animation {
  /// The coasting phase (PH-7).
  public let decay: DecayAnimation<Value>
  /// The least value of each component.
  public let lowerBound: Value
  /// The greatest value of each component.
  public let upperBound: Value
  /// The spring that takes a component over at its bound.
  public let bounce: SpringParameters
  /// The springs' rest displacement, per component (PH-4); their rest velocity is the decay's.
  public let restDisplacement: Double
  /// The hand-offs when the start is explicit (computed once); not read otherwise.
  @usableFromInline let knownHandOffs: HandOffs
  /// Whether ``knownHandOffs`` holds (the start is explicit).
  @usableFromInline let hasKnownStart: Bool

  /// Where each component leaves the decay, and the springs that run from then on.
  @usableFromInline
  struct HandOffs {
    /// Per component: the time after the start of its hand-off; infinity when it has none.
    @usableFromInline var times: Value
    /// Per component: the bound its spring comes to rest at.
    @usableFromInline var targets: Value
    /// Per component: the spring's start value and velocity.
    @usableFromInline var starts: Value
    @usableFromInline var velocities: Value
    /// Per component: the local time its spring comes to rest (its start plus its settling time).
    @usableFromInline var ends: Value
    /// The earliest hand-off time after the start; infinity when there is none.
    @usableFromInline var first: Double
    /// The time after the start at which the coasting components come to rest: the decay's rest
    /// time for their part of the velocity (0 when none coasts).
    @usableFromInline var coastingRest: Double
    /// The local time the whole motion comes to rest.
    @usableFromInline var end: Double
  }

  /// Creates a bounded decay, validating every field (PH-13).
  ///
  /// - Parameters:
  ///   - parameters: The coasting phase's rate of slow-down.
  ///   - lowerBound: The least value of each component.
  ///   - upperBound: The greatest value of each component (each at least its lower bound).
  ///   - bounce: The spring that takes a component over at its bound.
  ///   - from: The start value; `nil` takes the value showing at the start (PH-6).
  ///   - velocity: The start velocity; `nil` takes the velocity showing at the start.
  ///   - delay: The local time it starts at, in seconds.
  ///   - restDisplacement: A bound's spring is at rest within this distance of it (PH-4).
  ///   - restVelocity: The decay, and the springs, are at rest below this speed.
  /// - Throws: `ParameterError` naming `bounds` when a bound is not finite or a lower bound
  ///   exceeds its upper bound, and every field ``DecayAnimation`` and ``SpringAnimation``
  ///   validate.
  public init(
    _ parameters: DecayParameters, lowerBound: Value, upperBound: Value,
    bounce: SpringParameters, from: Value? = nil, velocity: Value? = nil, delay: Double = 0,
    restDisplacement: Double = SpringAnimation<Value>.defaultRestDisplacement,
    restVelocity: Double = DecayAnimation<Value>.defaultRestVelocity
  ) throws(ParameterError) {
    for component in 0..<Value.componentCount {
      let (lower, upper) = (lowerBound[component: component], upperBound[component: component])
      guard lower.isFinite else { throw .outOfRange("bounds", lower, expected: "finite") }
      guard upper.isFinite else { throw .outOfRange("bounds", upper, expected: "finite") }
      guard lower <= upper else {
        throw .outOfRange("bounds", upper, expected: "at least the lower bound \(lower)")
      }
    }
    try checkThreshold(restDisplacement, "restDisplacement")
    decay = try DecayAnimation(
      parameters, from: from, velocity: velocity, delay: delay, restVelocity: restVelocity)
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.bounce = bounce
    self.restDisplacement = restDisplacement
    hasKnownStart = !decay.startsFromShowing
    knownHandOffs =
      hasKnownStart
      ? Self.handOffs(
        decay: decay, lowerBound: lowerBound, upperBound: upperBound, bounce: bounce,
        restDisplacement: restDisplacement, from: AnimationSample(value: .zero))
      : HandOffs(
        times: .zero, targets: .zero, starts: .zero, velocities: .zero, ends: .zero, first: 0,
        coastingRest: 0, end: 0)
  }

  /// Always `nil`, as for ``SpringAnimation`` and ``DecayAnimation``: give the timeline to the
  /// interaction that runs the motion (`AnimationInteraction(scroll, timeline:)`, TL-R8…TL-R11).
  @inlinable
  public var timeline: Timeline? { nil }

  /// The decay's delay.
  @inlinable
  public var startSeconds: Double { decay.delay }
  /// Whether the start is taken from what is showing (PH-6).
  @inlinable
  public var startsFromShowing: Bool { decay.startsFromShowing }

  /// The earliest time after the start at which a component hands off to its spring (PH-9):
  /// 0 when one starts outside its bounds, infinity when every component comes to rest inside.
  @inlinable
  public func handOffTime(from showing: AnimationSample<Value>) -> Double {
    resolvedHandOffs(from: showing).first
  }

  /// Per component, the time after the start at which it hands off to its spring; infinity for
  /// a component that comes to rest inside its bounds.
  @inlinable
  public func handOffTimes(from showing: AnimationSample<Value>) -> Value {
    resolvedHandOffs(from: showing).times
  }

  /// The local time the motion comes to rest: the decay's when no component hands off, else
  /// the latest of the decay's (for the components that stay inside) and their springs'.
  @inlinable
  public func endSeconds(from showing: AnimationSample<Value>) -> Double {
    resolvedHandOffs(from: showing).end
  }

  /// The decay, with each component taken over by its spring from its hand-off on (PH-9,
  /// PH-10). O(components) and no allocation when the start is explicit.
  @inlinable
  public func sample(atLocalTime localTime: Double, from showing: AnimationSample<Value>)
    -> AnimationSample<Value>
  {
    let handOffs = resolvedHandOffs(from: showing)
    let start = decay.start(from: showing)
    let time = localTime - decay.delay
    guard time >= 0 else { return AnimationSample(value: start.value) }
    // The coasting components: the decay, held from their rest on (as `DecayAnimation` samples).
    let rate = decay.parameters.decayRate
    let moving = localTime < decay.delay + handOffs.coastingRest
    let travelled = -expm1(-rate * (moving ? time : handOffs.coastingRest)) / rate
    let slowing = exp(-rate * time)
    var sample = AnimationSample(
      value: start.value + start.velocity.scaled(by: travelled),
      velocity: moving ? start.velocity.scaled(by: slowing) : .zero)
    guard handOffs.first < .infinity else { return sample }
    for component in 0..<Value.componentCount {
      // The spring of this component starts here (as a `SpringAnimation`'s delay).
      let springStart = decay.delay + handOffs.times[component: component]
      guard localTime >= springStart else {
        if handOffs.times[component: component] < .infinity {
          // Still coasting toward its bound, which it reaches before the decay would stop.
          let (x0, v0) = (start.value[component: component], start.velocity[component: component])
          sample.value[component: component] = x0 + v0 * (-expm1(-rate * time) / rate)
          sample.velocity[component: component] = v0 * slowing
        }
        continue
      }
      let target = handOffs.targets[component: component]
      // Compared as the spring's end is computed, so it is exactly at rest from then on (PH-4).
      if localTime >= handOffs.ends[component: component] {
        sample.value[component: component] = target
        sample.velocity[component: component] = 0
        continue
      }
      let springTime = localTime - springStart
      let springFrom = handOffs.starts[component: component]
      let velocity = handOffs.velocities[component: component]
      if springTime == 0 {
        sample.value[component: component] = springFrom
        sample.velocity[component: component] = velocity
        continue
      }
      let offset = springFrom - target
      let response = bounce.response(atTime: springTime)
      sample.value[component: component] =
        target + offset * response.displacementFromOffset
        + velocity * response.displacementFromVelocity
      sample.velocity[component: component] =
        offset * response.velocityFromOffset + velocity * response.velocityFromVelocity
    }
    return sample
  }

  /// The hand-offs for a start from `showing`: computed once when the start is explicit.
  @inlinable
  func resolvedHandOffs(from showing: AnimationSample<Value>) -> HandOffs {
    if hasKnownStart { return knownHandOffs }
    return Self.handOffs(
      decay: decay, lowerBound: lowerBound, upperBound: upperBound, bounce: bounce,
      restDisplacement: restDisplacement, from: showing)
  }
}
