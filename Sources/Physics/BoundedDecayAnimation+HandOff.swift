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

extension BoundedDecayAnimation {
  /// Where each component of `decay`, started from `showing`, leaves its bounds (PH-9).
  ///
  /// A component outside its bounds at the start hands off at once, from where it is, toward
  /// the nearer bound. One inside moving toward a bound reaches it when
  /// (v0/λ)(1 − e^(−λt)) = bound − x0, at t = −log1p(−q)/λ with q = (bound − x0)·λ/v0 < 1,
  /// with velocity v0·(1 − q) there, provided that is before the decay comes to rest; its
  /// spring then starts at the bound. Each spring's end is its start plus its settling time
  /// (PH-4) for that component alone. The other components coast until the speed of their part
  /// of the velocity falls to the rest velocity, ln(speed/restVelocity)/λ, as the decay's own
  /// rest time is computed.
  @usableFromInline
  static func handOffs(
    decay: DecayAnimation<Value>, lowerBound: Value, upperBound: Value, bounce: SpringParameters,
    restDisplacement: Double, from showing: AnimationSample<Value>
  ) -> HandOffs {
    let start = decay.start(from: showing)
    let rate = decay.parameters.decayRate
    let restTime = decay.restTime(from: showing)
    var handOffs = HandOffs(
      times: .zero, targets: .zero, starts: .zero, velocities: .zero, ends: .zero,
      first: .infinity, coastingRest: 0, end: -.infinity)
    var coasting = start.velocity  // the velocity of the components that stay inside
    for component in 0..<Value.componentCount {
      let (x0, v0) = (start.value[component: component], start.velocity[component: component])
      let (lower, upper) = (lowerBound[component: component], upperBound[component: component])
      var time = Double.infinity
      var target = 0.0
      var from = 0.0
      var velocity = 0.0
      if x0 < lower || x0 > upper {
        (time, target, from, velocity) = (0, x0 < lower ? lower : upper, x0, v0)
      } else if v0 != 0 {
        let bound = v0 > 0 ? upper : lower
        let q = (bound - x0) * rate / v0
        if q < 1 {
          let crossing = -log1p(-q) / rate
          if crossing < restTime {
            (time, target, from, velocity) = (crossing, bound, bound, v0 * (1 - q))
          }
        }
      }
      handOffs.times[component: component] = time
      handOffs.targets[component: component] = target
      handOffs.starts[component: component] = from
      handOffs.velocities[component: component] = velocity
      guard time < .infinity else { continue }
      coasting[component: component] = 0
      let springStart = decay.delay + time
      let end =
        springStart
        + bounce.settlingTime(
          offset: from - target, velocity: velocity, restDisplacement: restDisplacement,
          restVelocity: decay.restVelocity)
      handOffs.ends[component: component] = end
      handOffs.first = min(handOffs.first, time)
      handOffs.end = max(handOffs.end, end)
    }
    let speed = coasting.magnitudeSquared.squareRoot()
    if speed > decay.restVelocity { handOffs.coastingRest = log(speed / decay.restVelocity) / rate }
    if handOffs.first == .infinity || speed > 0 {
      handOffs.end = max(handOffs.end, decay.delay + handOffs.coastingRest)
    }
    return handOffs
  }
}
