/// A segment's timing function, laid out for sampling: a kind byte, an unretained pointer to
/// the shared bezier solver and the steps inline, so evaluation neither copies an enum payload
/// nor touches a reference count. ``function`` holds the curve strongly, which keeps the solver
/// alive for as long as the segment exists.
@usableFromInline
struct SegmentCurve {
  @usableFromInline
  enum Kind: UInt8 {
    case linear, cubicBezier, steps
  }

  @usableFromInline let kind: Kind
  @usableFromInline unowned(unsafe) let solver: CubicBezierSolver
  @usableFromInline let steps: Steps
  /// The timing function this curve was made from; owns the solver.
  let function: TimingFunction

  private static let unusedSteps = try! Steps(1)

  init(_ function: TimingFunction) {
    self.function = function
    switch function {
    case .linear:
      (kind, solver, steps) = (.linear, CubicBezierSolver.unused, Self.unusedSteps)
    case .cubicBezier(let curve):
      (kind, solver, steps) = (.cubicBezier, curve.solver, Self.unusedSteps)
    case .steps(let staircase):
      (kind, solver, steps) = (.steps, CubicBezierSolver.unused, staircase)
    }
  }

  /// The amount at segment progress `d`. O(1), no allocation, no reference counting.
  @inlinable
  func callAsFunction(_ d: Double) -> Double {
    switch kind {
    case .linear: return d
    case .cubicBezier: return solver.value(at: d)
    case .steps: return steps.value(at: d)
    }
  }
}
