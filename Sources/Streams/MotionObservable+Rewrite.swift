/// Rewriting operators (MO-5): `rewrite`, `rewriteTo`, `rewriteRange`.
extension MotionObservable where Value: Hashable {
  /// Replaces each value by its entry in `mapping`; values without an entry are dropped (MO-5).
  ///
  /// ```swift
  /// let opacity = isOpen.asStream().rewrite([true: 1.0, false: 0.0])
  /// ```
  /// - Complexity: One dictionary lookup per value; no allocation per value.
  @inlinable
  public func rewrite<Output>(_ mapping: [Value: Output]) -> MotionObservable<Output> {
    let arguments = mapping.map { "\($0.key): \($0.value)" }.sorted()
    return nextOperator(named: "rewrite", arguments: arguments) { observer in
      let next = observer.next
      return { value in
        if let output = mapping[value] { next(output) }
      }
    }
  }
}

extension MotionObservable {
  /// Replaces every value by `value` (MO-5).
  @inlinable
  public func rewriteTo<Output>(_ value: Output) -> MotionObservable<Output> {
    map(named: "rewriteTo", arguments: [String(describing: value)]) { _ in value }
  }
}

extension MotionObservable where Value == Double {
  /// Maps each value linearly from the source range to the destination range (MO-5).
  ///
  /// `start` maps to `destinationStart` and `end` to `destinationEnd`; values outside the source
  /// range are extrapolated along the same line (no clamping). Either range may be reversed.
  ///
  /// ```swift
  /// // 0...100 points of drag become 1.0...0.5 of scale; 200 points give 0.0.
  /// let scale = drag.rewriteRange(start: 0, end: 100, destinationStart: 1, destinationEnd: 0.5)
  /// ```
  ///
  /// Bad input, documented results: a zero-length source range (`start == end`) emits
  /// `destinationStart` for every value (MO-5); a NaN value or bound gives NaN; infinite bounds
  /// follow IEEE arithmetic. Nothing traps.
  /// - Complexity: O(1) per value; the slope is computed once, when the operator is created.
  @inlinable
  public func rewriteRange(
    start: Double,
    end: Double,
    destinationStart: Double,
    destinationEnd: Double
  ) -> MotionObservable<Double> {
    let arguments = [start, end, destinationStart, destinationEnd].map { String(describing: $0) }
    let length = end - start
    if length == 0 {
      return map(named: "rewriteRange", arguments: arguments) { _ in destinationStart }
    }
    let slope = (destinationEnd - destinationStart) / length
    return map(named: "rewriteRange", arguments: arguments) { value in
      destinationStart + (value - start) * slope
    }
  }
}
