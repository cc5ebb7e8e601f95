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
  /// - Under-damped (ζ < 1): with ρ = ζω, ωd = ω√(1 − ζ²) and S = sin(ωd·t)/ωd,
  ///   A = e^(−ρt)(cos(ωd·t) + ρ·S), B = e^(−ρt)·S, B′ = e^(−ρt)(cos(ωd·t) − ρ·S).
  /// - Critically and over-damped (ζ ≥ 1): with the roots −ρ = r₁ = −ω²/(ζω + ωh) (slow) and
  ///   −κ = r₂ = −(ζω + ωh) (fast), ωh = ω√(ζ² − 1) and g = −expm1(−2ωh·t)/(2ωh) (g = t when
  ///   ωh = 0), A = e^(−ρt)(1 + ρ·g), B = e^(−ρt)·g, B′ = e^(−ρt)(1 − κ·g).
  ///
  /// Neither form subtracts nearly equal numbers: sin(ωd·t)/ωd and expm1(x)/x stay accurate as
  /// ωd or ωh go to 0, and both tend to the critically damped e^(−ωt)(1 + ωt), so the accuracy
  /// holds for damping ratios within 1e-12 of 1 on either side. A′ = −ω²·B in both. O(1): one
  /// exponential and one sine and cosine (or one `expm1`), no division, no allocation.
  @inlinable @inline(__always)
  public func response(atTime time: Double) -> SpringResponse {
    let envelope = exp(-envelopeRate * time)
    let factor: Double
    let lead: Double
    if isUnderdamped {
      let (sine, cosine) = sineCosine(splitFrequency * time)
      factor = splitFrequency == 0 ? time : sine * sineBound
      lead = cosine
    } else {
      factor =
        splitFrequency == 0 ? time : -expm1(-2 * splitFrequency * time) * sineBound
      lead = 1
    }
    let b = envelope * factor
    return SpringResponse(
      displacementFromOffset: envelope * (lead + envelopeRate * factor),
      displacementFromVelocity: b,
      velocityFromOffset: -omegaSquared * b,
      velocityFromVelocity: envelope * (lead - counterRate * factor))
  }
}
