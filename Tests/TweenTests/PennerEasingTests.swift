import Foundation
import MotionTween
import Testing

/// Penner's back, elastic and bounce easings against easings.net's formulas, written out here
/// as the site prints them, against values computed by hand, at their ends and through their
/// derivatives.
@Suite("Penner easings: back, elastic, bounce")
struct PennerEasingTests {
  static let names = TimingFunction.pennerNamed.map(\.name)

  /// easings.net's functions, transcribed from its formulas (independent of the library's);
  /// `raw` leaves out the elastic ones' `x === 0 ? 0 : x === 1 ? 1` cases.
  static func easingsNet(_ name: String, _ x: Double, raw: Bool = false) -> Double {
    let c1 = 1.70158
    let c2 = c1 * 1.525
    let c3 = c1 + 1
    let c4 = (2 * Double.pi) / 3
    let c5 = (2 * Double.pi) / 4.5
    func outBounce(_ x: Double) -> Double {
      let n1 = 7.5625
      let d1 = 2.75
      if x < 1 / d1 { return n1 * x * x }
      if x < 2 / d1 { return n1 * (x - 1.5 / d1) * (x - 1.5 / d1) + 0.75 }
      if x < 2.5 / d1 { return n1 * (x - 2.25 / d1) * (x - 2.25 / d1) + 0.9375 }
      return n1 * (x - 2.625 / d1) * (x - 2.625 / d1) + 0.984375
    }
    switch name {
    case "ease-in-back": return c3 * x * x * x - c1 * x * x
    case "ease-out-back": return 1 + c3 * pow(x - 1, 3) + c1 * pow(x - 1, 2)
    case "ease-in-out-back":
      return x < 0.5
        ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
        : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
    case "ease-in-elastic":
      if !raw, x == 0 || x == 1 { return x }
      return -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4)
    case "ease-out-elastic":
      if !raw, x == 0 || x == 1 { return x }
      return pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1
    case "ease-in-out-elastic":
      if !raw, x == 0 || x == 1 { return x }
      return x < 0.5
        ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
        : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
    case "ease-in-bounce": return 1 - outBounce(1 - x)
    case "ease-out-bounce": return outBounce(x)
    default: return x < 0.5 ? (1 - outBounce(1 - 2 * x)) / 2 : (1 + outBounce(2 * x - 1)) / 2
    }
  }

  static func function(_ name: String) throws -> TimingFunction {
    try TimingFunction(css: name)
  }

  /// easings.net's elastic formula less the straight line through its miss at the end it does
  /// not ease (at 0 for in, at 1 for out, both for in-out): what the library computes.
  static func continuousElastic(_ name: String, _ x: Double) -> Double {
    let raw = easingsNet(name, x, raw: true)
    let startMiss = easingsNet(name, 0, raw: true)
    let endMiss = easingsNet(name, 1, raw: true) - 1
    switch name {
    case "ease-in-elastic": return raw - startMiss * (1 - x)
    case "ease-out-elastic": return raw - endMiss * x
    default: return x < 0.5 ? raw - startMiss * (1 - 2 * x) : raw - endMiss * (2 * x - 1)
    }
  }

  @Test("back and bounce are easings.net's formulas within 1e-12; elastic within its 2⁻¹¹ miss")
  func easingsNetFormulas() throws {
    for name in Self.names {
      let f = try Self.function(name)
      var worst = 0.0
      var fromSite = 0.0
      for index in 0...1000 {
        let x = Double(index) / 1000
        let expected =
          name.hasSuffix("elastic") && x > 0 && x < 1
          ? Self.continuousElastic(name, x) : Self.easingsNet(name, x)
        worst = max(worst, abs(f(x) - expected))
        fromSite = max(fromSite, abs(f(x) - Self.easingsNet(name, x)))
      }
      #expect(worst < 1e-12, "\(name): \(worst)")
      // easings.net's elastic curves miss 0 or 1 by 2⁻¹⁰·sin(30°) = 2⁻¹¹ (in-out: half that).
      let allowed = name.hasSuffix("elastic") ? 0x1p-11 + 1e-15 : 1e-12
      #expect(fromSite <= allowed, "\(name): \(fromSite)")
    }
    #expect(abs(Self.easingsNet("ease-out-elastic", 1, raw: true) - (1 + 0x1p-11)) < 1e-15)
    #expect(abs(Self.easingsNet("ease-in-elastic", 0, raw: true) - -0x1p-11) < 1e-15)
  }

  @Test("hand-computed values: back (c1 = 1.70158, c3 = c1 + 1), elastic (c4 = 2π/3), bounce")
  func handValues() {
    // easeOutBack(0.5) = 1 + c3·(−1/8) + c1·(1/4); easeInBack(0.5) = c3/8 − c1/4.
    #expect(abs(TimingFunction.easeOutBack(0.5) - 1.0876975) < 1e-15)
    #expect(abs(TimingFunction.easeInBack(0.5) - -0.0876975) < 1e-15)
    // easeOutElastic(0.5) = 2⁻⁵·sin(4.25·2π/3) + 1 = 2⁻⁵·sin(150°) + 1 = 1 + 1/64, less half
    // its miss at 1, 2⁻¹⁰·sin(9.25·2π/3) = 2⁻¹⁰·sin(30°) = 2⁻¹¹.
    #expect(abs(TimingFunction.easeOutElastic(0.5) - (1.015625 - 0x1p-12)) < 1e-15)
    // easeInElastic(0.5) = −2⁻⁵·sin(−5.75·2π/3) = −2⁻⁵·sin(30°) = −1/64, less half its miss
    // at 0, −2⁻¹⁰·sin(−10.75·2π/3) = −2⁻¹¹.
    #expect(abs(TimingFunction.easeInElastic(0.5) - (-0.015625 + 0x1p-12)) < 1e-15)
    // easeOutBounce(0.5): second arc, 7.5625·(0.5 − 6/11)² + 0.75 = (121/16)/484 + 0.75.
    #expect(abs(TimingFunction.easeOutBounce(0.5) - 0.765625) < 1e-15)
    // First arc: 7.5625·0.2² = 0.3025.
    #expect(abs(TimingFunction.easeOutBounce(0.2) - 0.3025) < 1e-15)
    // easeInOutBounce(0.25) = (1 − easeOutBounce(0.5)) / 2.
    #expect(abs(TimingFunction.easeInOutBounce(0.25) - 0.1171875) < 1e-15)
    #expect(abs(TimingFunction.easeInBounce(0.5) - (1 - 0.765625)) < 1e-15)
    // In-out halves meet at one half.
    for name in ["ease-in-out-back", "ease-in-out-elastic", "ease-in-out-bounce"] {
      #expect(abs((try? Self.function(name))!(0.5) - 0.5) < 1e-15, "\(name)")
    }
  }

  @Test("ends: f(0) = 0 and f(1) = 1 exactly, clamped outside [0, 1], NaN stays NaN")
  func ends() throws {
    var functions = try Self.names.map(Self.function)
    functions += [
      .penner(try PennerEasing(.back(overshoot: 3), .easeInOut)),
      .penner(try PennerEasing(.elastic(amplitude: 2, period: 0.4), .easeOut)),
      .penner(try PennerEasing(.elastic(amplitude: 1.5, period: 0.2), .easeIn)),
    ]
    for f in functions {
      #expect(f(0) == 0 && f(1) == 1, "\(f)")
      #expect(f(-0.5) == 0 && f(1.5) == 1 && f(-.infinity) == 0 && f(.infinity) == 1, "\(f)")
      #expect(f(.nan).isNaN && f.slope(at: .nan).isNaN, "\(f)")
    }
  }

  @Test("continuity: every easing, its ends included (elastic less its misses at the ends)")
  func continuity() throws {
    for name in Self.names {
      let f = try Self.function(name)
      var worst = 0.0
      // Neighbours 2e-9 apart on a grid that includes the bounce arcs' ends and one half.
      let arcs: [Double] = [1 / 2.75, 2 / 2.75, 2.5 / 2.75]
      let grid: [Double] = (1..<2000).map { Double($0) / 2000 } + arcs
      for x in grid {
        worst = max(worst, abs(f(x + 1e-9) - f(x - 1e-9)))
      }
      #expect(worst < 1e-7, "\(name): \(worst)")
      // At the ends: the exact 0 and 1 are the curve's limits.
      let start = abs(f(1e-12) - f(0))
      let end = abs(f(1 - 1e-12) - f(1))
      #expect(start <= 1e-9 && end <= 1e-9, "\(name): \(start), \(end)")
    }
  }

  @Test("derivatives agree with a central difference (h = 1e-6) at 999 points")
  func centralDifference() throws {
    let breaks: [Double] = [1 / 2.75, 2 / 2.75, 2.5 / 2.75]
    for name in Self.names {
      let f = try Self.function(name)
      var worst = 0.0
      for index in 1..<1000 {
        let x = Double(index) / 1000
        // Away from the bounces' contacts, where the slope jumps.
        let bounce = name.hasSuffix("bounce")
        let contacts: [Double] = breaks.flatMap { (b: Double) -> [Double] in
          [b, 1 - b, b / 2, (1 + b) / 2, 0.5 - b / 2]
        }
        if bounce, contacts.contains(where: { abs($0 - x) < 1e-4 }) { continue }
        // In-out halves meet with equal slopes but not curvatures: the difference is O(h)
        // there (handSlopes checks the slope at one half).
        if name.hasPrefix("ease-in-out"), x == 0.5 { continue }
        let h = 1e-6
        let difference = (f(x + h) - f(x - h)) / (2 * h)
        worst = max(worst, abs(f.slope(at: x) - difference) / max(1, abs(difference)))
      }
      #expect(worst < 1e-6, "\(name): \(worst)")
    }
  }

  @Test("derivatives by hand: back 3c3·x² − 2c1·x, elastic at 0 and 1/2, bounce 2·n1·(x − c)")
  func handSlopes() {
    let c1 = 1.70158
    let c3 = c1 + 1
    // easeOutBack' = 3c3·(x − 1)² + 2c1·(x − 1): at 0.5, 3c3/4 − c1; at 1, 0.
    #expect(abs(TimingFunction.easeOutBack.slope(at: 0.5) - (0.75 * c3 - c1)) < 1e-14)
    #expect(TimingFunction.easeOutBack.slope(at: 1) == 0)
    // easeInBack' = 3c3·x² − 2c1·x: 0 at 0, 3c3 − 2c1 = 4.70158 at 1.
    #expect(TimingFunction.easeInBack.slope(at: 0) == 0)
    #expect(abs(TimingFunction.easeInBack.slope(at: 1) - 4.70158) < 1e-14)
    // easeOutElastic' = 2^(−10x)·(ω·cos θ − 10·ln 2·sin θ) − 2⁻¹¹ (the miss's line),
    // θ = (x − 0.075)·ω, ω = 2π/0.3: at 0, θ = −π/2, so 10·ln 2 − 2⁻¹¹; at 0.5, θ ≡ 150°, so
    // (−5·ln 2 − 10π/√3)/32 − 2⁻¹¹.
    #expect(abs(TimingFunction.easeOutElastic.slope(at: 0) - (10 * log(2.0) - 0x1p-11)) < 1e-12)
    let half = (-5 * log(2.0) - 10 * Double.pi / 3.0.squareRoot()) / 32 - 0x1p-11
    #expect(abs(TimingFunction.easeOutElastic.slope(at: 0.5) - half) < 1e-12)
    // Outside [0, 1] the slope of the nearer end.
    #expect(
      TimingFunction.easeOutElastic.slope(at: -1) == TimingFunction.easeOutElastic.slope(at: 0))
    // easeOutBounce' = 2·7.5625·(x − c): 3.025 at 0.2, −0.6875 at 0.5, 0.6875 at 1.
    #expect(abs(TimingFunction.easeOutBounce.slope(at: 0.2) - 3.025) < 1e-14)
    #expect(abs(TimingFunction.easeOutBounce.slope(at: 0.5) - -0.6875) < 1e-14)
    #expect(abs(TimingFunction.easeOutBounce.slope(at: 1) - 0.6875) < 1e-14)
    // easeInOutBounce'(x) = easeOutBounce'(1 − 2x) below one half.
    #expect(abs(TimingFunction.easeInOutBounce.slope(at: 0.25) - -0.6875) < 1e-14)
    // In-out back: 3(c2 + 1)·u² − 2c2·u with u = 2x; both halves give c2 + 3 at one half.
    let c2 = c1 * 1.525
    #expect(abs(TimingFunction.easeInOutBack.slope(at: 0.5) - (c2 + 3)) < 1e-13)
    #expect(abs(TimingFunction.easeInOutBack.slope(at: 0.5.nextDown) - (c2 + 3)) < 1e-9)
  }

  @Test("parameters: Penner's overshoot, amplitude and period")
  func parameters() throws {
    // Overshoot 0: in(x) = x³.
    let cubic = try PennerEasing(.back(overshoot: 0), .easeIn)
    #expect(abs(cubic.value(at: 0.3) - 0.027) < 1e-15)
    // Amplitude 2, period 0.4: out(x) = 2·2^(−10x)·sin((x − s)·2π/0.4) + 1 − miss·x, with
    // s = 0.4/(2π)·asin(1/2) and the miss the formula's excess at 1.
    let elastic = try PennerEasing(.elastic(amplitude: 2, period: 0.4), .easeOut)
    let s = 0.4 / (2 * Double.pi) * asin(0.5)
    func formula(_ x: Double) -> Double {
      2 * pow(2, -10 * x) * sin((x - s) * 2 * Double.pi / 0.4) + 1
    }
    for x in [0.1, 0.37, 0.8] {
      let expected = formula(x) - (formula(1) - 1) * x
      #expect(abs(elastic.value(at: x) - expected) < 1e-14)
    }
    #expect(PennerEasing.defaultPeriod(.easeInOut) == 0.45)
    #expect(
      TimingFunction.easeInOutElastic
        == .penner(try PennerEasing(.elastic(amplitude: 1, period: 0.45), .easeInOut)))
  }

  @Test("bad parameters are typed errors: NaN, infinities, an amplitude below 1, a period ≤ 0")
  func badParameters() {
    let families: [PennerEasing.Family] = [
      .back(overshoot: .nan), .back(overshoot: .infinity), .elastic(amplitude: 0.5, period: 0.3),
      .elastic(amplitude: .nan, period: 0.3), .elastic(amplitude: 1, period: 0),
      .elastic(amplitude: 1, period: -0.3), .elastic(amplitude: 1, period: .infinity),
    ]
    for family in families {
      #expect(throws: TimingFunctionError.self, "\(family)") {
        try PennerEasing(family, .easeOut)
      }
    }
    do {
      _ = try PennerEasing(.elastic(amplitude: 0.5, period: 0.3), .easeIn)
      Issue.record("no error")
    } catch {
      #expect(error.description == "ease-in-elastic amplitude must be a number ≥ 1, got 0.5")
    }
  }

  @Test("text: bare names for the defaults, parameters otherwise, read back equal")
  func text() throws {
    for (name, function) in TimingFunction.pennerNamed {
      #expect(function.description == name)
      #expect(try TimingFunction(css: name) == function)
      #expect(try TimingFunction(css: " \(name.uppercased()) ") == function)
    }
    let custom: [TimingFunction] = [
      .penner(try PennerEasing(.back(overshoot: 2.5), .easeOut)),
      .penner(try PennerEasing(.back(overshoot: -0.1), .easeInOut)),
      .penner(try PennerEasing(.elastic(amplitude: 1.2, period: 0.4), .easeIn)),
      .penner(try PennerEasing(.elastic(amplitude: 1, period: 0.3), .easeInOut)),
    ]
    #expect(
      custom.map(\.description) == [
        "ease-out-back(2.5)", "ease-in-out-back(-0.1)", "ease-in-elastic(1.2, 0.4)",
        "ease-in-out-elastic(1, 0.3)",
      ])
    for function in custom { #expect(try TimingFunction(css: function.description) == function) }
    // Defaults may be written out; one elastic argument is the amplitude.
    #expect(try TimingFunction(css: "ease-out-back(1.70158)") == .easeOutBack)
    #expect(try TimingFunction(css: "ease-in-out-elastic(1)") == .easeInOutElastic)
    #expect(try TimingFunction(css: "ease-out-bounce()") == .easeOutBounce)
  }

  @Test("text errors: too many arguments, a non-number, out-of-range parameters, unknown names")
  func textErrors() {
    let cases: [(String, TimingFunctionError)] = [
      (
        "ease-out-bounce(1)",
        .wrongArgumentCount(function: "ease-out-bounce", expected: "0", got: 1)
      ),
      (
        "ease-in-back(1, 2)",
        .wrongArgumentCount(function: "ease-in-back", expected: "0 or 1", got: 2)
      ),
      (
        "ease-in-elastic(1, 2, 3)",
        .wrongArgumentCount(function: "ease-in-elastic", expected: "0 to 2", got: 3)
      ),
      (
        "ease-out-back(nan)",
        .invalidArgument(function: "ease-out-back", position: 1, expected: "a number", found: "nan")
      ),
      (
        "ease-out-elastic(1, 0)",
        .invalidEasingParameter(
          function: "ease-out-elastic", name: "period", value: 0, expected: "a finite number > 0")
      ),
      ("ease-sideways-back", .unrecognized("ease-sideways-back")),
      ("ease-out-wobble(1)", .unrecognized("ease-out-wobble(1)")),
    ]
    for (text, expected) in cases {
      #expect(throws: expected, "\(text)") { try TimingFunction(css: text) }
    }
    #expect(throws: TimingFunctionError.self) { try TimingFunction(css: "ease-out-back(1e999)") }
  }

  @Test("tweens: value and velocity through the easing; a batch samples bit for bit")
  func tweens() throws {
    for (_, function) in TimingFunction.pennerNamed {
      let tween = try Tween(duration: 2, values: [10.0, 30], interTimingFunctions: [function])
      let batch = try TweenBatch([tween])
      for time in stride(from: 0.0, through: 2.0, by: 0.0625) {
        let d = time / 2
        let expected = d == 1 ? 30 : 10 * (1 - function(d)) + 30 * function(d)
        #expect(tween.value(atLocalTime: time, from: 0) == expected, "\(function) \(time)")
        #expect(batch.value(at: 0, localTime: time) == tween.value(atLocalTime: time, from: 0))
        if time < 2 {
          let velocity = tween.velocity(atLocalTime: time, from: 0)
          let slope = 20 * function.slope(at: d) / 2
          #expect(abs(velocity - slope) <= 1e-12 * max(1, abs(slope)), "\(function) \(time)")
        }
      }
    }
  }
}
