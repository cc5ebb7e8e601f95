#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``PennerEasing`` prepared for sampling: its family, direction and constants, in a class so
/// that a tween segment reaches it through one unretained pointer (as it reaches a bezier's
/// solver). Immutable after `init`, hence `Sendable`.
@usableFromInline
final class PennerCurve: Sendable {
  enum Shape: UInt8 { case back, elastic, bounce }

  let shape: Shape
  let direction: EasingDirection
  /// Back: the overshoot of the formula (c1, or c2 = 1.525·c1 for in-out). Elastic: the
  /// amplitude a.
  let c: Double
  /// Elastic: the phase shift s = p/(2π)·asin(1/a).
  let shift: Double
  /// Elastic: the angular frequency ω = 2π/p.
  let omega: Double
  /// How far Penner's in formula misses 0 at 0 (elastic: −a·2⁻¹⁰·sin((−1 − s)·ω); 0 for back,
  /// about 1e-16 for bounce): the in curve subtracts `startMiss·(1 − x)`.
  let startMiss: Double
  /// How far Penner's out formula misses 1 at 1 (elastic: a·2⁻¹⁰·sin((1 − s)·ω)): the out
  /// curve subtracts `endMiss·x`.
  let endMiss: Double

  /// easings.net's bounce constants.
  static let n1 = 7.5625
  static let d1 = 2.75
  /// 10·ln 2, the elastic envelope's rate: d/dx 2^(10x) = 10·ln 2·2^(10x).
  static let envelopeRate = 10 * log(2.0)

  init(_ family: PennerEasing.Family, _ direction: EasingDirection) {
    self.direction = direction
    switch family {
    case .back(let overshoot):
      shape = .back
      c = direction == .easeInOut ? overshoot * 1.525 : overshoot
      (shift, omega) = (0, 0)
    case .elastic(let amplitude, let period):
      shape = .elastic
      c = amplitude
      shift = amplitude == 1 ? period / 4 : period / (2 * .pi) * asin(1 / amplitude)
      omega = 2 * .pi / period
    case .bounce:
      shape = .bounce
      (c, shift, omega) = (0, 0, 0)
    }
    startMiss = Self.rawIn(shape, c, shift, omega, 0)
    endMiss = Self.rawOut(shape, c, shift, omega, 1) - 1
  }

  /// The output at `x`: 0 at and below 0, 1 at and above 1, NaN for NaN.
  @usableFromInline
  func value(at x: Double) -> Double {
    guard x > 0 else { return x.isNaN ? x : 0 }
    guard x < 1 else { return 1 }
    switch direction {
    case .easeIn: return easeIn(x)
    case .easeOut: return easeOut(x)
    case .easeInOut: return x < 0.5 ? easeIn(2 * x) / 2 : (1 + easeOut(2 * x - 1)) / 2
    }
  }

  /// The exact derivative: the formula's inside (0, 1), its value at the nearer end outside.
  @usableFromInline
  func slope(at x: Double) -> Double {
    guard !x.isNaN else { return x }
    let x = min(max(x, 0), 1)
    switch direction {
    case .easeIn: return easeInSlope(x)
    case .easeOut: return easeOutSlope(x)
    case .easeInOut: return x < 0.5 ? easeInSlope(2 * x) : easeOutSlope(2 * x - 1)
    }
  }

  /// The in curve: Penner's formula less the straight line through its miss at 0, so that it
  /// is 0 at 0 and 1 at 1 and continuous there.
  private func easeIn(_ x: Double) -> Double {
    Self.rawIn(shape, c, shift, omega, x) - startMiss * (1 - x)
  }

  /// The out curve: Penner's formula less the straight line through its miss at 1.
  private func easeOut(_ x: Double) -> Double {
    Self.rawOut(shape, c, shift, omega, x) - endMiss * x
  }

  private func easeInSlope(_ x: Double) -> Double {
    Self.rawInSlope(shape, c, shift, omega, x) + startMiss
  }

  private func easeOutSlope(_ x: Double) -> Double {
    Self.rawOutSlope(shape, c, shift, omega, x) - endMiss
  }

  /// Penner's in formulas as easings.net writes them.
  private static func rawIn(
    _ shape: Shape, _ c: Double, _ shift: Double, _ omega: Double, _ x: Double
  ) -> Double {
    switch shape {
    case .back: return x * x * ((c + 1) * x - c)
    case .elastic: return -c * exp2(10 * (x - 1)) * sin((x - 1 - shift) * omega)
    case .bounce: return 1 - bounceOut(1 - x)
    }
  }

  /// Penner's out formulas as easings.net writes them.
  private static func rawOut(
    _ shape: Shape, _ c: Double, _ shift: Double, _ omega: Double, _ x: Double
  ) -> Double {
    switch shape {
    case .back:
      let u = x - 1
      return 1 + u * u * ((c + 1) * u + c)
    case .elastic: return c * exp2(-10 * x) * sin((x - shift) * omega) + 1
    case .bounce: return bounceOut(x)
    }
  }

  /// The derivatives of ``rawIn(_:_:_:_:_:)``.
  private static func rawInSlope(
    _ shape: Shape, _ c: Double, _ shift: Double, _ omega: Double, _ x: Double
  ) -> Double {
    switch shape {
    case .back: return x * (3 * (c + 1) * x - 2 * c)
    case .elastic:
      let angle = (x - 1 - shift) * omega
      return -c * exp2(10 * (x - 1)) * (envelopeRate * sin(angle) + omega * cos(angle))
    case .bounce: return bounceOutSlope(1 - x)
    }
  }

  /// The derivatives of ``rawOut(_:_:_:_:_:)``.
  private static func rawOutSlope(
    _ shape: Shape, _ c: Double, _ shift: Double, _ omega: Double, _ x: Double
  ) -> Double {
    switch shape {
    case .back:
      let u = x - 1
      return u * (3 * (c + 1) * u + 2 * c)
    case .elastic:
      let angle = (x - shift) * omega
      return c * exp2(-10 * x) * (omega * cos(angle) - envelopeRate * sin(angle))
    case .bounce: return bounceOutSlope(x)
    }
  }

  /// The arc of easeOutBounce that `x` is on: its centre and height.
  private static func bounceArc(_ x: Double) -> (centre: Double, height: Double) {
    if x < 1 / d1 { return (0, 0) }
    if x < 2 / d1 { return (1.5 / d1, 0.75) }
    if x < 2.5 / d1 { return (2.25 / d1, 0.9375) }
    return (2.625 / d1, 0.984375)
  }

  /// easings.net's easeOutBounce: n1·(x − centre)² + height.
  static func bounceOut(_ x: Double) -> Double {
    let arc = bounceArc(x)
    let u = x - arc.centre
    return n1 * u * u + arc.height
  }

  /// The derivative of ``bounceOut(_:)``: 2·n1·(x − centre).
  static func bounceOutSlope(_ x: Double) -> Double {
    2 * n1 * (x - bounceArc(x).centre)
  }
}
