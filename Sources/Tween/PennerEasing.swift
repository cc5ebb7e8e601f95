/// Which end of the motion an easing eases: Penner's *in* (starts slowly), *out* (ends slowly)
/// and *in-out* (the in curve over the first half, the out curve over the second).
public enum EasingDirection: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Eases the start: `f(x)` is the family's *in* formula.
  case easeIn = "ease-in"
  /// Eases the end: `f(x)` is the family's *out* formula.
  case easeOut = "ease-out"
  /// Eases both ends: `in(2x) / 2` below one half, `(1 + out(2x − 1)) / 2` from it.
  case easeInOut = "ease-in-out"

  /// The prefix of the easing's name: `ease-in`, `ease-out`, `ease-in-out`.
  public var description: String { rawValue }
}

/// Robert Penner's back, elastic and bounce easings, with the formulas and constants of
/// easings.net (see the timing-function catalogue in the module's docs for every formula).
///
/// CSS has no such functions: their text (``description``), `ease-out-back`,
/// `ease-in-elastic(1, 0.3)`, `ease-in-out-bounce`, is this library's extension, read back by
/// ``TimingFunction/init(css:)``. An export to CSS bakes them as `linear()`.
///
/// ```swift
/// let overshoot = try PennerEasing(.back(overshoot: 1.70158), .easeOut)
/// let amount = overshoot.value(at: 0.5)  // 1.0876975
/// ```
///
/// Every easing is 0 at and below 0, 1 at and above 1 (NaN gives NaN); inside, the formula.
/// The elastic formulas miss the end they do not ease by up to `amplitude · 2⁻¹⁰` (easings.net
/// and Penner return 0 and 1 there anyway, so their curves jump): here each in or out curve
/// subtracts the straight line through its miss, so that every easing is continuous from its
/// exact 0 to its exact 1 and its velocity is the derivative everywhere; the default elastic
/// curves differ from easings.net's by at most 2⁻¹¹. Equality and hashing compare the family,
/// its parameters and the direction.
public struct PennerEasing: Hashable, Sendable, CustomStringConvertible {
  /// A family of curves and its parameters.
  public enum Family: Hashable, Sendable {
    /// Overshoots the target (out) or backs up before it starts (in): with `c1 = overshoot`
    /// and `c3 = c1 + 1`, in(x) = c3·x³ − c1·x². In-out uses `c2 = 1.525 · c1` in both
    /// halves (Penner's `s *= 1.525`). Any finite overshoot; 1.70158 (a 10 % overshoot) by
    /// default.
    case back(overshoot: Double)
    /// A decaying sine: out(x) = a·2^(−10x)·sin((x − s)·2π/p) + 1 and in(x) =
    /// −a·2^(10(x − 1))·sin((x − 1 − s)·2π/p), with `a = amplitude` (at least 1),
    /// `p = period` (positive, in units of the curve's input, of each half for in-out) and
    /// `s = p/(2π)·asin(1/a)` (p/4 for a = 1). easings.net's curves are a = 1 with p = 0.3
    /// (in, out: its `c4 = 2π/3`) and p = 0.45 (in-out: `c5 = 2π/4.5`). Less the straight
    /// line through the formula's miss at 0 (in) or at 1 (out), which makes the curve
    /// continuous (at most a·2⁻¹⁰; 2⁻¹¹ for easings.net's).
    case elastic(amplitude: Double, period: Double)
    /// A ball dropped on the target: out(x) = n1·(x − c)² + h on four arcs, with n1 = 7.5625
    /// and d1 = 2.75 (arcs from x = 0, 1/d1, 2/d1, 2.5/d1; c = 0, 1.5/d1, 2.25/d1, 2.625/d1;
    /// h = 0, 0.75, 0.9375, 0.984375), and in(x) = 1 − out(1 − x). No parameters.
    case bounce
  }

  /// The family and its parameters.
  public let family: Family
  /// Which ends it eases.
  public let direction: EasingDirection
  /// The prepared evaluator, shared by copies; tween segments point at it unretained.
  @usableFromInline let curve: PennerCurve

  /// Penner's and easings.net's back overshoot, 1.70158.
  public static let defaultOvershoot = 1.70158

  /// easings.net's elastic period for `direction`: 0.3 for in and out, 0.45 (of each half)
  /// for in-out.
  public static func defaultPeriod(_ direction: EasingDirection) -> Double {
    direction == .easeInOut ? 0.45 : 0.3
  }

  /// An easing of `family` easing `direction`.
  /// - Throws: ``TimingFunctionError/invalidEasingParameter(function:name:value:expected:)``
  ///   for a NaN or infinite parameter, an elastic amplitude below 1 or a period that is not
  ///   positive.
  public init(_ family: Family, _ direction: EasingDirection) throws(TimingFunctionError) {
    let name = Self.name(family, direction)
    switch family {
    case .back(let overshoot):
      guard overshoot.isFinite else {
        throw .invalidEasingParameter(
          function: name, name: "overshoot", value: overshoot, expected: "a finite number")
      }
    case .elastic(let amplitude, let period):
      guard amplitude.isFinite, amplitude >= 1 else {
        throw .invalidEasingParameter(
          function: name, name: "amplitude", value: amplitude, expected: "a number ≥ 1")
      }
      guard period.isFinite, period > 0 else {
        throw .invalidEasingParameter(
          function: name, name: "period", value: period, expected: "a finite number > 0")
      }
    case .bounce: break
    }
    self.family = family
    self.direction = direction
    curve = PennerCurve(family, direction)
  }

  /// The easing's output at input progress `x`. O(1), no allocation.
  public func value(at x: Double) -> Double { curve.value(at: x) }

  /// The exact derivative f'(x): the formula's derivative inside (0, 1) (at a bounce's contact
  /// the next arc's), its value at 0 below 0 and at 1 above 1, NaN for NaN. O(1).
  public func slope(at x: Double) -> Double { curve.slope(at: x) }

  /// Whether the parameters are the defaults its bare name stands for.
  var hasDefaultParameters: Bool {
    switch family {
    case .back(let overshoot): overshoot == Self.defaultOvershoot
    case .elastic(let amplitude, let period):
      amplitude == 1 && period == Self.defaultPeriod(direction)
    case .bounce: true
    }
  }

  /// The name, `ease-in-out-back`: the direction's prefix and the family.
  static func name(_ family: Family, _ direction: EasingDirection) -> String {
    switch family {
    case .back: "\(direction)-back"
    case .elastic: "\(direction)-elastic"
    case .bounce: "\(direction)-bounce"
    }
  }

  /// This library's text (not CSS): the bare name with the default parameters
  /// (`ease-out-back`, `ease-in-elastic`, `ease-in-out-bounce`), else the name with every
  /// parameter, round-trip numbers: `ease-out-back(2.5)`, `ease-in-elastic(1.2, 0.4)` (amplitude,
  /// period).
  public var description: String {
    let name = Self.name(family, direction)
    guard !hasDefaultParameters else { return name }
    switch family {
    case .back(let overshoot): return "\(name)(\(cssNumber(overshoot)))"
    case .elastic(let amplitude, let period):
      return "\(name)(\(cssNumber(amplitude)), \(cssNumber(period)))"
    case .bounce: return name
    }
  }

  /// Two easings are equal when their families, parameters and directions are.
  public static func == (lhs: PennerEasing, rhs: PennerEasing) -> Bool {
    lhs.family == rhs.family && lhs.direction == rhs.direction
  }

  /// Hashes the family, its parameters and the direction.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(family)
    hasher.combine(direction)
  }
}
