/// A segment's timing function, laid out for sampling: an unretained pointer to the shared
/// bezier solver, the steps inline and a kind byte (24 bytes, trivially copyable), so evaluation
/// neither copies an enum payload nor touches a reference count. The tween keeps the segment's
/// ``TimingFunction`` in a separate, cold array, which owns the solver for as long as the
/// segment exists.
@usableFromInline
struct SegmentCurve {
  @usableFromInline
  enum Kind: UInt8 {
    case linear, cubicBezier, steps
  }

  @usableFromInline unowned(unsafe) let solver: CubicBezierSolver
  @usableFromInline let steps: Steps
  @usableFromInline let kind: Kind

  private static let unusedSteps = try! Steps(1)

  /// The curve of `function`; the caller keeps `function` (which owns the solver) alive.
  init(_ function: TimingFunction) {
    switch function {
    case .linear:
      (kind, solver, steps) = (.linear, CubicBezierSolver.unused, Self.unusedSteps)
    case .cubicBezier(let curve):
      (kind, solver, steps) = (.cubicBezier, curve.solver, Self.unusedSteps)
    case .steps(let staircase):
      (kind, solver, steps) = (.steps, CubicBezierSolver.unused, staircase)
    }
  }

  /// The amount at segment progress `d`, with CSS Easing's before flag (it matters only for
  /// steps). O(1), no allocation, no reference counting.
  ///
  /// Always inlined, with the bezier's fast path: the only out-of-line call left in a sampling
  /// loop is the bezier's read-only closed form, so callers can borrow the tween they sample
  /// instead of copying it.
  @inlinable @inline(__always)
  func callAsFunction(_ d: Double, beforeFlag: Bool) -> Double {
    switch kind {
    case .linear: return d
    // Borrowed, not retained (a retain of the shared solver per sample was the largest cost
    // after the sample's own arithmetic): the segment's timing function owns it.
    case .cubicBezier:
      return Unmanaged.passUnretained(solver)._withUnsafeGuaranteedRef { $0.value(at: d) }
    case .steps: return steps.value(at: d, beforeFlag: beforeFlag)
    }
  }
}
