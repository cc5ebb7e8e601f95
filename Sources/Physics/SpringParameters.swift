public import MotionStreams

/// The physics of a spring: mass, stiffness and damping of the damped harmonic oscillator
/// m·x″ + c·x′ + k·(x − to) = 0 (PH-1), in any of the equivalent parametrisations of PH-2.
///
/// Every initializer converts exactly to (mass, stiffness, damping) and validates (PH-13); the
/// derived quantities (``naturalFrequency``, ``dampingRatio``, ``duration``, ``bounce``,
/// ``response``) convert back, so the parametrisations round-trip to the last few bits.
/// Material 3's motion scheme is provided as named springs (PH-3): ``standardDefaultSpatial``
/// and the others in <doc:ChoosingASpring>.
///
/// ```swift
/// let snappy = try SpringParameters(duration: 0.4, bounce: 0.2)  // SwiftUI's .snappy
/// let ratio = snappy.dampingRatio  // 0.8
/// let same = try SpringParameters(stiffness: snappy.stiffness, damping: snappy.damping)
/// ```
///
/// The time-dependent solution is ``response(atTime:)``; a ``SpringAnimation`` runs it on a value.
public struct SpringParameters: Hashable, Sendable {
  /// The mass m, finite and positive (1 unless given).
  public let mass: Double
  /// The stiffness k, finite and positive.
  public let stiffness: Double
  /// The damping coefficient c, finite and not negative (0 never comes to rest).
  public let damping: Double

  /// ω = √(k/m), in radians per second: the undamped angular frequency.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  /// ζ = c / (2·√(k·m)): below 1 the spring overshoots and oscillates, at 1 it is critically
  /// damped, above 1 it creeps (PH-1).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  // Derived once, for sampling and settling (computed, not stored, above: a spring is copied
  // with every animation value, and past 128 bytes a copy is a `memcpy` call).
  /// ρ, the rate of the slowest exponential in the solution, per second: ζω below critical
  /// damping, −r₁ = ω²/(ζω + ωh) (the slow root, computed without cancellation) at or above it.
  /// Zero for an undamped spring, which never comes to rest.
  @usableFromInline let envelopeRate: Double
  /// 1/ρ (infinity for an undamped spring).
  @usableFromInline let inverseEnvelopeRate: Double
  /// κ, the rate in B′(t): ζω below critical damping, −r₂ = ζω + ωh (the fast root) at or above.
  @usableFromInline let counterRate: Double
  /// ωd = ω·√(1 − ζ²) below critical damping, ωh = ω·√(ζ² − 1) at or above it.
  @usableFromInline let splitFrequency: Double
  /// L = 1/ωd below critical damping, 1/(2ωh) at or above it: the largest value the sine or
  /// `expm1` factor of ``response(atTime:)`` reaches, stored so that sampling multiplies instead
  /// of dividing. Infinity when the split frequency is 0.
  @usableFromInline let sineBound: Double
  /// ω² = k/m.
  @usableFromInline let omegaSquared: Double
  /// Whether ζ < 1 (oscillating).
  @usableFromInline let isUnderdamped: Bool

  /// A spring from its stiffness, damping coefficient and mass (PH-2's first form).
  ///
  /// - Throws: `ParameterError.outOfRange` naming `stiffness` or
  ///   `mass` when not finite and positive; `ParameterError.invalidParameter`
  ///   naming `damping` when negative or not finite (PH-13).
  public init(stiffness: Double, damping: Double, mass: Double = 1) throws(ParameterError) {
    try Self.checkPositive(stiffness, "stiffness")
    try Self.checkPositive(mass, "mass")
    guard damping.isFinite, damping >= 0 else { throw .invalidParameter("damping", damping) }
    self.init(uncheckedMass: mass, stiffness: stiffness, damping: damping)
  }

  /// A spring from its stiffness, damping ratio ζ and mass: c = 2ζ·√(k·m) (PH-2).
  ///
  /// - Throws: `ParameterError` naming `stiffness`, `mass` (finite and
  ///   positive) or `dampingRatio` (finite, not negative) (PH-13).
  public init(stiffness: Double, dampingRatio: Double, mass: Double = 1) throws(ParameterError) {
    try Self.checkPositive(stiffness, "stiffness")
    try Self.checkPositive(mass, "mass")
    try Self.checkRatio(dampingRatio)
    self.init(
      uncheckedMass: mass, stiffness: stiffness,
      damping: 2 * dampingRatio * (stiffness * mass).squareRoot())
  }

  /// A spring as SwiftUI and Flutter describe it, with mass 1 (PH-2): the perceptual `duration`
  /// d in seconds (k = (2π/d)²) and the `bounce` b in (−1, 1): 0 is critically damped, positive
  /// bounces (c = 4π(1 − b)/d, ζ = 1 − b), negative is over-damped (c = 4π/(d·(1 + b)),
  /// ζ = 1/(1 + b)).
  ///
  /// - Throws: `ParameterError.outOfRange` naming `duration`
  ///   (finite and positive) or `bounce` (in (−1, 1)) (PH-13).
  public init(duration: Double, bounce: Double = 0) throws(ParameterError) {
    try Self.checkPositive(duration, "duration")
    guard bounce > -1, bounce < 1 else {
      throw .outOfRange("bounce", bounce, expected: "in (-1, 1)")
    }
    let twoPi = 2 * Double.pi
    let damping =
      bounce >= 0 ? 2 * twoPi * (1 - bounce) / duration : 2 * twoPi / (duration * (1 + bounce))
    let root = twoPi / duration
    self.init(uncheckedMass: 1, stiffness: root * root, damping: damping)
  }

  /// A spring from its `response` r in seconds (the period of the undamped oscillation,
  /// k = (2π/r)²) and damping ratio ζ (c = 4πζ/r), with mass 1: SwiftUI's older form (PH-2).
  ///
  /// - Throws: `ParameterError` naming `response` (finite and positive) or
  ///   `dampingRatio` (finite, not negative) (PH-13).
  public init(response: Double, dampingRatio: Double) throws(ParameterError) {
    try Self.checkPositive(response, "response")
    try Self.checkRatio(dampingRatio)
    let root = 2 * Double.pi / response
    self.init(uncheckedMass: 1, stiffness: root * root, damping: 2 * root * dampingRatio)
  }

  /// The perceptual duration 2π/ω = 2π·√(m/k), in seconds: the `duration` of
  /// ``init(duration:bounce:)`` (and, being the same quantity, the `response` of
  /// ``init(response:dampingRatio:)``).
  public var duration: Double { 2 * Double.pi / naturalFrequency }

  /// The bounce of ``init(duration:bounce:)``: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// The response of ``init(response:dampingRatio:)``, 2π/ω in seconds (equal to ``duration``).
  public var response: Double { duration }

  /// The spring without validation, deriving every coefficient once.
  @usableFromInline
  init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    omegaSquared = stiffness / mass
    isUnderdamped = zeta < 1
    // (1 − ζ)(1 + ζ) has no cancellation: 1 − ζ is exact for ζ in [0.5, 2] (Sterbenz).
    let split = omega * abs((1 - zeta) * (1 + zeta)).squareRoot()
    splitFrequency = split
    let rate: Double
    if zeta < 1 {
      rate = zeta * omega
      counterRate = rate
      sineBound = 1 / split
    } else {
      rate = stiffness / mass / (zeta * omega + split)
      counterRate = zeta * omega + split
      sineBound = 1 / (2 * split)
    }
    envelopeRate = rate
    inverseEnvelopeRate = 1 / rate
  }

  static func checkPositive(_ value: Double, _ name: String) throws(ParameterError) {
    guard value.isFinite, value > 0 else {
      throw .outOfRange(name, value, expected: "finite and positive")
    }
  }

  static func checkRatio(_ ratio: Double) throws(ParameterError) {
    guard ratio.isFinite, ratio >= 0 else { throw .invalidParameter("dampingRatio", ratio) }
  }
}
