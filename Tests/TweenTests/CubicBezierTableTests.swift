import MotionTestSupport
import Testing

@testable import MotionTween

/// The table-driven fast path (an interpolated guess and one Halley step) and the intervals that
/// keep the closed form, checked against the extended-precision reference in every interval.
@Suite("Cubic-bezier: table-driven evaluation and its closed-form fallback")
struct CubicBezierTableTests {
  static let intervals = CubicBezierTable.intervals

  /// The largest error of `curve` against `reference` at `perInterval` points of each interval
  /// (its start, and points spread inside it), with the intervals it was measured on.
  static func worstError(
    _ curve: CubicBezier, _ reference: BezierReference, perInterval: Int,
    where include: (Int) -> Bool = { _ in true }
  ) -> (error: Double, x: Double) {
    var worst = (error: 0.0, x: 0.0)
    for index in 0..<intervals where include(index) {
      for step in 0..<perInterval {
        let x =
          (Double(index) + Double(step) / Double(perInterval) + 0.37 / 1024) / Double(intervals)
        let error = abs(Double(Float80(curve.value(at: x)) - reference.value(at: x)))
        if !(error <= worst.error) { worst = (error, x) }
      }
    }
    return worst
  }

  @Test("smooth curves use the fast path everywhere; flat spots keep the closed form")
  func flaggedIntervals() throws {
    func flagged(_ curve: CubicBezier) -> [Int] {
      (0..<Self.intervals).filter { curve.solver.usesClosedForm(interval: $0) }
    }
    #expect(flagged(try CubicBezier(0.4, 0, 0.2, 1)).isEmpty)  // standard
    #expect(flagged(try CubicBezier(0.25, 0.1, 0.25, 1)).isEmpty)  // ease
    #expect(flagged(try CubicBezier(0.68, -0.55, 0.265, 1.55)).isEmpty)
    // Flat end at x = 1 (x2 = 1) and at x = 0 (x1 = 0): only the intervals next to it.
    let easeIn = flagged(try CubicBezier(0.42, 0, 1, 1))
    #expect(!easeIn.isEmpty && easeIn.allSatisfy { $0 >= Self.intervals - 4 })
    let easeOut = flagged(try CubicBezier(0, 0, 0.58, 1))
    #expect(!easeOut.isEmpty && easeOut.allSatisfy { $0 < 4 })
    // The flat inflection of (1, 0, 0, 1) at x = 0.5: the intervals around it, both sides.
    let steep = flagged(try CubicBezier(1, 0, 0, 1))
    #expect(steep.contains(Self.intervals / 2 - 1) && steep.contains(Self.intervals / 2))
    #expect(steep.allSatisfy { abs($0 - Self.intervals / 2) <= 8 })
    #expect(steep.count < Self.intervals / 4)
  }

  @Test("the closed-form intervals are exact: dense x around flat ends and inflections")
  func closedFormIntervals() throws {
    for (x1, y1, x2, y2) in [
      (1.0, 0.0, 0.0, 1.0), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.999, 0, 0.001, 1),
      (0.1, 0.1, 0.9, 0.9), (0, 1, 1, 0),
    ] {
      let curve = try CubicBezier(x1, y1, x2, y2)
      let reference = BezierReference(x1, y1, x2, y2)
      let flagged = { (index: Int) in curve.solver.usesClosedForm(interval: index) }
      #expect((0..<Self.intervals).contains(where: flagged), "(\(x1), \(y1), \(x2), \(y2))")
      let worst = Self.worstError(curve, reference, perInterval: 40, where: flagged)
      #expect(worst.error <= 1e-12, "(\(x1), \(y1), \(x2), \(y2)): \(worst.error) at \(worst.x)")
    }
  }

  @Test("the fast path is exact at every knot and inside every interval of the benchmark curves")
  func fastPathIntervals() throws {
    for (x1, y1, x2, y2) in CubicBezierAccuracyTests.curves {
      let curve = try CubicBezier(x1, y1, x2, y2)
      let reference = BezierReference(x1, y1, x2, y2)
      let fast = { (index: Int) in !curve.solver.usesClosedForm(interval: index) }
      let worst = Self.worstError(curve, reference, perInterval: 6, where: fast)
      #expect(worst.error <= 1e-12, "(\(x1), \(y1), \(x2), \(y2)): \(worst.error) at \(worst.x)")
      for index in 0...Self.intervals {
        let x = Double(index) / Double(Self.intervals)
        let error = abs(Double(Float80(curve.value(at: x)) - reference.value(at: x)))
        #expect(error <= 1e-12, "(\(x1), \(y1), \(x2), \(y2)) at knot \(x): \(error)")
      }
    }
  }

  @Test("random curves (seeded), every interval: max |error| <= 1e-12 on both paths")
  func randomCurvesEveryInterval() throws {
    var generator = SeededRandom(seed: 64)
    var fastIntervals = 0
    for round in 0..<160 {
      var x1 = Double.random(in: 0...1, using: &generator)
      var x2 = Double.random(in: 0...1, using: &generator)
      // Often near the hard shapes: flat ends, a flat inflection, a nearly linear x.
      switch round % 5 {
      case 0: (x1, x2) = (1 - x1 * 1e-3, x2 * 1e-3)
      case 1: x1 = x1 < 0.5 ? 0 : 1
      case 2: x2 = x1 + 1.0 / 3 > 1 ? x1 - 1.0 / 3 : x1 + 1.0 / 3
      default: break
      }
      let y1 = Double.random(in: -2...3, using: &generator)
      let y2 = Double.random(in: -2...3, using: &generator)
      let curve = try CubicBezier(x1, y1, x2, y2)
      let reference = BezierReference(x1, y1, x2, y2)
      fastIntervals += (0..<Self.intervals).count { !curve.solver.usesClosedForm(interval: $0) }
      var worst = (error: 0.0, x: 0.0)
      for index in 0..<Self.intervals {
        let x =
          (Double(index) + Double.random(in: 0..<1, using: &generator)) / Double(Self.intervals)
        let error = abs(Double(Float80(curve.value(at: x)) - reference.value(at: x)))
        if !(error <= worst.error) { worst = (error, x) }
      }
      #expect(worst.error <= 1e-12, "(\(x1), \(y1), \(x2), \(y2)): \(worst.error) at \(worst.x)")
    }
    // The fast path is the common one (the test would prove little otherwise).
    #expect(fastIntervals > 160 * Self.intervals / 2)
  }

  @Test("a NaN x gives NaN; x outside (0, 1) clamps; neighbours of 0 and 1 stay in range")
  func edges() throws {
    let curve = try CubicBezier(0.4, 0, 0.2, 1)
    #expect(curve.value(at: .nan).isNaN)
    #expect(curve.value(at: -1) == 0 && curve.value(at: 2) == 1)
    #expect(curve.value(at: .infinity) == 1 && curve.value(at: -.infinity) == 0)
    #expect(curve.value(at: 1.0.nextDown) <= 1 && curve.value(at: 1.0.nextDown) > 0.999)
    #expect(curve.value(at: .leastNonzeroMagnitude) >= 0)
  }
}
