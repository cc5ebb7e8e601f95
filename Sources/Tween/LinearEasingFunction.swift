/// A CSS Easing Level 2 `linear()` easing function: points joined by straight lines.
///
/// Made from *stops* as the CSS text gives them (``init(_:)``, or
/// ``TimingFunction/init(css:)`` for `linear(0, 0.25 75%, 1)`), by the specification's *create
/// a linear easing function*: a stop's percentage becomes its point's input, raised to the
/// largest input before it; a stop with two percentages makes two points with its output; the
/// first stop's input defaults to 0% and the last one's to 100% (or the largest before it);
/// inputs still missing are spread evenly between the nearest points that have one.
///
/// ```swift
/// let stops: [LinearEasingFunction.Stop] = [.init(0), .init(0.5, from: 25, to: 75), .init(1)]
/// let plateau = try LinearEasingFunction(stops)
/// let held = plateau.value(at: 0.6)  // 0.5
/// ```
///
/// Equality and hashing compare the ``points``; the text (``description``) is the
/// specification's serialization, every point with its input: `linear(0 0%, 0.5 25%, 0.5 75%,
/// 1 100%)`.
public struct LinearEasingFunction: Hashable, Sendable, CustomStringConvertible {
  /// One `<linear-stop>`: an output and zero, one or two input percentages.
  public struct Stop: Hashable, Sendable {
    /// The output progress (any finite number).
    public let output: Double
    /// The input, a percentage (50 for `50%`), or nil to take the default.
    public let input: Double?
    /// The second percentage of a stop that holds its output over a range, or nil.
    public let extraInput: Double?

    /// A stop without an input: `0.5`.
    public init(_ output: Double) {
      (self.output, input, extraInput) = (output, nil, nil)
    }

    /// A stop at `input` percent: `0.5 25%`.
    public init(_ output: Double, at input: Double) {
      (self.output, self.input, extraInput) = (output, input, nil)
    }

    /// A stop holding `output` from `input` to `extraInput` percent: `0.5 25% 75%`.
    public init(_ output: Double, from input: Double, to extraInput: Double) {
      (self.output, self.input, self.extraInput) = (output, input, extraInput)
    }
  }

  /// One point of the function: its input as a percentage and its output.
  public struct Point: Hashable, Sendable {
    /// The input as a percentage (the specification's input × 100), as given or computed.
    public let inputPercentage: Double
    /// The output progress.
    public let output: Double

    /// The input progress, `inputPercentage / 100`.
    public var input: Double { inputPercentage / 100 }
  }

  /// The points, at least two, inputs never decreasing.
  public let points: [Point]
  /// The inputs and outputs laid out for sampling; tween segments point at it unretained.
  @usableFromInline let curve: LinearEasingCurve

  /// The function of `stops`, by CSS Easing Level 2's *create a linear easing function*.
  /// - Throws: ``TimingFunctionError/tooFewLinearStops(_:)`` for fewer than two stops (the
  ///   specification's failure), ``TimingFunctionError/nonFiniteLinearValue(stop:value:)`` for
  ///   a NaN or infinite output or percentage.
  /// - Complexity: O(stops).
  public init(_ stops: [Stop]) throws(TimingFunctionError) {
    guard stops.count >= 2 else { throw .tooFewLinearStops(stops.count) }
    for (index, stop) in stops.enumerated() {
      for value in [stop.output, stop.input ?? 0, stop.extraInput ?? 0] where !value.isFinite {
        throw .nonFiniteLinearValue(stop: index + 1, value: value)
      }
    }
    // Steps 2–4, in percentages: the inputs as given, raised to the largest before them.
    var largest = -Double.infinity
    var inputs: [Double?] = []
    var outputs: [Double] = []
    for (index, stop) in stops.enumerated() {
      outputs.append(stop.output)
      if let first = stop.input {
        largest = max(first, largest)
        inputs.append(largest)
        if let second = stop.extraInput {
          largest = max(second, largest)
          outputs.append(stop.output)
          inputs.append(largest)
        }
      } else if index == 0 {
        largest = 0
        inputs.append(0)
      } else if index == stops.count - 1 {
        inputs.append(max(100, largest))
      } else {
        inputs.append(nil)
      }
    }
    // Step 5: runs without an input, spread evenly between their known neighbours (the first
    // and last points always have one).
    var known = 0
    for index in 1..<inputs.count where inputs[index] != nil {
      let (start, end) = (inputs[known]!, inputs[index]!)
      let gap = Double(index - known)
      for missing in (known + 1)..<index {
        inputs[missing] = start + (end - start) * Double(missing - known) / gap
      }
      known = index
    }
    points = zip(inputs, outputs).map { Point(inputPercentage: $0!, output: $1) }
    curve = LinearEasingCurve(points)
  }

  /// The output at input progress `x`, CSS Easing Level 2's *calculate linear easing output
  /// progress*: on the segment from the last point whose input is at most `x` (the first
  /// segment below the first input, the last above the last, extended as straight lines);
  /// where two points share an input, the later one's output. NaN gives NaN. O(log points), no
  /// allocation.
  public func value(at x: Double) -> Double { curve.value(at: x) }

  /// The exact derivative: the slope of the segment ``value(at:)`` uses (the right-hand one at
  /// a point), 0 where two points share an input (a jump), NaN for NaN. O(log points).
  public func slope(at x: Double) -> Double { curve.slope(at: x) }

  /// The specification's serialization: `linear(` then every point as its output and its
  /// input percentage, round-trip numbers: `linear(0 0%, 0.25 50%, 1 100%)`. Valid CSS;
  /// ``TimingFunction/init(css:)`` reads it back to an equal function.
  public var description: String {
    let parts = points.map { "\(cssNumber($0.output)) \(cssNumber($0.inputPercentage))%" }
    return "linear(" + parts.joined(separator: ", ") + ")"
  }

  /// Two functions are equal when their points are.
  public static func == (lhs: LinearEasingFunction, rhs: LinearEasingFunction) -> Bool {
    lhs.points == rhs.points
  }

  /// Hashes the points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(points)
  }
}
