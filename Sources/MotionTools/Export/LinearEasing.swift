/// A CSS `linear()` easing function (CSS Easing Level 2): points `(input, output)` joined by
/// straight lines, inputs non-decreasing from 0 to 1, outputs any numbers (a spring's overshoot
/// leaves [0, 1]).
///
/// The points hold the numbers exactly as ``text`` prints them, so evaluating this value is
/// evaluating the CSS a browser reads: what the encoder's checks and the tests measure is what
/// ships. The first point's input is 0 and the last one's 1; `text` leaves those two inputs out
/// (CSS gives them by default) and writes every other input as a percentage:
/// `linear(0, 0.0391 2.5%, …, 1)`.
package struct LinearEasing: Equatable, Sendable {
  /// One point: `input` in [0, 1] (printed as a percentage), `output` in progress units.
  package struct Point: Equatable, Sendable {
    /// The input progress, in [0, 1].
    package var input: Double
    /// The output progress (0 is the interval's start keyframe, 1 its end keyframe).
    package var output: Double
    /// The output as printed.
    package var outputText: String
    /// The input as printed, a percentage without the `%` (unused for the first and last).
    package var inputText: String

    /// A point printed as `outputText inputText%`; the numbers are read back from the text.
    package init(outputText: String, inputText: String) {
      self.outputText = outputText
      self.inputText = inputText
      output = Double(outputText) ?? .nan
      input = (Double(inputText) ?? .nan) / 100
    }
  }

  /// The points, at least two, the first at input 0 and the last at input 1.
  package var points: [Point]
  /// Whether the points are evenly spaced and ``text`` leaves every input out (CSS then spaces
  /// them evenly), as Motion's scheme writes it (``MotionSchemeEncoder``).
  package var evenlySpaced = false

  /// A `linear()` of `points` (at least two; the first input must be 0 and the last 1).
  package init(points: [Point]) {
    self.points = points
  }

  /// The CSS text: `linear(0, 0.25 40%, 1)`.
  package var text: String {
    var parts: [String] = []
    for (index, point) in points.enumerated() {
      let bare = evenlySpaced || index == 0 || index == points.count - 1
      parts.append(bare ? point.outputText : "\(point.outputText) \(point.inputText)%")
    }
    return "linear(" + parts.joined(separator: ", ") + ")"
  }

  /// The output at input progress `x`, as CSS Easing Level 2 evaluates `linear()`: the segment
  /// of the last point whose input is at most `x` (the first segment below 0, the last above 1,
  /// extended as straight lines), and where two points share an input, the later one's output.
  package func callAsFunction(_ x: Double) -> Double {
    // The last point with input ≤ x, or the first; never the last point itself.
    var a = 0
    var low = 0
    var high = points.count - 1
    while low <= high {
      let middle = (low + high) / 2
      if points[middle].input <= x {
        a = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    if a == points.count - 1 { a -= 1 }
    let (p, q) = (points[a], points[a + 1])
    if p.input == q.input { return q.output }
    let t = (x - p.input) / (q.input - p.input)
    return p.output + (q.output - p.output) * t
  }

  /// The slope of the first segment, output per unit of input: the easing's start velocity.
  package var startSlope: Double {
    let (p, q) = (points[0], points[1])
    return (q.output - p.output) / (q.input - p.input)
  }

  /// The text's length in bytes (UTF-8), as it sits in the stylesheet.
  package var byteCount: Int { text.utf8.count }
}
