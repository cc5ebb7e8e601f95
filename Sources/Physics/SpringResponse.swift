#if canImport(Glibc)
  public import Glibc
#elseif canImport(Musl)
  public import Musl
#elseif canImport(Darwin)
  public import Darwin
#elseif canImport(ucrt)
  public import ucrt
#endif

/// The spring's solution at one time, as four scalars (PH-1, PH-11).
///
/// The oscillator equation is linear, so a spring started `d0 = from − to` away from its
/// destination with velocity `v0` is, at time t,
///
///     x(t) − to = displacementFromOffset · d0 + displacementFromVelocity · v0
///     v(t)      = velocityFromOffset     · d0 + velocityFromVelocity     · v0
///
/// whatever the value's dimension: every component of a `Point`, `Color` or SIMD value is its own
/// oscillator with the same coefficients.
public struct SpringResponse: Hashable, Sendable {
  /// A(t): how much of the initial offset remains (1 at t = 0).
  public var displacementFromOffset: Double
  /// B(t): the displacement one unit of initial velocity has caused (0 at t = 0).
  public var displacementFromVelocity: Double
  /// A′(t) = −ω²·B(t).
  public var velocityFromOffset: Double
  /// B′(t): how much of the initial velocity remains (1 at t = 0).
  public var velocityFromVelocity: Double

  /// Creates a response from its four coefficients.
  @inlinable
  public init(
    displacementFromOffset: Double, displacementFromVelocity: Double,
    velocityFromOffset: Double, velocityFromVelocity: Double
  ) {
    self.displacementFromOffset = displacementFromOffset
    self.displacementFromVelocity = displacementFromVelocity
    self.velocityFromOffset = velocityFromOffset
    self.velocityFromVelocity = velocityFromVelocity
  }
}

extension SpringParameters {
  /// The exact closed-form solution at `time` seconds after the start (PH-1), in every regime.
  ///
  /// - Under-damped (ζ < 1): with a = ζω, ωd = ω√(1 − ζ²) and S = sin(ωd·t)/ωd,
  ///   A = e^(−at)(cos(ωd·t) + a·S), B = e^(−at)·S, B′ = e^(−at)(cos(ωd·t) − a·S).
  /// - Critically and over-damped (ζ ≥ 1): with the roots r₁ = −ω²/(ζω + ωh) (slow) and
  ///   r₂ = −(ζω + ωh) (fast), ωh = ω√(ζ² − 1) and g = −expm1(−2ωh·t)/(2ωh) (g = t when ωh = 0),
  ///   A = e^(r₁t)(1 − r₁g), B = e^(r₁t)·g, B′ = e^(r₁t)(1 + r₂g).
  ///
  /// Neither form subtracts nearly equal numbers: sin(ωd·t)/ωd and expm1(x)/x stay accurate as
  /// ωd or ωh go to 0, and both tend to the critically damped e^(−ωt)(1 + ωt), so the accuracy
  /// holds for damping ratios within 1e-12 of 1 on either side. A′ = −ω²·B in both. O(1): one
  /// exponential and one sine and cosine (or one `expm1`), no allocation.
  @inlinable
  public func response(atTime time: Double) -> SpringResponse {
    let omegaSquared = naturalFrequency * naturalFrequency
    if isUnderdamped {
      let envelope = exp(-decayRate * time)
      let angle = splitFrequency * time
      let (sinAngle, cosine) = sineCosine(angle)
      let sine = splitFrequency == 0 ? time : sinAngle / splitFrequency
      let b = envelope * sine
      return SpringResponse(
        displacementFromOffset: envelope * (cosine + decayRate * sine),
        displacementFromVelocity: b,
        velocityFromOffset: -omegaSquared * b,
        velocityFromVelocity: envelope * (cosine - decayRate * sine))
    }
    let envelope = exp(slowRoot * time)
    let g = splitFrequency == 0 ? time : -expm1(-2 * splitFrequency * time) / (2 * splitFrequency)
    let b = envelope * g
    return SpringResponse(
      displacementFromOffset: envelope * (1 - slowRoot * g),
      displacementFromVelocity: b,
      velocityFromOffset: -omegaSquared * b,
      velocityFromVelocity: envelope * (1 + fastRoot * g))
  }

  /// The rate of the slowest exponential in the solution, per second: ζω below critical damping,
  /// −r₁ at or above it. Zero for an undamped spring (which never comes to rest).
  @inlinable
  var envelopeRate: Double { isUnderdamped ? decayRate : -slowRoot }

  /// The largest value |S| (or g) can reach: 1/ωd or 1/(2ωh); infinity when ωd or ωh is 0.
  @inlinable
  var sineBound: Double { isUnderdamped ? 1 / splitFrequency : 1 / (2 * splitFrequency) }
}
