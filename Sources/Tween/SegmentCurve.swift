/// A segment's timing function, laid out for sampling: the kind as a byte and each kind's data
/// stored inline, so evaluation reads the curve where it lies instead of copying an enum payload
/// out (a prepared ``CubicBezier`` is a couple of hundred bytes).
@usableFromInline
struct SegmentCurve {
  @usableFromInline
  enum Kind: UInt8 {
    case linear, cubicBezier, steps
  }

  @usableFromInline let kind: Kind
  @usableFromInline let bezier: CubicBezier
  @usableFromInline let steps: Steps

  private static let unusedBezier = try! CubicBezier(0, 0, 1, 1)
  private static let unusedSteps = try! Steps(1)

  init(_ function: TimingFunction) {
    switch function {
    case .linear:
      (kind, bezier, steps) = (.linear, Self.unusedBezier, Self.unusedSteps)
    case .cubicBezier(let curve):
      (kind, bezier, steps) = (.cubicBezier, curve, Self.unusedSteps)
    case .steps(let staircase):
      (kind, bezier, steps) = (.steps, Self.unusedBezier, staircase)
    }
  }

  /// The timing function this curve was made from.
  var function: TimingFunction {
    switch kind {
    case .linear: return .linear
    case .cubicBezier: return .cubicBezier(bezier)
    case .steps: return .steps(steps)
    }
  }

  /// The amount at segment progress `d`. O(1), no allocation, no copy of the curve.
  @inlinable
  func callAsFunction(_ d: Double) -> Double {
    switch kind {
    case .linear: return d
    case .cubicBezier: return bezier.value(at: d)
    case .steps: return steps.value(at: d)
    }
  }
}
