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
/// let stepped = four.value(at: 0.3)  // 0.25
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

  /// The output at input progress `x`, exactly the step easing function of CSS Easing Level 1
  /// (§ "step easing functions", the algorithm with the *before flag*). O(1).
  ///
  /// The before flag is set only while an animation is in its before phase (its delay, seen
  /// from a forward-playing tween): then an input that lands exactly on a step boundary takes
  /// the step below it, so `steps(n, jump-start)` at 0 gives 0. In the active phase (the flag
  /// unset) the same input has already jumped: `steps(4, jump-start)` at 0 gives 0.25, as a
  /// browser shows it. Inputs outside [0, 1] follow the same algorithm (the output steps on past
  /// 0 and 1); NaN gives NaN.
  ///
  /// - Parameters:
  ///   - x: The input progress.
  ///   - beforeFlag: Whether the animation is in its before phase; `false` by default.
  @inlinable
  public func value(at x: Double, beforeFlag: Bool = false) -> Double {
    guard !x.isNaN else { return x }
    let n = Double(count)
    let scaled = x * n
    // 1. The current step is floor(x × steps); 2. jump-start and jump-both add one.
    var step = scaled.rounded(.down)
    if position == .jumpStart || position == .jumpBoth { step += 1 }
    // 3. With the before flag set, an input exactly on a step boundary takes the step below.
    if beforeFlag, scaled == scaled.rounded(.down) { step -= 1 }
    // 4. A non-negative input never gives a negative step.
    if x >= 0, step < 0 { step = 0 }
    // 5. The number of jumps depends on the position.
    let jumps: Double
    switch position {
    case .jumpStart, .jumpEnd: jumps = n
    case .jumpNone: jumps = n - 1
    case .jumpBoth: jumps = n + 1
    }
    // 6. An input up to 1 never gives more than `jumps`; 7. the output is step / jumps.
    if x <= 1, step > jumps { step = jumps }
    return step / jumps
  }

  /// The CSS form, `steps(n, position)`.
  public var description: String { "steps(\(count), \(position))" }
}
