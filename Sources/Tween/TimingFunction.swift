/// How a tween segment's progress maps to its interpolation amount: `f(d)` for `d` in [0, 1].
///
/// The CSS and Material curves are named constants; every timing function prints as, and parses
/// from, its CSS text (see ``init(css:)`` and ``description``).
///
/// | Name | Curve |
/// | --- | --- |
/// | ``linear`` | f(d) = d |
/// | ``ease`` | cubic-bezier(0.25, 0.1, 0.25, 1) |
/// | ``easeIn`` | cubic-bezier(0.42, 0, 1, 1) |
/// | ``easeOut`` | cubic-bezier(0, 0, 0.58, 1) |
/// | ``easeInOut`` | cubic-bezier(0.42, 0, 0.58, 1) |
/// | ``standard`` | cubic-bezier(0.4, 0, 0.2, 1) (Material) |
/// | ``decelerate`` | cubic-bezier(0, 0, 0.2, 1) (Material) |
/// | ``accelerate`` | cubic-bezier(0.4, 0, 1, 1) (Material) |
/// | ``sharp`` | cubic-bezier(0.4, 0, 0.6, 1) (Material) |
///
/// Besides CSS's `linear()` (``piecewiseLinear(_:)``), Penner's back, elastic and bounce easings
/// (``penner(_:)``, with constants such as ``easeOutBack``) print as this library's extension of
/// the CSS text, `ease-out-back`, which only ``init(css:)`` reads.
///
/// ```swift
/// let curve = try TimingFunction(css: "cubic-bezier(0.68, -0.55, 0.265, 1.55)")
/// let eased = curve(0.5)
/// ```
public enum TimingFunction: Hashable, Sendable, CustomStringConvertible {
  /// The identity, f(d) = d (TW-10: the default for every segment).
  case linear
  /// A cubic-bezier curve, solved exactly.
  case cubicBezier(CubicBezier)
  /// A staircase.
  case steps(Steps)
  /// A CSS `linear()`: points joined by straight lines.
  case piecewiseLinear(LinearEasingFunction)
  /// One of Penner's back, elastic and bounce easings (not CSS).
  case penner(PennerEasing)

  /// The amount at segment progress `d`, in an active phase (the before flag unset). O(1), no
  /// allocation.
  @inlinable
  public func callAsFunction(_ d: Double) -> Double {
    callAsFunction(d, beforeFlag: false)
  }

  /// The amount at input progress `d` with CSS Easing Level 1's *before flag*: set while an
  /// animation is in its before phase, which only a step function notices (see
  /// ``Steps/value(at:beforeFlag:)``). O(1), no allocation.
  @inlinable
  public func callAsFunction(_ d: Double, beforeFlag: Bool) -> Double {
    switch self {
    case .linear: return d
    case .cubicBezier(let curve): return curve.value(at: d)
    case .steps(let steps): return steps.value(at: d, beforeFlag: beforeFlag)
    case .piecewiseLinear(let function): return function.value(at: d)
    case .penner(let easing): return easing.value(at: d)
    }
  }

  /// Creates a cubic-bezier timing function.
  /// - Throws: ``TimingFunctionError`` for non-finite values or `x1`, `x2` outside [0, 1].
  public static func cubicBezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
  ) throws(TimingFunctionError) -> TimingFunction {
    .cubicBezier(try CubicBezier(x1, y1, x2, y2))
  }

  /// Creates a `steps(count, position)` timing function.
  /// - Throws: ``TimingFunctionError/invalidStepCount(_:_:)`` when `count` is too small.
  public static func steps(
    _ count: Int, _ position: StepPosition = .jumpEnd
  ) throws(TimingFunctionError) -> TimingFunction {
    .steps(try Steps(count, position))
  }

  private static func penner(_ family: PennerEasing.Family, _ direction: EasingDirection) -> Self {
    // The default parameters are in range; creation cannot fail.
    .penner(try! PennerEasing(family, direction))
  }

  /// Penner's easeInBack (easings.net): c3·x³ − c1·x², c1 = 1.70158, c3 = c1 + 1.
  public static let easeInBack = penner(.back(overshoot: PennerEasing.defaultOvershoot), .easeIn)
  /// Penner's easeOutBack: 1 + c3·(x − 1)³ + c1·(x − 1)².
  public static let easeOutBack = penner(
    .back(overshoot: PennerEasing.defaultOvershoot), .easeOut)
  /// Penner's easeInOutBack: c2 = 1.525·c1 in both halves.
  public static let easeInOutBack = penner(
    .back(overshoot: PennerEasing.defaultOvershoot), .easeInOut)
  /// Penner's easeInElastic (easings.net): −2^(10x − 10)·sin((10x − 10.75)·c4), c4 = 2π/3,
  /// less the line through its miss at 0 (−2⁻¹¹·(1 − x)), so that it is continuous.
  public static let easeInElastic = penner(.elastic(amplitude: 1, period: 0.3), .easeIn)
  /// Penner's easeOutElastic: 2^(−10x)·sin((10x − 0.75)·c4) + 1, c4 = 2π/3, less the line
  /// through its miss at 1 (2⁻¹¹·x).
  public static let easeOutElastic = penner(.elastic(amplitude: 1, period: 0.3), .easeOut)
  /// Penner's easeInOutElastic: c5 = 2π/4.5 (a period of 0.45 per half).
  public static let easeInOutElastic = penner(.elastic(amplitude: 1, period: 0.45), .easeInOut)
  /// Penner's easeInBounce: 1 − easeOutBounce(1 − x).
  public static let easeInBounce = penner(.bounce, .easeIn)
  /// Penner's easeOutBounce: four arcs, n1 = 7.5625, d1 = 2.75.
  public static let easeOutBounce = penner(.bounce, .easeOut)
  /// Penner's easeInOutBounce: the in and out bounces over the halves.
  public static let easeInOutBounce = penner(.bounce, .easeInOut)

  /// The names of Penner's easings with their default parameters, which ``init(css:)``
  /// accepts (this library's extension, not CSS): `ease-in-back` … `ease-in-out-bounce`.
  public static let pennerNamed: [(name: String, function: TimingFunction)] = [
    ("ease-in-back", .easeInBack), ("ease-out-back", .easeOutBack),
    ("ease-in-out-back", .easeInOutBack), ("ease-in-elastic", .easeInElastic),
    ("ease-out-elastic", .easeOutElastic), ("ease-in-out-elastic", .easeInOutElastic),
    ("ease-in-bounce", .easeInBounce), ("ease-out-bounce", .easeOutBounce),
    ("ease-in-out-bounce", .easeInOutBounce),
  ]

  private static func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Self {
    // The named control points are constants in range; creation cannot fail.
    .cubicBezier(try! CubicBezier(x1, y1, x2, y2))
  }

  /// CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1).
  public static let ease = curve(0.25, 0.1, 0.25, 1)
  /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
  public static let easeIn = curve(0.42, 0, 1, 1)
  /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
  public static let easeOut = curve(0, 0, 0.58, 1)
  /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
  public static let easeInOut = curve(0.42, 0, 0.58, 1)
  /// Material standard curve: cubic-bezier(0.4, 0, 0.2, 1).
  public static let standard = curve(0.4, 0, 0.2, 1)
  /// Material deceleration curve (entering elements): cubic-bezier(0, 0, 0.2, 1).
  public static let decelerate = curve(0, 0, 0.2, 1)
  /// Material acceleration curve (leaving elements): cubic-bezier(0.4, 0, 1, 1).
  public static let accelerate = curve(0.4, 0, 1, 1)
  /// Material sharp curve (elements that may return): cubic-bezier(0.4, 0, 0.6, 1).
  public static let sharp = curve(0.4, 0, 0.6, 1)

  /// The CSS names ``init(css:)`` accepts besides the functional forms, with their curves
  /// (Penner's names are in ``pennerNamed``).
  public static let named: [(name: String, function: TimingFunction)] = [
    ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut),
    ("ease-in-out", .easeInOut), ("standard", .standard), ("decelerate", .decelerate),
    ("accelerate", .accelerate), ("sharp", .sharp),
    ("step-start", .steps(try! Steps(1, .jumpStart))),
    ("step-end", .steps(try! Steps(1, .jumpEnd))),
  ]
}
