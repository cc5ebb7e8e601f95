import MotionTween
import Testing

@Suite("Tween: validation on creation")
struct TweenValidationTests {
  @Test("TW-1: a tween has duration, delay, values, offsets and interTimingFunctions")
  func fields() throws {
    let tween = try Tween(
      duration: 0.3, delay: 0.05, values: [0.0, 1],
      offsets: [0, 1], interTimingFunctions: [.ease])
    #expect(tween.duration == 0.3)
    #expect(tween.delay == 0.05)
    #expect(tween.duration == 0.3)
    #expect(tween.delay == 0.05)
    #expect(tween.values == [0, 1])
    #expect(tween.offsets == [0, 1])
    #expect(tween.interTimingFunctions == [.ease])
    let plain = try Tween(duration: 1, values: [1.0])
    #expect(plain.offsets == nil && plain.interTimingFunctions == nil && plain.delay == .zero)
  }

  @Test("TW-7: invalid offsets are rejected with an error naming the problem")
  func offsets() {
    func attempt(_ offsets: [Double], values: [Double] = [0, 1, 2]) -> TweenError? {
      do {
        _ = try Tween(duration: 1, values: values, offsets: offsets)
        return nil
      } catch { return error }
    }
    #expect(attempt([0, 1]) == .offsetsCountMismatch(expected: 3, actual: 2))
    #expect(attempt([0, 1.5, 1]) == .offsetOutOfRange(index: 1, value: 1.5))
    #expect(attempt([0, -0.1, 1]) == .offsetOutOfRange(index: 1, value: -0.1))
    #expect(attempt([0, .nan, 1])?.description == "offsets[1]: must be in [0, 1], got nan")
    #expect(attempt([0, 0.8, 0.5]) == .offsetsDecreasing(index: 2, value: 0.5, previous: 0.8))
    #expect(attempt([0, 1, 1]) == nil)
    #expect(attempt([1], values: [5]) == nil)
  }

  @Test("TW-7: offsets that do not start at 0 or end at 1 are valid, as in Web Animations")
  func implicitKeyframeOffsets() throws {
    for offsets in [[0.1, 0.5, 1], [0, 0.5, 0.9], [0, 0.5, 0.5], [0.2, 0.2, 0.2]] {
      let tween = try Tween(duration: 1, values: [0.0, 1, 2], offsets: offsets)
      #expect(tween.offsets == offsets)
      #expect(tween.usesUnderlyingValue)  // implicit keyframes hold the underlying value
    }
    for offset in [0.0, 0.5] {
      #expect(
        try Tween(duration: 1, values: [5.0], offsets: [offset]).offsets == [offset])
    }
    #expect(
      try !Tween(duration: 1, values: [0.0, 1], offsets: [0, 1]).usesUnderlyingValue)
    #expect(try Tween(duration: 1, values: [0.0]).usesUnderlyingValue)
  }

  @Test("TW-9: a wrong count of timing functions is rejected")
  func timingFunctionCount() {
    #expect(throws: TweenError.timingFunctionsCountMismatch(expected: 2, actual: 1)) {
      try Tween(duration: 1, values: [0.0, 1, 2], interTimingFunctions: [.ease])
    }
    #expect(throws: TweenError.timingFunctionsCountMismatch(expected: 1, actual: 0)) {
      try Tween(duration: 1, values: [0.0], interTimingFunctions: [])
    }
    #expect(throws: TweenError.timingFunctionsCountMismatch(expected: 1, actual: 2)) {
      try Tween(duration: 1, values: [0.0], interTimingFunctions: [.ease, .ease])
    }
  }

  @Test("empty values, NaN values, bad durations and delays are rejected")
  func otherErrors() {
    #expect(throws: TweenError.emptyValues) {
      try Tween<Double>(duration: 1, values: [])
    }
    #expect(throws: TweenError.nonFiniteValue(index: 1)) {
      try Tween(duration: 1, values: [0, Double.nan])
    }
    #expect(throws: TweenError.nonFiniteValue(index: 0)) {
      try Tween(duration: 1, values: [Color(red: .infinity, green: 0, blue: 0)])
    }
    #expect(throws: TweenError.invalidDuration(-1)) {
      try Tween(duration: -1, values: [0.0])
    }
    #expect(throws: TweenError.invalidDelay(-0.5)) {
      try Tween(duration: 1, delay: -0.5, values: [0.0])
    }
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(throws: TweenError.self) { try Tween(duration: bad, values: [0.0]) }
      #expect(throws: TweenError.self) {
        try Tween(duration: 1, delay: bad, values: [0.0])
      }
    }
    #expect(TweenError.emptyValues.description == "values: must not be empty")
    #expect(
      TweenError.timingFunctionsCountMismatch(expected: 2, actual: 1).description
        == "interTimingFunctions: expected 2 entries, got 1")
  }
}
