import MotionTween
import Testing

@Suite("Timing functions: catalogue, CSS text, steps")
struct TimingFunctionTests {
  @Test("named curves have the CSS and Material control points")
  func catalogue() throws {
    let expected: [(TimingFunction, (Double, Double, Double, Double))] = [
      (.ease, (0.25, 0.1, 0.25, 1)), (.easeIn, (0.42, 0, 1, 1)), (.easeOut, (0, 0, 0.58, 1)),
      (.easeInOut, (0.42, 0, 0.58, 1)), (.standard, (0.4, 0, 0.2, 1)),
      (.decelerate, (0, 0, 0.2, 1)), (.accelerate, (0.4, 0, 1, 1)), (.sharp, (0.4, 0, 0.6, 1)),
    ]
    for (function, (x1, y1, x2, y2)) in expected {
      #expect(function == (try .cubicBezier(x1, y1, x2, y2)))
    }
  }

  @Test("curves at their parameter t = 1/2: x = 0.375(x1 + x2) + 0.125, y likewise")
  func midParameter() throws {
    for function in TimingFunction.named.map(\.function) {
      guard case .cubicBezier(let c) = function else { continue }
      let x = 0.375 * (c.x1 + c.x2) + 0.125
      let y = 0.375 * (c.y1 + c.y2) + 0.125
      #expect(abs(function(x) - y) <= 1e-15, "\(function)")
    }
    let diagonal = try TimingFunction.cubicBezier(0.25, 0.25, 0.75, 0.75)
    for x in stride(from: 0.0, through: 1, by: 0.125) { #expect(abs(diagonal(x) - x) <= 1e-15) }
  }

  @Test("x1 and x2 outside [0, 1] and non-finite values are typed errors")
  func bezierErrors() {
    #expect(throws: TimingFunctionError.controlPointXOutOfRange(name: "x1", value: 1.2)) {
      try CubicBezier(1.2, 0, 0.5, 1)
    }
    #expect(throws: TimingFunctionError.controlPointXOutOfRange(name: "x2", value: -0.1)) {
      try CubicBezier(0.2, 0, -0.1, 1)
    }
    #expect(throws: TimingFunctionError.self) { try CubicBezier(.nan, 0, 0.5, 1) }
    #expect(throws: TimingFunctionError.nonFiniteControlPoint(name: "y2", value: .infinity)) {
      try CubicBezier(0.2, 0, 0.5, .infinity)
    }
  }

  @Test("steps(n, jump-*) follow CSS Easing Level 1")
  func steps() throws {
    let cases: [(StepPosition, [Double])] = [
      // x:            0     0.3    0.5    0.99   1
      (.jumpEnd, [0, 0.25, 0.5, 0.75, 1]),
      (.jumpStart, [0.25, 0.5, 0.75, 1, 1]),
      (.jumpNone, [0, 1.0 / 3, 2.0 / 3, 1, 1]),
      (.jumpBoth, [0.2, 0.4, 0.6, 0.8, 1]),
    ]
    for (position, expected) in cases {
      let steps = try Steps(4, position)
      let actual = [0, 0.3, 0.5, 0.99, 1].map { steps.value(at: $0) }
      #expect(actual == expected, "\(position)")
    }
    #expect(throws: TimingFunctionError.invalidStepCount(0, .jumpEnd)) { try Steps(0) }
    #expect(throws: TimingFunctionError.invalidStepCount(1, .jumpNone)) { try Steps(1, .jumpNone) }
  }

  @Test("CSS text parses and prints back to an equal timing function")
  func css() throws {
    let texts = [
      "linear", "ease", "ease-in", "ease-out", "ease-in-out", "cubic-bezier(0.4, 0, 0.2, 1)",
      "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "steps(4, jump-end)", "steps(3, jump-none)",
      "steps(2, jump-start)", "steps(5, jump-both)",
    ]
    for text in texts {
      let function = try TimingFunction(css: text)
      #expect(function.description == text)
      #expect(try TimingFunction(css: function.description) == function)
    }
    #expect(try TimingFunction(css: "standard") == .standard)
    #expect(try TimingFunction(css: " Sharp ") == .sharp)
    #expect(try TimingFunction(css: "decelerate").description == "cubic-bezier(0, 0, 0.2, 1)")
    #expect(try TimingFunction(css: "steps(3)") == (try .steps(3, .jumpEnd)))
    #expect(try TimingFunction(css: "steps(3, start)") == (try .steps(3, .jumpStart)))
    #expect(try TimingFunction(css: "step-end") == (try .steps(1, .jumpEnd)))
    #expect(
      try TimingFunction(css: "cubic-bezier(0.1,0.2,0.3,0.4)")
        == (try .cubicBezier(0.1, 0.2, 0.3, 0.4)))
    let third = try TimingFunction.cubicBezier(1.0 / 3, 0.1, 2.0 / 3, 0.9)
    #expect(try TimingFunction(css: third.description) == third)
  }

  @Test("malformed CSS text is a typed error naming the text")
  func cssErrors() {
    for text in [
      "bounce", "cubic-bezier(0.1, 0.2, 0.3)", "cubic-bezier(a, 0, 1, 1)", "steps(x)",
      "steps(2, sideways)", "cubic-bezier(nan, 0, 1, 1)", "cubic-bezier(0.1, 0, 1, 1", "",
    ] {
      #expect(throws: TimingFunctionError.self, "\(text)") { try TimingFunction(css: text) }
    }
    #expect(throws: TimingFunctionError.unrecognized("bounce")) {
      try TimingFunction(css: "bounce")
    }
    #expect(throws: TimingFunctionError.controlPointXOutOfRange(name: "x2", value: 2)) {
      try TimingFunction(css: "cubic-bezier(0, 0, 2, 1)")
    }
    #expect(throws: TimingFunctionError.invalidStepCount(0, .jumpEnd)) {
      try TimingFunction(css: "steps(0)")
    }
  }

  @Test("CSS arity and argument mistakes say what to fix: the function, what it takes, what it got")
  func cssMessages() {
    let cases: [(text: String, message: String)] = [
      ("cubic-bezier(0.4, 0, 0.2)", "cubic-bezier takes 4 numbers, got 3"),
      ("cubic-bezier(0.4, 0, 0.2, 1, 0)", "cubic-bezier takes 4 numbers, got 5"),
      ("cubic-bezier()", "cubic-bezier takes 4 numbers, got 0"),
      ("cubic-bezier(0.4, a, 0.2, 1)", "cubic-bezier argument 2 must be a number, got 'a'"),
      ("cubic-bezier(0.4, 0, nan, 1)", "cubic-bezier argument 3 must be a number, got 'nan'"),
      ("cubic-bezier(0.4, 0, , 1)", "cubic-bezier argument 3 must be a number, got ''"),
      ("steps()", "steps takes 1 or 2 arguments, got 0"),
      ("steps(2, end, 1)", "steps takes 1 or 2 arguments, got 3"),
      ("steps(x)", "steps argument 1 must be a whole number of steps, got 'x'"),
      ("steps(2.5)", "steps argument 1 must be a whole number of steps, got '2.5'"),
      (
        "steps(2, sideways)",
        "steps argument 2 must be jump-start, jump-end, jump-none, jump-both, start or end, got 'sideways'"
      ),
      ("bounce(1)", "unknown timing function 'bounce(1)'"),
      ("cubic-bezier(0.1, 0, 1, 1", "unknown timing function 'cubic-bezier(0.1, 0, 1, 1'"),
    ]
    for (text, message) in cases {
      do {
        _ = try TimingFunction(css: text)
        Issue.record("\(text) was accepted")
      } catch {
        #expect(error.description == message, "\(text)")
      }
    }
    #expect(
      throws: TimingFunctionError.wrongArgumentCount(
        function: "cubic-bezier", expected: "4", got: 3)
    ) {
      try TimingFunction(css: "CUBIC-BEZIER(0.4, 0, 0.2)")
    }
  }
}
