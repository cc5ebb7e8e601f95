/// Where a ``Steps`` timing function jumps (CSS Easing Level 1 `<step-position>`).
public enum StepPosition: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The first jump happens at the start: the output starts at `1/n`.
  case jumpStart = "jump-start"
  /// The last jump happens at the end: the output reaches 1 only at the end (CSS's default).
  case jumpEnd = "jump-end"
  /// No jump at either end: `n` plateaus from 0 to 1.
  case jumpNone = "jump-none"
  /// Jumps at both ends: `n + 1` jumps, starting at `1/(n+1)`.
  case jumpBoth = "jump-both"

  /// The CSS keyword.
  public var description: String { rawValue }
}

/// A CSS `steps(n, position)` timing function: a staircase with `n` intervals.
///
/// ```swift
/// let four = try Steps(4, .jumpEnd)
/// four.value(at: 0.3)  // 0.25
/// ```
public struct Steps: Hashable, Sendable, CustomStringConvertible {
  /// The number of intervals, at least 1 (at least 2 for ``StepPosition/jumpNone``).
  public let count: Int
  /// Where the jumps happen.
  public let position: StepPosition

  /// Creates a step function.
  /// - Throws: ``TimingFunctionError/invalidStepCount(_:_:)`` when `count` is too small.
  public init(_ count: Int, _ position: StepPosition = .jumpEnd) throws(TimingFunctionError) {
    guard count >= (position == .jumpNone ? 2 : 1) else {
      throw .invalidStepCount(count, position)
    }
    self.count = count
    self.position = position
  }

  /// The output at `x` in [0, 1], per CSS Easing Level 1 (the "before flag" is never set: a
  /// tween evaluates its segments only forward of their start). O(1).
  @inlinable
  public func value(at x: Double) -> Double {
    guard x >= 0 else { return x.isNaN ? x : 0 }
    let n = Double(count)
    var step = (x * n).rounded(.down)
    if position == .jumpStart || position == .jumpBoth { step += 1 }
    let jumps: Double
    switch position {
    case .jumpStart, .jumpEnd: jumps = n
    case .jumpNone: jumps = n - 1
    case .jumpBoth: jumps = n + 1
    }
    if x <= 1, step > jumps { step = jumps }
    if x >= 1 { return 1 }
    return step / jumps
  }

  /// The CSS form, `steps(n, position)`.
  public var description: String { "steps(\(count), \(position))" }
}
