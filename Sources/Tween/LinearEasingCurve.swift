/// A ``LinearEasingFunction`` laid out for sampling: the inputs (as progress, not percentages)
/// and the outputs in one allocation, in a class so that a tween segment reaches them through
/// one unretained pointer (as it reaches a bezier's solver). Immutable after `init`, hence
/// `Sendable`.
@usableFromInline
final class LinearEasingCurve: @unchecked Sendable {
  /// The number of points, at least 2.
  let count: Int
  /// `count` inputs in progress units, never decreasing, then `count` outputs.
  let storage: UnsafeMutablePointer<Double>

  init(_ points: [LinearEasingFunction.Point]) {
    count = points.count
    storage = .allocate(capacity: 2 * count)
    for (index, point) in points.enumerated() {
      (storage + index).initialize(to: point.input)
      (storage + count + index).initialize(to: point.output)
    }
  }

  deinit { storage.deallocate() }

  /// The index of the segment's first point: the last point whose input is at most `x`, or
  /// 0, and never the last point (the specification's steps 2 and 3). Binary search.
  private func segment(at x: Double) -> Int {
    var low = 0
    var high = count
    // The first input above x is at `low` once the range closes.
    while low < high {
      let middle = (low &+ high) >> 1
      if storage[middle] <= x { low = middle &+ 1 } else { high = middle }
    }
    return min(max(low &- 1, 0), count &- 2)
  }

  /// CSS Easing Level 2's output of a linear easing function, step for step.
  @usableFromInline
  func value(at x: Double) -> Double {
    guard !x.isNaN else { return x }
    let a = segment(at: x)
    let inputA = storage[a]
    let inputB = storage[a &+ 1]
    let outputA = storage[count &+ a]
    let outputB = storage[count &+ a &+ 1]
    if inputA == inputB { return outputB }
    let progressBetweenPoints = (x - inputA) / (inputB - inputA)
    return outputA + progressBetweenPoints * (outputB - outputA)
  }

  /// The slope of the segment ``value(at:)`` uses; 0 where its points share an input.
  @usableFromInline
  func slope(at x: Double) -> Double {
    guard !x.isNaN else { return x }
    let a = segment(at: x)
    let inputA = storage[a]
    let inputB = storage[a &+ 1]
    if inputA == inputB { return 0 }
    return (storage[count &+ a &+ 1] - storage[count &+ a]) / (inputB - inputA)
  }
}
