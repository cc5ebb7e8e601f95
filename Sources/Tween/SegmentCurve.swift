/// A segment's timing function, laid out for sampling: an unretained pointer to the object the
/// curve evaluates through (the shared bezier solver, a `linear()`'s points or a Penner easing's
/// constants), the steps inline and a kind byte (24 bytes, trivially copyable), so evaluation
/// neither copies an enum payload nor touches a reference count. The tween keeps the segment's
/// ``TimingFunction`` in a separate, cold array, which owns the object for as long as the
/// segment exists.
@usableFromInline
struct SegmentCurve {
  @usableFromInline
  enum Kind: UInt8 {
    case linear, cubicBezier, steps, piecewiseLinear, penner
  }

  /// The kind's object, unretained: a `CubicBezierSolver`, a `LinearEasingCurve` or a
  /// `PennerCurve` (the unused solver for linear and steps).
  @usableFromInline let object: UnsafeRawPointer
  @usableFromInline let steps: Steps
  @usableFromInline let kind: Kind

  private static let unusedSteps = try! Steps(1)

  /// The curve of `function`; the caller keeps `function` (which owns the object) alive.
  init(_ function: TimingFunction) {
    let unused = Unmanaged.passUnretained(CubicBezierSolver.unused).toOpaque()
    switch function {
    case .linear:
      (kind, object, steps) = (.linear, UnsafeRawPointer(unused), Self.unusedSteps)
    case .cubicBezier(let curve):
      let solver = Unmanaged.passUnretained(curve.solver).toOpaque()
      (kind, object, steps) = (.cubicBezier, UnsafeRawPointer(solver), Self.unusedSteps)
    case .steps(let staircase):
      (kind, object, steps) = (.steps, UnsafeRawPointer(unused), staircase)
    case .piecewiseLinear(let points):
      let curve = Unmanaged.passUnretained(points.curve).toOpaque()
      (kind, object, steps) = (.piecewiseLinear, UnsafeRawPointer(curve), Self.unusedSteps)
    case .penner(let easing):
      let curve = Unmanaged.passUnretained(easing.curve).toOpaque()
      (kind, object, steps) = (.penner, UnsafeRawPointer(curve), Self.unusedSteps)
    }
  }

  /// The bezier solver (kind `cubicBezier`), unretained.
  @inlinable @inline(__always)
  var solver: Unmanaged<CubicBezierSolver> { Unmanaged.fromOpaque(object) }

  /// Whether the kind is evaluated out of line (`linear()`, Penner): tested first, with one
  /// comparison, so that the three kinds before them keep the dispatch they had (a jump table
  /// over five kinds made every bezier sample an indirect jump).
  @inlinable @inline(__always)
  var isOutOfLine: Bool { kind.rawValue >= Kind.piecewiseLinear.rawValue }

  /// The value of a `linear()` or Penner curve (the kinds evaluated out of line), borrowed.
  @usableFromInline
  static func objectValue(_ kind: Kind, _ object: UnsafeRawPointer, at d: Double) -> Double {
    if kind == .piecewiseLinear {
      return Unmanaged<LinearEasingCurve>.fromOpaque(object)._withUnsafeGuaranteedRef {
        $0.value(at: d)
      }
    }
    return Unmanaged<PennerCurve>.fromOpaque(object)._withUnsafeGuaranteedRef { $0.value(at: d) }
  }

  /// The slope of a `linear()` or Penner curve, borrowed.
  @usableFromInline
  static func objectSlope(_ kind: Kind, _ object: UnsafeRawPointer, at d: Double) -> Double {
    if kind == .piecewiseLinear {
      return Unmanaged<LinearEasingCurve>.fromOpaque(object)._withUnsafeGuaranteedRef {
        $0.slope(at: d)
      }
    }
    return Unmanaged<PennerCurve>.fromOpaque(object)._withUnsafeGuaranteedRef { $0.slope(at: d) }
  }

  /// The amount at segment progress `d`, with CSS Easing's before flag (it matters only for
  /// steps). O(1), no allocation, no reference counting.
  ///
  /// Always inlined, with the bezier's fast path: the only out-of-line call left in a sampling
  /// loop is the bezier's read-only closed form, so callers can borrow the tween they sample
  /// instead of copying it.
  @inlinable @inline(__always)
  func callAsFunction(_ d: Double, beforeFlag: Bool) -> Double {
    if _slowPath(isOutOfLine) { return Self.objectValue(kind, object, at: d) }
    switch kind {
    case .linear: return d
    // Borrowed, not retained (a retain of the shared solver per sample was the largest cost
    // after the sample's own arithmetic): the segment's timing function owns it.
    case .cubicBezier: return solver._withUnsafeGuaranteedRef { $0.value(at: d) }
    default: return steps.value(at: d, beforeFlag: beforeFlag)
    }
  }
}
