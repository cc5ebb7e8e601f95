/// A CSS cubic-bezier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1), evaluated exactly.
///
/// `value(at: x)` returns the y of the curve's point whose x is `x`, within a few rounding errors
/// of the exact value for every curve, including steep ones such as (1, 0, 0, 1) at its flat
/// inflection and overshooting ones such as (0.68, −0.55, 0.265, 1.55), whose y leaves [0, 1].
/// Everything a curve needs is prepared once, in `init`: a per-curve table of interpolated
/// guesses for the curve's parameter, refined by one Halley step, with the x equation's
/// closed-form solution kept near flat spots, where iterating would not be exact (see the
/// timing-function catalogue in the module's docs).
///
/// ```swift
/// let standard = try CubicBezier(0.4, 0, 0.2, 1)
/// let half = standard.value(at: 0.5)  // 0.77556…
/// ```
///
/// Equality and hashing compare the four control values.
public struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
  /// The x of the first control point, in [0, 1].
  public let x1: Double
  /// The y of the first control point (any finite value).
  public let y1: Double
  /// The x of the second control point, in [0, 1].
  public let x2: Double
  /// The y of the second control point (any finite value).
  public let y2: Double
  /// The prepared solver, shared by every copy of this curve and, through a bounded intern
  /// table, by equal curves created separately (so tweens that use the same curve read the same
  /// few cache lines).
  @usableFromInline let solver: CubicBezierSolver

  /// Creates a curve, validating its control points.
  ///
  /// - Throws: ``TimingFunctionError/nonFiniteControlPoint(name:value:)`` for NaN or infinite
  ///   values, ``TimingFunctionError/controlPointXOutOfRange(name:value:)`` when `x1` or `x2` is
  ///   outside [0, 1] (the curve would not be a function of x).
  /// - Complexity: O(1); the first curve with these control values builds the shared solver's
  ///   2 KiB table (64 closed-form solves), later ones reuse it.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TimingFunctionError) {
    for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
      throw .nonFiniteControlPoint(name: name, value: value)
    }
    guard x1 >= 0, x1 <= 1 else { throw .controlPointXOutOfRange(name: "x1", value: x1) }
    guard x2 >= 0, x2 <= 1 else { throw .controlPointXOutOfRange(name: "x2", value: x2) }
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    solver = CubicBezierSolverCache.shared.solver(x1, y1, x2, y2)
  }

  /// The curve's y at `x`: 0 for `x ≤ 0`, 1 for `x ≥ 1`, NaN for NaN.
  ///
  /// `@inlinable`: a table lookup, an interpolated guess and one Halley step, inlined into the
  /// caller (so reading a curve out of an array does not retain its solver); the closed form,
  /// used near flat spots of the curve, stays out of line in the module.
  /// - Complexity: O(1), no allocation.
  @inlinable
  public func value(at x: Double) -> Double {
    solver.value(at: x)
  }

  /// The curve's parameter t in [0, 1] whose x is `x` (for tests and tools). O(1).
  public func parameter(forX x: Double) -> Double {
    solver.parameter(forX: x)
  }

  /// Two curves are equal when their control values are.
  public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the control values.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  /// The CSS form, `cubic-bezier(x1, y1, x2, y2)`, with round-trip numbers.
  public var description: String {
    "cubic-bezier(\(cssNumber(x1)), \(cssNumber(y1)), \(cssNumber(x2)), \(cssNumber(y2)))"
  }
}

/// A number as CSS writes it: shortest round-trip digits, integers without a fraction.
func cssNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return "\(value)"
}
