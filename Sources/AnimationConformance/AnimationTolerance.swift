public import MotionStreams

/// How closely ``AnimationConformance`` compares what an animation reports with what it shows.
///
/// Only the velocity check and the hand-off compare numbers within a tolerance; every other
/// check compares bit for bit.
///
/// ```swift
/// import MotionAnimationConformance
/// import MotionTween
///
/// let loose = try AnimationTolerance(velocity: 1e-3)  // for a Float-valued animation, say
/// let failures = AnimationConformance.check(fade, starts: starts, tolerance: loose)
/// ```
public struct AnimationTolerance: Hashable, Sendable {
  /// The derivative's step `h`, as a fraction of the motion's sampled length (end − start, or
  /// ``horizon``); 2⁻²⁰ by default.
  public let derivativeStep: Double
  /// The largest difference between the reported velocity and the value's difference
  /// quotient, as a fraction of the motion's speed scale; 10⁻⁴ by default (PH-6).
  public let velocity: Double
  /// The largest difference between what a motion starts from and what it was handed, as a
  /// fraction of their scale; 10⁻⁹ by default: rounding, never a jump (TW-6, PH-6).
  public let handOff: Double
  /// The seconds sampled of a motion that never ends (an endless end time); 10 by default.
  public let horizon: Double
  /// The instants sampled across the motion's length; 64 by default.
  public let samples: Int

  /// The defaults, for animations of `Double` components.
  public static let standard = AnimationTolerance(
    checkedStep: 0x1p-20, velocity: 1e-4, handOff: 1e-9, horizon: 10, samples: 64)

  /// Creates a tolerance; each argument left out takes its ``standard`` value.
  ///
  /// - Throws: `ParameterError` naming the field when `derivativeStep` is not in (0, 0.01],
  ///   `velocity` or `handOff` is negative or not finite, `horizon` is not finite and
  ///   positive, or `samples` is below 2 or above 100 000.
  public init(
    derivativeStep: Double = standard.derivativeStep, velocity: Double = standard.velocity,
    handOff: Double = standard.handOff, horizon: Double = standard.horizon,
    samples: Int = standard.samples
  ) throws(ParameterError) {
    guard derivativeStep > 0, derivativeStep <= 0.01 else {
      throw .outOfRange("derivativeStep", derivativeStep, expected: "in (0, 0.01]")
    }
    guard velocity.isFinite, velocity >= 0 else { throw .invalidParameter("velocity", velocity) }
    guard handOff.isFinite, handOff >= 0 else { throw .invalidParameter("handOff", handOff) }
    guard horizon.isFinite, horizon > 0 else {
      throw .outOfRange("horizon", horizon, expected: "finite and positive")
    }
    guard samples >= 2, samples <= 100_000 else {
      throw .outOfRange("samples", Double(samples), expected: "in 2...100000")
    }
    self.init(
      checkedStep: derivativeStep, velocity: velocity, handOff: handOff, horizon: horizon,
      samples: samples)
  }

  private init(
    checkedStep: Double, velocity: Double, handOff: Double, horizon: Double, samples: Int
  ) {
    derivativeStep = checkedStep
    self.velocity = velocity
    self.handOff = handOff
    self.horizon = horizon
    self.samples = samples
  }
}
