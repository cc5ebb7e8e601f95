import MotionTestSupport
import MotionTween
import Testing

@Suite("Cubic-bezier: exact closed-form evaluation")
struct CubicBezierAccuracyTests {
  static let curves: [(Double, Double, Double, Double)] = [
    (1, 0, 0, 1), (0, 1, 1, 0), (0.99, 0, 0.01, 1), (0.68, -0.55, 0.265, 1.55),
    (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
    (0.4, 0, 0.2, 1), (0, 0, 0.2, 1), (0.4, 0, 1, 1), (0.4, 0, 0.6, 1),
    (0, 0, 0, 0), (1, 1, 1, 1), (0, 0, 1, 1), (1, 0, 1, 0), (1 / 3, 0.2, 2 / 3, 0.9),
    (0.5, 0.5, 0.5, 0.5), (0.01, 0.99, 0.99, 0.01), (0.6, -0.28, 0.735, 0.045),
    (0.175, 0.885, 0.32, 1.275), (0.3, 0.9, 0.3333, 0.2), (1e-9, 0, 1 - 1e-9, 1),
    (0.999, 0, 0.001, 1), (0.9, 0.1, 0.1, 0.9), (0.05, 0.7, 0.1, 1), (0.95, 0, 0.98, 0.3),
    (0, -1.96, 1 / 3, -0.64), (2 / 3, 1.2, 1, 0.1), (0.2, 0, 0.2 + 1 / 3 + 1e-7, 1),
    (0.3, 2, 0.3 + 1 / 3 - 1e-5, -1),
  ]

  /// x values: a uniform sweep, and the places solvers get wrong: the ends, the middle (flat
  /// inflections), tiny and near-one values, neighbouring doubles.
  static var samples: [Double] {
    var xs = (0...1000).map { Double($0) / 1000 }
    for k in 1...100 {
      let tiny = Double.leastNormalMagnitude * Double(k) * 1e280
      xs += [tiny, 1e-17 * Double(k), 1e-9 * Double(k), 1 - 1e-9 * Double(k)]
    }
    var up = 0.5
    var down = 0.5
    var top = 1.0
    for _ in 0..<100 {
      up = up.nextUp
      down = down.nextDown
      top = top.nextDown
      xs += [up, down, top, Double.leastNonzeroMagnitude * 1e3]
    }
    return xs
  }

  @Test("max |error| <= 1e-12 against an extended-precision reference, for every test curve")
  func accuracy() throws {
    let xs = Self.samples
    for (x1, y1, x2, y2) in Self.curves {
      let curve = try CubicBezier(x1, y1, x2, y2)
      let reference = BezierReference(x1, y1, x2, y2)
      var worst = 0.0
      var worstX = 0.0
      for x in xs {
        let error = abs(Double(Float80(curve.value(at: x)) - reference.value(at: x)))
        if !(error <= worst) {
          worst = error
          worstX = x
        }
      }
      #expect(worst <= 1e-12, "cubic-bezier(\(x1), \(y1), \(x2), \(y2)): \(worst) at x = \(worstX)")
    }
  }

  @Test("max |error| <= 1e-12 on random curves (seeded), x1 and x2 often at special values")
  func randomCurves() throws {
    var generator = SeededRandom(seed: 2026)
    let specials = [0, 1, 0.5, 1.0 / 3, 2.0 / 3, 0.25, 0.75, 1e-3, 0.999]
    for round in 0..<300 {
      var x1 = Double.random(in: 0...1, using: &generator)
      var x2 = Double.random(in: 0...1, using: &generator)
      if round % 3 == 0 { x1 = specials.randomElement(using: &generator)! }
      if round % 4 == 0 { x2 = specials.randomElement(using: &generator)! }
      let y1 = Double.random(in: -2...3, using: &generator)
      let y2 = Double.random(in: -2...3, using: &generator)
      let curve = try CubicBezier(x1, y1, x2, y2)
      let reference = BezierReference(x1, y1, x2, y2)
      var xs = (0..<40).map { _ in Double.random(in: 0...1, using: &generator) }
      xs += [1e-15, 1e-300, 0.5.nextUp, 0.5.nextDown, 1.0.nextDown, 1 - 1e-12]
      for x in xs {
        let error = abs(Double(Float80(curve.value(at: x)) - reference.value(at: x)))
        #expect(error <= 1e-12, "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at \(x): \(error)")
      }
    }
  }

  @Test("a naive bisection in Double is measurably wrong at (1, 0, 0, 1), x just above 0.5")
  func referenceCatchesNaiveSolvers() {
    // The test above can fail: a straightforward solver errs by far more than 1e-12 here.
    let x = 0.5.nextUp
    var low = 0.0
    var high = 1.0
    for _ in 0..<100 {
      let mid = (low + high) / 2
      let value = ((4 * mid - 6) * mid + 3) * mid
      if value < x { low = mid } else { high = mid }
    }
    let t = (low + high) / 2
    let naive = ((-2 * t + 3) * t) * t
    let reference = BezierReference(1, 0, 0, 1).value(at: x)
    #expect(abs(Double(Float80(naive) - reference)) > 1e-9)
  }

  @Test("flat inflection of (1, 0, 0, 1): y(0.5 + d) = 0.5 + 1.5·cbrt(d/4) (closed form)")
  func flatInflectionClosedForm() throws {
    let curve = try CubicBezier(1, 0, 0, 1)
    #expect(curve.value(at: 0.5) == 0.5)
    // x = 0.5 + 4s³, y = 0.5 + 1.5s − 2s³ for s = t − 0.5.
    for s in [1e-6, 1e-4, 0.01, 0.25] {
      let x = 0.5 + 4 * s * s * s
      let exactS = Double(cbrt80(Float80(x - 0.5) / 4))
      let expected = 0.5 + 1.5 * exactS - 2 * exactS * exactS * exactS
      #expect(abs(curve.value(at: x) - expected) <= 1e-13)
    }
  }

  private func cbrt80(_ v: Float80) -> Float80 {
    var low: Float80 = 0
    var high: Float80 = 1
    for _ in 0..<100 {
      let mid = (low + high) / 2
      if mid * mid * mid < v { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }
}
