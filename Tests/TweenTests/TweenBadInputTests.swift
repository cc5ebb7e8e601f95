import MotionTween
import Testing

/// Bad input to tween sampling and construction that `TweenValidationTests` does not pin.
@Suite("Tween bad input")
struct TweenBadInputTests {
  @Test("TW-3, TW-4: sampling at NaN holds the first frame; at ±infinity the first or last frame")
  func nonFiniteTimes() throws {
    let tween = try Tween(duration: 1, delay: 0.5, values: [10.0, 20, 30])
    #expect(tween.value(atLocalTime: .nan, from: 0) == 10)
    #expect(tween.value(atLocalTime: -.infinity, from: 0) == 10)
    #expect(tween.value(atLocalTime: .infinity, from: 0) == 30)
    #expect(!tween.isComplete(atLocalTime: .nan))
    let destination = try Tween(duration: 1, values: [5.0])
    #expect(destination.value(atLocalTime: .nan, from: 1) == 1)
  }

  @Test("TW-3: negative Durations are typed errors naming the field, in both initialisers")
  func negativeDurations() {
    #expect(throws: TweenError.self) {
      try Tween(duration: -0.005, values: [1.0, 2])
    }
    #expect(throws: TweenError.self) {
      try Tween(duration: 0.005, delay: -0.001, values: [1.0, 2])
    }
    #expect(throws: TweenError.invalidDuration(-0.25)) {
      try Tween(duration: -0.25, values: [1.0, 2])
    }
  }

  @Test("TW-7: an offset of NaN or infinity is out of range, even where it would be sorted")
  func nonFiniteOffsets() {
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(throws: TweenError.self) {
        try Tween(duration: 1, values: [0.0, 1, 2], offsets: [0, bad, 1])
      }
    }
  }

  @Test("TW-5: infinite values are rejected like NaN, naming the index")
  func infiniteValues() {
    #expect(throws: TweenError.nonFiniteValue(index: 2)) {
      try Tween(duration: 1, values: [0.0, 1, .infinity])
    }
  }

  @Test("TW-9: CSS text with wrong arity, empty text, or trailing junk is a typed error")
  func badCSS() {
    for text in [
      "", "cubic-bezier(0.1, 0.2, 0.3)", "steps()", "ease ease", "linear(", "steps(2, sideways)",
    ] {
      #expect(throws: TimingFunctionError.self, "\(text)") { try TimingFunction(css: text) }
    }
  }

  @Test(
    "TW-15: a non-finite begin time is a no-op: the tween is not registered",
    arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteBeginTime(beginTime: Double) throws {
    var alone = TweenStack<Double>(baseValue: 7)
    #expect(!alone.add(try Tween(duration: 1, values: [0.0, 100]), beginTime: beginTime))
    #expect(alone.entries.isEmpty)
    #expect(alone.source(at: 0.5) == .base)
    #expect(alone.value(at: 0.5) == 7)
    var stack = TweenStack<Double>(baseValue: 7)
    #expect(stack.add(try Tween(duration: 1, values: [0.0, 100]), beginTime: 0))
    #expect(!stack.add(try Tween(duration: 1, values: [500.0, 600]), beginTime: beginTime))
    #expect(stack.entries.count == 1)
    #expect(stack.value(at: 0.5) == 50)
    #expect(stack.value(at: 2) == 100)
    #expect(!stack.value(at: .nan).isNaN)
  }
}
