import MotionTween
import Testing

/// CSS Easing Level 2's `linear()`, § 2.1 "The linear easing function": *create a linear easing
/// function* (the input rules), the serialization and *calculate linear easing output progress*,
/// each checked against the specification's text and its examples.
@Suite("linear(): CSS Easing Level 2's linear easing function")
struct LinearEasingFunctionTests {
  static func parsed(_ text: String) throws -> LinearEasingFunction {
    guard case .piecewiseLinear(let function) = try TimingFunction(css: text) else {
      throw TimingFunctionError.unrecognized(text)
    }
    return function
  }

  static func inputs(_ text: String) throws -> [Double] {
    try Self.parsed(text).points.map(\.inputPercentage)
  }

  @Test("the specification's serialization examples, every point with its input")
  func serializationExamples() throws {
    // § 2.1.3's notes, verbatim.
    #expect(try Self.parsed("linear(0, 0.25, 1)").description == "linear(0 0%, 0.25 50%, 1 100%)")
    #expect(
      try Self.parsed("linear(0 20%, 0.5 10%, 1)").description == "linear(0 20%, 0.5 20%, 1 100%)")
    #expect(
      try Self.parsed("linear(0, 0.25 25% 75%, 1)").description
        == "linear(0 0%, 0.25 25%, 0.25 75%, 1 100%)")
  }

  @Test("inputs: the first defaults to 0%, the last to 100% or the largest before it")
  func endInputs() throws {
    #expect(try Self.inputs("linear(0, 1)") == [0, 100])
    #expect(try Self.inputs("linear(0 -20%, 1)") == [-20, 100])
    #expect(try Self.inputs("linear(0, 1 150%, 2)") == [0, 150, 150])
    #expect(try Self.inputs("linear(0 10%, 1 120%)") == [10, 120])
  }

  @Test("inputs: points without one are spread evenly between their neighbours")
  func evenlySpread() throws {
    // The proposal's example: equivalent to linear(0 0%, 0.7 25%, 0.87 50%, 0.98 75%, 1 100%).
    #expect(try Self.inputs("linear(0, 0.7, 0.87, 0.98, 1)") == [0, 25, 50, 75, 100])
    // A run between known inputs, not between the ends.
    let run = try Self.inputs("linear(0, 0.1, 0.2, 0.5 80%, 1)")
    let third: Double = 80.0 / 3
    let twoThirds: Double = 80 * 2.0 / 3
    #expect(run == [0, third, twoThirds, 80, 100])
    // Before and after a two-percentage stop.
    #expect(try Self.inputs("linear(0, 0.2, 0.5 40% 60%, 0.8, 1)") == [0, 20, 40, 60, 80, 100])
  }

  @Test("inputs: one smaller than a previous one is raised to the largest previous")
  func clamped() throws {
    #expect(try Self.inputs("linear(0, 0.5 60%, 0.6 40%, 1)") == [0, 60, 60, 100])
    #expect(try Self.inputs("linear(0, 0.5 70% 30%, 1)") == [0, 70, 70, 100])
    // A missing input after a clamped one is spread from the raised value.
    #expect(try Self.inputs("linear(0, 0.5 80%, 0.6 10%, 0.7, 1)") == [0, 80, 80, 90, 100])
  }

  @Test("two percentages: linear(0, 0.5 25% 75%, 1) holds 0.5 from 25% to 75%")
  func twoPercentages() throws {
    let f = try Self.parsed("linear(0, 0.5 25% 75%, 1)")
    #expect(f.points.map(\.output) == [0, 0.5, 0.5, 1])
    #expect(f.points.map(\.inputPercentage) == [0, 25, 75, 100])
    #expect(f.value(at: 0.125) == 0.25)
    #expect(f.value(at: 0.25) == 0.5 && f.value(at: 0.6) == 0.5 && f.value(at: 0.75) == 0.5)
    #expect(f.value(at: 0.875) == 0.75)
    // The percentages may come before the number (`<number> && <linear-stop-length>?`).
    #expect(try Self.parsed("linear(0, 25% 75% 0.5, 1)") == f)
  }

  @Test("output: outside [0, 1] extrapolated from the first and last two points")
  func extrapolation() throws {
    let f = try Self.parsed("linear(0, 0.5 50%, 0.6)")
    // First segment, slope 1; last, slope 0.2.
    #expect(f.value(at: -1) == -1)
    #expect(abs(f.value(at: 2) - 0.8) < 1e-15)
    #expect(f.slope(at: -1) == 1)
    #expect(abs(f.slope(at: 2) - 0.2) < 1e-15)
    #expect(f.value(at: .nan).isNaN && f.slope(at: .nan).isNaN)
  }

  @Test("output: equal inputs make a step, the later point's output at and after it")
  func steps() throws {
    let f = try Self.parsed("linear(0, 0 50%, 1 50%, 1)")
    #expect(f.value(at: 0.5.nextDown) == 0)
    #expect(f.value(at: 0.5) == 1)
    #expect(f.slope(at: 0.25) == 0 && f.slope(at: 0.5) == 0)
    // Equal last inputs: step 3 moves back one point, step 6 returns B's output.
    let end = try Self.parsed("linear(0, 1 100%, 2 100%)")
    #expect(end.value(at: 1) == 2 && end.value(at: 1.5) == 2 && end.slope(at: 1.5) == 0)
    #expect(end.value(at: 0.5) == 0.5)
    // Equal first inputs: an input below them still uses the first segment, the step.
    let start = try Self.parsed("linear(0 50%, 1 50%, 1)")
    #expect(start.value(at: 0.2) == 1)
  }

  @Test("derivatives: each segment's slope, by hand and against a central difference")
  func derivatives() throws {
    let f = try Self.parsed("linear(0, 0.25 75%, 1)")
    #expect(f.slope(at: 0.5) == 0.25 / 0.75)
    #expect(f.slope(at: 0.9) == 0.75 / 0.25)
    // At a point: the segment that starts there (the right-hand derivative).
    #expect(f.slope(at: 0.75) == 0.75 / 0.25)
    let bounce = try Self.parsed("linear(0, 0.3 20%, 1 45%, 0.8, 1 80%, 0.95, 1)")
    for index in 1..<100 {
      let x = Double(index) / 100 + 0.003
      let h = 1e-7
      let difference = (bounce.value(at: x + h) - bounce.value(at: x - h)) / (2 * h)
      #expect(abs(bounce.slope(at: x) - difference) < 1e-6, "at \(x)")
    }
  }

  @Test("text: the serialization reads back equal, thirds and exponents included")
  func roundTrip() throws {
    let texts = [
      "linear(0, 1)", "linear(0, 0.1, 0.2, 0.5 80%, 1)", "linear(-0.5 -10%, 1.5 110%)",
      "linear(0, 0.001 0.000001%, 1e-7, 1)", "LINEAR( 0 , 0.5 25%  75% , 1 )",
    ]
    for text in texts {
      let f = try Self.parsed(text)
      #expect(try Self.parsed(f.description) == f, "\(text) → \(f.description)")
      #expect(
        try TimingFunction(css: TimingFunction.piecewiseLinear(f).description)
          == .piecewiseLinear(f))
    }
  }

  @Test("bad text: fewer than two stops, malformed stops, non-finite numbers")
  func badText() {
    let cases: [(String, TimingFunctionError)] = [
      ("linear()", .tooFewLinearStops(0)),
      ("linear(0.5)", .tooFewLinearStops(1)),
      (
        "linear(0, 0.5 50, 1)",
        .invalidArgument(
          function: "linear", position: 2, expected: "a number with up to two percentages",
          found: "0.5 50")
      ),
      (
        "linear(0, 0.5 10% 20% 30%, 1)",
        .invalidArgument(
          function: "linear", position: 2, expected: "a number with up to two percentages",
          found: "0.5 10% 20% 30%")
      ),
      (
        "linear(0, 10% 0.5 20%, 1)",
        .invalidArgument(
          function: "linear", position: 2, expected: "a number with up to two percentages",
          found: "10% 0.5 20%")
      ),
      (
        "linear(0, 50%, 1)",
        .invalidArgument(
          function: "linear", position: 2, expected: "a number with up to two percentages",
          found: "50%")
      ),
      (
        "linear(0, 0.5 50%%, 1)",
        .invalidArgument(
          function: "linear", position: 2, expected: "a number with up to two percentages",
          found: "0.5 50%%")
      ),
      (
        "linear(0,, 1)",
        .invalidArgument(
          function: "linear", position: 2, expected: "a number with up to two percentages",
          found: "")
      ),
      (
        "linear(0, nan, 1)",
        .invalidArgument(
          function: "linear", position: 2, expected: "a number with up to two percentages",
          found: "nan")
      ),
      ("linear(0, 1e999, 1)", .nonFiniteLinearValue(stop: 2, value: .infinity)),
    ]
    for (text, expected) in cases {
      #expect(throws: expected, "\(text)") { try TimingFunction(css: text) }
    }
  }

  @Test("bad stops in code: NaN and infinite outputs or percentages, too few stops")
  func badStops() {
    let bad: [[LinearEasingFunction.Stop]] = [
      [.init(0), .init(.nan)], [.init(0), .init(1, at: .infinity)],
      [.init(0, from: 0, to: -.infinity), .init(1)], [.init(1)], [],
    ]
    for stops in bad {
      #expect(throws: TimingFunctionError.self) { try LinearEasingFunction(stops) }
    }
    do {
      _ = try LinearEasingFunction([.init(0), .init(.nan)])
      Issue.record("no error")
    } catch {
      #expect(error.description == "linear() stop 2 must be finite, got nan")
    }
  }

  @Test("tweens: value and velocity through linear(); a batch samples bit for bit")
  func tweens() throws {
    let function = try TimingFunction(css: "linear(0, 0.5 25% 75%, 1.2 90%, 1)")
    let tween = try Tween(
      duration: 2, values: [0.0, 100, 50], interTimingFunctions: [function, .easeOut])
    let batch = try TweenBatch([tween])
    for time in stride(from: 0.0, to: 1.0, by: 0.03125) {
      // The first segment spans progress [0, 0.5], a second of the two: d is the time.
      let d = time
      let value = tween.value(atLocalTime: time, from: 0)
      #expect(value == 100 * function(d), "at \(time)")
      #expect(batch.value(at: 0, localTime: time) == value)
      let velocity = tween.velocity(atLocalTime: time, from: 0)
      #expect(abs(velocity - 100 * function.slope(at: d)) < 1e-9, "at \(time)")
    }
  }
}
