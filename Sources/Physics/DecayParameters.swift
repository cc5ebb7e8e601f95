public import MotionStreams
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

/// How fast a fling slows down: the exponential decay v(t) = v0·e^(−λt) of PH-7, with
/// projection (where it would stop) and snapping (PH-8).
///
/// λ, the ``decayRate``, is given in either of the two forms platforms use: UIKit's per-millisecond
/// deceleration rate r (velocity is multiplied by r every millisecond, λ = −1000·ln r;
/// ``normal`` is 0.998, ``fast`` 0.99) or Android's friction multiplier f (λ = 4.2·f, ``android``
/// is f = 1).
///
/// ```swift
/// let decay = DecayParameters.normal
/// let stop = decay.project(value: 100.0, velocity: 1000)  // 599.5: where a 1000 pt/s fling stops
/// ```
public struct DecayParameters: Hashable, Sendable {
  /// λ, the exponential rate of slow-down, per second (finite and positive).
  public let decayRate: Double

  /// A decay from UIKit's per-millisecond deceleration rate r: λ = −1000·ln r (PH-7).
  ///
  /// - Throws: `ParameterError.outOfRange` naming
  ///   `decelerationRate` outside (0, 1) (PH-13).
  public init(decelerationRate: Double) throws(ParameterError) {
    guard decelerationRate > 0, decelerationRate < 1 else {
      throw .outOfRange("decelerationRate", decelerationRate, expected: "in (0, 1)")
    }
    self.init(uncheckedRate: -1000 * log(decelerationRate))
  }

  /// A decay from Android's friction multiplier f: λ = 4.2·f (PH-7); f = 1 is Android's
  /// default fling.
  ///
  /// - Throws: `ParameterError.outOfRange` naming `friction`
  ///   when not finite and positive (PH-13).
  public init(friction: Double) throws(ParameterError) {
    try SpringParameters.checkPositive(friction, "friction")
    self.init(uncheckedRate: 4.2 * friction)
  }

  /// A decay from its rate λ per second.
  ///
  /// - Throws: `ParameterError.outOfRange` naming `decayRate`
  ///   when not finite and positive (PH-13).
  public init(decayRate: Double) throws(ParameterError) {
    try SpringParameters.checkPositive(decayRate, "decayRate")
    self.init(uncheckedRate: decayRate)
  }

  init(uncheckedRate: Double) { decayRate = uncheckedRate }

  /// UIKit's `UIScrollView.DecelerationRate.normal`: r = 0.998 per millisecond (λ ≈ 2.002).
  public static let normal = DecayParameters(uncheckedRate: -1000 * log(0.998))
  /// UIKit's `UIScrollView.DecelerationRate.fast`: r = 0.99 per millisecond (λ ≈ 10.05).
  public static let fast = DecayParameters(uncheckedRate: -1000 * log(0.99))
  /// Android's default fling friction, f = 1 (λ = 4.2).
  public static let android = DecayParameters(uncheckedRate: 4.2)

  /// The per-millisecond deceleration rate r = e^(−λ/1000).
  public var decelerationRate: Double { exp(-decayRate / 1000) }

  /// Android's friction multiplier f = λ/4.2.
  public var friction: Double { decayRate / 4.2 }

  /// Where a decay from `value` at `velocity` comes to a stop, x0 + v0/λ (PH-8), in the
  /// continuous form.
  ///
  /// The often quoted geometric sum (v0/1000)·r/(1 − r) is the same decay stepped once per
  /// millisecond (each step moves v/1000 and multiplies v by r): since 1/(−ln r) =
  /// 1/(1 − r) − 1/2 − (1 − r)/12 − …, it travels about v0/2000 less (half a millisecond of the
  /// initial speed). For r = 0.998 and 1000 units/s: 499.5 continuous, 499.0 discrete.
  @inlinable
  public func project<Value: Interpolatable>(value: Value, velocity: Value) -> Value {
    value + velocity.scaled(by: 1 / decayRate)
  }
}

/// Where a fling from `value` at `velocity` stops with the per-millisecond
/// `decelerationRate` (PH-8): x0 + v0/λ with λ = −1000·ln r; see
/// ``DecayParameters/project(value:velocity:)``.
///
/// - Throws: `ParameterError.outOfRange` naming
///   `decelerationRate` outside (0, 1) (PH-13).
public func project(value: Double, velocity: Double, decelerationRate: Double)
  throws(ParameterError) -> Double
{
  try DecayParameters(decelerationRate: decelerationRate).project(value: value, velocity: velocity)
}
