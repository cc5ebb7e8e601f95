extension CubicBezierSolver {
  /// The curve's slope dy/dx at `x`: `y'(t) / x'(t)` at the parameter `t` whose x is `x`, the
  /// exact derivative of ``value(at:)``. Clamped to the end points outside [0, 1]; where x'(t)
  /// vanishes (a control point on the end's vertical), the ratio of the second derivatives,
  /// its limit. O(1), no allocation.
  @inlinable
  func slope(at x: Double) -> Double {
    let t: Double
    if x <= 0 || x.isNaN {
      t = 0
    } else if x >= 1 {
      t = 1
    } else {
      let scaled = x * Double(CubicBezierTable.intervals)
      let index = Int(scaled)
      let s = scaled - Double(index)
      let knot = table.coefficients + 4 &* index
      let c0 = knot[0]
      if c0.isNaN {
        t = closedFormParameter(x)
      } else {
        var guess = c0 + s * (knot[1] + s * (knot[2] + s * knot[3]))
        let residual = ((ax * guess + bx) * guess + cx) * guess - x
        let slope = (ax3 * guess + bx2) * guess + cx
        let curvature = ax3 * guess + bx
        guess -= residual * slope / (slope * slope - residual * curvature)
        t = guess
      }
    }
    let dx = (ax3 * t + bx2) * t + cx
    let dy = (3 * ay * t + 2 * by) * t + cy
    if abs(dx) > 1e-12 { return dy / dx }
    // x'(t) = 0 only at an end with a control point on its vertical: L'Hôpital.
    let ddx = 2 * ax3 * t + bx2
    let ddy = 6 * ay * t + 2 * by
    return ddx == 0 ? 0 : ddy / ddx
  }
}

extension SegmentCurve {
  /// The slope f'(d) of the segment's curve: 1 for linear, the bezier's exact dy/dx, 0 for steps
  /// (a staircase is flat between its jumps), the exact derivative of a `linear()` or a Penner
  /// easing. No allocation.
  @inlinable @inline(__always)
  func slope(_ d: Double) -> Double {
    if _slowPath(isOutOfLine) { return Self.objectSlope(kind, object, at: d) }
    switch kind {
    case .linear: return 1
    case .cubicBezier: return solver._withUnsafeGuaranteedRef { $0.slope(at: d) }
    default: return 0  // steps
    }
  }
}

extension TimingFunction {
  /// The slope f'(d) at segment progress `d`: 1 for ``linear``, the exact dy/dx of a
  /// cubic-bezier (`y'(t) / x'(t)` at the solved `t`), 0 for steps, the slope of the segment a
  /// `linear()` evaluates on (``LinearEasingFunction/slope(at:)``) and a Penner easing's
  /// derivative (``PennerEasing/slope(at:)``). O(1), O(log points) for `linear()`.
  public func slope(at d: Double) -> Double {
    switch self {
    case .linear: return 1
    case .cubicBezier(let curve): return curve.solver.slope(at: d)
    case .steps: return 0
    case .piecewiseLinear(let function): return function.slope(at: d)
    case .penner(let easing): return easing.slope(at: d)
    }
  }
}

extension Tween {
  /// The tween's velocity at `localTime` seconds, in value units per second: the derivative of
  /// ``value(atLocalTime:from:)``, `(values[i+1] − values[i]) × f_i'(d) / (segment width ×
  /// duration)`.
  ///
  /// Zero before the delay has elapsed, at and after the end (from ``endTime`` on, the after
  /// phase of ``value(atLocalTime:from:)``), and for a zero duration (the
  /// tween then holds a value). In effect, the right-hand derivative: at the start instant, the
  /// curve's initial slope. Steps have zero slope. A single-value tween moves from `start`
  /// (TW-6). A repeating tween: the same, times the effect easing's slope, negative in a
  /// backwards iteration (``iterationProgress(atLocalTime:)``). O(1) for the usual handful of
  /// frames; no allocation.
  @inlinable
  public func velocity(atLocalTime localTime: Double, from start: Value) -> Value {
    if let iterations {
      return iteratedVelocity(
        atLocalTime: localTime, from: start, parameters: iterations.parameters)
    }
    let elapsed = localTime - delay
    // The after phase starts at `localTime >= endTime`, as for the value, even where
    // `localTime − delay` rounds just below the duration.
    guard duration > 0, elapsed >= 0, localTime < endTime else { return .zero }
    let p = elapsed / duration
    // The effect progress q and its slope: a single value's function is the effect's (TW-11).
    var q = p
    var effectSlope = 1.0
    if isDestinationOnly {
      q = header.pointee.effect(p, beforeFlag: false)
      effectSlope = header.pointee.effect.slope(p)
    }
    // The interval `sample(atEffectProgress:)` reads: segments are stored last first.
    let segment = segments[Self.interval(at: q, header: header, segments: segments)]
    guard segment.width > 0 else { return .zero }
    let d = (q - segment.offset) / segment.width
    let a = segment.underlying & 1 == 0 ? segment.start : start
    let b = segment.underlying & 2 == 0 ? segment.end : start
    let rate = segment.curve.slope(d) / segment.width * effectSlope / duration
    return (b - a).scaled(by: rate)
  }
}
