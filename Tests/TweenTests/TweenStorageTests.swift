import Testing

@testable import MotionTween

@Suite("Tween: storage, derived fields and lifetimes")
struct TweenStorageTests {
  @Test("TW-1: values, offsets and timing functions read back as given")
  func derivedFields() throws {
    let functions: [TimingFunction] = [.standard, try .steps(3, .jumpBoth), .linear]
    let tween = try Tween(
      duration: 2, values: [1.0, 2, 3, 4], offsets: [0, 0.25, 0.25, 1],
      interTimingFunctions: functions)
    #expect(tween.values == [1, 2, 3, 4])
    #expect(tween.offsets == [0, 0.25, 0.25, 1])
    #expect(tween.interTimingFunctions == functions)
    #expect(tween.lastValue == 4)
    #expect(tween.firstValue(from: 99) == 1)
    let single = try Tween(duration: 1, values: [5.0], offsets: [1])
    #expect(single.values == [5] && single.offsets == [1] && single.isDestinationOnly)
    #expect(single.firstValue(from: 99) == 99)
  }

  @Test("equal curves share one prepared solver; the intern table is bounded and lets go")
  func solverLifetime() throws {
    weak var released: CubicBezierSolver?
    do {
      let curve = try CubicBezier(0.3, 0.1, 0.7, 0.9123)
      let function = TimingFunction.cubicBezier(curve)
      let tween = try Tween(
        duration: 1, values: [0.0, 1], interTimingFunctions: [function])
      guard case .cubicBezier(let copy) = tween.interTimingFunctions?[0] else {
        Issue.record("the timing function did not survive")
        return
      }
      #expect(copy.solver === curve.solver)
      #expect(try CubicBezier(0.3, 0.1, 0.7, 0.9123).solver === curve.solver)
      released = curve.solver
      #expect(tween.value(atProgress: 0.5, from: 0) == curve.value(at: 0.5))
    }
    // Held by the table until as many other distinct curves have been made as it holds.
    let table = CubicBezierSolverCache.shared
    if let solver = released { #expect(table.contains(solver)) }
    for index in 0..<CubicBezierSolverCache.capacity {
      _ = try CubicBezier(0.5, 0.5, 0.5, 2 + Double(index) / 1000)
    }
    #expect(released == nil)
  }
}
