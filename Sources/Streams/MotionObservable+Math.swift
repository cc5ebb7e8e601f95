/// Arithmetic operators on `Double` streams (MO-5).
///
/// All are stateless `map` stages (a following `filter` fuses with them). Unless stated otherwise
/// they follow IEEE arithmetic: a NaN value gives NaN, so a bad value stays visible downstream
/// instead of turning into a plausible number.
extension MotionObservable where Value: Comparable {
  /// Emits each value, raised to at least `bound`: `max(value, bound)` (MO-5).
  ///
  /// Bad input: for floating-point values a NaN value passes through as NaN, and a NaN bound
  /// leaves values unchanged.
  @inlinable
  public func lowerBound(_ bound: Value) -> MotionObservable<Value> {
    map(named: "lowerBound", arguments: [String(describing: bound)]) { $0 < bound ? bound : $0 }
  }

  /// Emits each value, lowered to at most `bound`: `min(value, bound)` (MO-5).
  ///
  /// Bad input: for floating-point values a NaN value passes through as NaN, and a NaN bound
  /// leaves values unchanged.
  @inlinable
  public func upperBound(_ bound: Value) -> MotionObservable<Value> {
    map(named: "upperBound", arguments: [String(describing: bound)]) { $0 > bound ? bound : $0 }
  }
}

extension MotionObservable where Value == Double {
  /// Emits `value + offset` (MO-5).
  @inlinable
  public func offset(by offset: Double) -> MotionObservable<Double> {
    map(named: "offset", arguments: [String(describing: offset)]) { $0 + offset }
  }

  /// Emits `value * factor` (MO-5).
  @inlinable
  public func scaled(by factor: Double) -> MotionObservable<Double> {
    map(named: "scaled", arguments: [String(describing: factor)]) { $0 * factor }
  }

  /// Emits `value / divisor` (MO-5).
  ///
  /// Bad input, documented result: a zero or NaN divisor has no meaningful result, so the stream
  /// emits no values at all (motion state is still forwarded) rather than infinities or NaN.
  @inlinable
  public func normalized(by divisor: Double) -> MotionObservable<Double> {
    let arguments = [String(describing: divisor)]
    guard divisor != 0, !divisor.isNaN else {
      return filter(named: "normalized", arguments: arguments) { _ in false }
    }
    return map(named: "normalized", arguments: arguments) { $0 / divisor }
  }

  /// Emits the distance between each value and `point`: `|value - point|` (MO-5).
  @inlinable
  public func distance(from point: Double) -> MotionObservable<Double> {
    map(named: "distance", arguments: [String(describing: point)]) { ($0 - point).magnitude }
  }

  /// Lets values move freely inside `below...above` and resist beyond it, like a rubber band
  /// (MO-5).
  ///
  /// Past a bound, a value `d` beyond it is emitted at `bound ± (1 - 1 / (d * 0.55 / length + 1))
  /// * length`: the displacement approaches `length` but never reaches it. The coefficient 0.55
  /// is the Material Motion spec's.
  ///
  /// Bad input, documented results (nothing traps):
  /// - `length` zero, negative or NaN: no band, values are clamped to `below...above`.
  /// - `length` infinite: the band never saturates, the displacement is `d * 0.55`.
  /// - bounds in the wrong order are put in order; a NaN bound means "no bound on that side".
  /// - a NaN value gives NaN.
  @inlinable
  public func rubberBanded(below: Double, above: Double, length: Double)
    -> MotionObservable<Double>
  {
    let lower = below.isNaN ? -Double.infinity : Swift.min(below, above.isNaN ? below : above)
    let upper = above.isNaN ? Double.infinity : Swift.max(above, below.isNaN ? above : below)
    let arguments = [below, above, length].map { String(describing: $0) }
    return map(named: "rubberBanded", arguments: arguments) { value in
      rubberBand(value, lower: lower, upper: upper, length: length)
    }
  }
}

/// The rubber-band function of `rubberBanded(below:above:length:)` and, per axis, of
/// `rubberBanded(inside:length:)`: the library's only implementation. `lower <= upper`.
@inlinable
func rubberBand(_ value: Double, lower: Double, upper: Double, length: Double) -> Double {
  let coefficient = 0.55
  let overshoot: Double
  let bound: Double
  if value > upper {
    overshoot = value - upper
    bound = upper
  } else if value < lower {
    overshoot = value - lower
    bound = lower
  } else {
    return value  // inside, or NaN
  }
  guard length > 0 else { return bound }  // zero, negative or NaN length: a hard clamp
  guard length.isFinite else { return bound + overshoot * coefficient }
  let stretch = (1 - 1 / (overshoot.magnitude * coefficient / length + 1)) * length
  return overshoot > 0 ? bound + stretch : bound - stretch
}
