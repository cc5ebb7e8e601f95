import MotionAnimationConformance
import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// The animation kit's own API: the tolerance's validation, a failure's requirements, the
/// scenario filter and the names failures carry.
@Suite("Animation conformance kit API")
struct AnimationKitAPITests {
  static let starts = [AnimationSample(value: 0.0), AnimationSample(value: 40, velocity: -300)]

  @Test("the standard tolerance, and a tolerance built from its defaults, are the documented ones")
  func standardTolerance() throws {
    let standard = AnimationTolerance.standard
    #expect(standard.derivativeStep == 0x1p-20 && standard.velocity == 1e-4)
    #expect(standard.handOff == 1e-9 && standard.horizon == 10 && standard.samples == 64)
    #expect(try AnimationTolerance() == standard)
    let custom = try AnimationTolerance(
      derivativeStep: 0.01, velocity: 0, handOff: 0, horizon: 0.5, samples: 2)
    #expect(custom.derivativeStep == 0.01 && custom.velocity == 0 && custom.handOff == 0)
    #expect(custom.horizon == 0.5 && custom.samples == 2)
    #expect(try AnimationTolerance(samples: 100_000).samples == 100_000)
    #expect(throws: ParameterError.self) { try AnimationTolerance(derivativeStep: 0.01.nextUp) }
  }

  @Test("a tolerance that cannot be used is a typed error naming the field")
  func badTolerance() {
    let cases: [(() throws -> AnimationTolerance, ParameterError)] = [
      (
        { try AnimationTolerance(derivativeStep: 0) },
        .outOfRange("derivativeStep", 0, expected: "in (0, 0.01]")
      ),
      (
        { try AnimationTolerance(derivativeStep: 0.02) },
        .outOfRange("derivativeStep", 0.02, expected: "in (0, 0.01]")
      ),
      ({ try AnimationTolerance(velocity: -1) }, .invalidParameter("velocity", -1)),
      ({ try AnimationTolerance(velocity: .infinity) }, .invalidParameter("velocity", .infinity)),
      ({ try AnimationTolerance(handOff: -1e-9) }, .invalidParameter("handOff", -1e-9)),
      ({ try AnimationTolerance(handOff: .infinity) }, .invalidParameter("handOff", .infinity)),
      (
        { try AnimationTolerance(horizon: 0) },
        .outOfRange("horizon", 0, expected: "finite and positive")
      ),
      (
        { try AnimationTolerance(horizon: .infinity) },
        .outOfRange("horizon", .infinity, expected: "finite and positive")
      ),
      (
        { try AnimationTolerance(samples: 1) }, .outOfRange("samples", 1, expected: "in 2...100000")
      ),
      (
        { try AnimationTolerance(samples: 100_001) },
        .outOfRange("samples", 100_001, expected: "in 2...100000")
      ),
    ]
    for (make, error) in cases {
      #expect(throws: error) { try make() }
    }
    #expect(throws: ParameterError.self) { try AnimationTolerance(derivativeStep: .nan) }
    #expect(throws: ParameterError.self) { try AnimationTolerance(velocity: .nan) }
  }

  @Test("a failure's requirements are the IDs its scenario's name starts with")
  func requirements() {
    func failure(_ scenario: String) -> AnimationConformanceFailure {
      AnimationConformanceFailure(scenario: scenario, message: "m", animation: "a")
    }
    #expect(failure("TW-4 before the start").requirements == ["TW-4"])
    #expect(failure("TW-3, PH-4 end and rest").requirements == ["TW-3", "PH-4"])
    #expect(failure("PH-10, TL-R11 pure in time").requirements == ["PH-10", "TL-R11"])
    #expect(failure("TW-6, and more").requirements == ["TW-6"])
    #expect(failure("no ID here").requirements == [])
    #expect(failure("tw-4 lower case").requirements == [])
    #expect(failure("-4 no letters").requirements == [])
    #expect(failure("TW- no number").requirements == [])
    #expect(failure("TW-4").description == "[a] TW-4: m")
    let names = AnimationConformance.scenarioNames
    #expect(names.count == 5)
    for name in names { #expect(!failure(name).requirements.isEmpty, "\(name)") }
  }

  @Test("only: runs the scenarios whose names contain it; failures carry the name given")
  func filter() throws {
    let broken = FixedEnd(end: .nan)
    let all = AnimationConformance.check(broken, starts: Self.starts)
    #expect(all.contains { $0.animation == "FixedEnd" })
    let named = AnimationConformance.check(broken, named: "mine", starts: Self.starts, only: "PH-4")
    #expect(!named.isEmpty && named.allSatisfy { $0.animation == "mine" })
    #expect(
      named
        == all.filter { $0.scenario.contains("PH-4") }.map {
          AnimationConformanceFailure(scenario: $0.scenario, message: $0.message, animation: "mine")
        })
    #expect(AnimationConformance.check(broken, starts: Self.starts, only: "no such").isEmpty)
  }

  @Test("no starts is one start at rest at zero; a motion that starts from showing needs two")
  func fewStarts() throws {
    let keyframes = try Tween(duration: 0.3, values: [1.0, 2])
    #expect(AnimationConformance.check(keyframes, starts: []).isEmpty)
    let destination = try Tween(duration: 0.3, values: [2.0])
    let one = AnimationConformance.check(destination, starts: [AnimationSample(value: 1)])
    #expect(one.map(\.scenario) == ["TW-6, PH-6 start from what is showing"])
    #expect(one.first?.message.contains("hand it at least two starts") == true)
    let sameVelocity = [AnimationSample(value: 1.0), AnimationSample(value: 2)]
    #expect(AnimationConformance.check(destination, starts: sameVelocity).count == 1)
    #expect(
      AnimationConformance.check(destination, starts: [AnimationSample(value: 1)], takes: .value)
        .isEmpty)
  }
}

extension AnimationKitAPITests {
  /// The start scenario's failures that say the value handed was not taken.
  static func valueNotTaken(
    _ animation: some Animation<Double>, _ tolerance: AnimationTolerance
  ) -> [AnimationConformanceFailure] {
    let starts = [
      AnimationSample(value: 0.0), AnimationSample(value: 40), AnimationSample(value: -12.5),
    ]
    return AnimationConformance.check(
      animation, starts: starts, takes: .value, tolerance: tolerance, only: "TW-6"
    ).filter { $0.message.contains("It takes the value it is handed") }
  }

  @Test("TW-6: a hand-off tolerance of zero accepts a start taken to the bit")
  func exactHandOff() throws {
    let destination = try Tween(duration: 0.3, values: [2.0])
    let exact = try AnimationTolerance(handOff: 0)
    #expect(Self.valueNotTaken(destination, exact).isEmpty)
    #expect(
      !Self.valueNotTaken(FlawedAnimation(destination, flaw: .scalesHandedValue), exact).isEmpty)
  }

  @Test("TW-6: the hand-off tolerance is relative to the larger of what was handed and shown")
  func relativeHandOff() throws {
    // Half of 40 is 20 away from it: within 0.5 × 40, not within 0.5 × 20; likewise for -12.5.
    let halved = FlawedAnimation(try Tween(duration: 0.3, values: [2.0]), flaw: .scalesHandedValue)
    #expect(Self.valueNotTaken(halved, try AnimationTolerance(handOff: 0.5)).isEmpty)
    let tighter = Self.valueNotTaken(halved, try AnimationTolerance(handOff: 0.49))
    #expect(!tighter.isEmpty && tighter.allSatisfy { !$0.message.contains("(value 0.0,") })
  }

  @Test("PH-6: the velocity check scales with the motion: a picometre tween is checked as closely")
  func tinyMotion() throws {
    let tiny = try Tween(duration: 0.5, values: [0.0, 1e-12])
    #expect(AnimationConformance.check(tiny, starts: Self.starts, only: "PH-6 velocity").isEmpty)
    let doubled = FlawedAnimation(tiny, flaw: .velocityDoubled)
    #expect(
      !AnimationConformance.check(doubled, starts: Self.starts, only: "PH-6 velocity").isEmpty)
  }

  static let threeStarts = [
    AnimationSample(value: 0.0, velocity: 0), AnimationSample(value: 40, velocity: -300),
    AnimationSample(value: -12.5, velocity: 90),
  ]

  /// The values the failures' messages say the motion was handed ("Handed (value …" or
  /// "handed (value …"), in order.
  static func handed(_ failures: [AnimationConformanceFailure]) -> [String] {
    failures.compactMap { failure in
      failure.message.firstRange(of: "anded (value ").map {
        String(failure.message[$0.upperBound...].prefix { $0 != "," })
      }
    }
  }

  @Test("a scenario reports the starts in the order they were handed, each at its first break")
  func failureOrder() throws {
    let keyframes = try Tween(
      duration: 0.5, delay: 0.2, values: [0.0, 100, 40, 60], offsets: [0, 0.3, 0.7, 1],
      interTimingFunctions: [.easeInOut, .cubicBezier(0.2, 1.4, 0.6, -0.3), .linear])
    for (flaw, scenario) in [
      (FlawedAnimation<Tween<Double>>.Flaw.movesBeforeStart, "TW-4"), (.endIsNaN, "PH-4"),
      (.endDriftsPerCall, "PH-10"),
    ] {
      let failures = AnimationConformance.check(
        FlawedAnimation(keyframes, flaw: flaw), starts: Self.threeStarts, only: scenario)
      #expect(Self.handed(failures) == ["0.0", "40.0", "-12.5"], "\(flaw): \(failures)")
    }
    let destination = try Tween(duration: 0.4, values: [300.0])
    let scaled = AnimationConformance.check(
      FlawedAnimation(destination, flaw: .scalesHandedValue), starts: Self.threeStarts,
      only: "TW-6")
    // Handed values in order (0 is halved to itself): 40 with each velocity, then −12.5.
    #expect(Self.handed(scaled) == ["40.0", "40.0", "40.0", "-12.5", "-12.5", "-12.5"])
    let linear = try Tween(duration: 0.3, values: [0.0, 100])
    let zero = AnimationConformance.check(
      FlawedAnimation(linear, flaw: .velocityZero), starts: Self.threeStarts, only: "PH-6 velocity")
    #expect(zero.count == 3)
    #expect(zero.allSatisfy { $0.message.contains("at local time 0.0 it reported velocity 0.0") })
  }

  @Test("TW-6, TW-3: a scenario names the first start, and the first instant, that breaks it")
  func firstBreak() throws {
    let keyframes = try Tween(
      duration: 0.5, delay: 0.2, values: [0.0, 100, 40, 60], offsets: [0, 0.3, 0.7, 1],
      interTimingFunctions: [.easeInOut, .cubicBezier(0.2, 1.4, 0.6, -0.3), .linear])
    // It should ignore what it is handed: each later start is compared with the first.
    let ignored = AnimationConformance.check(
      FlawedAnimation(keyframes, flaw: .readsStartItIgnores), starts: Self.threeStarts,
      only: "TW-6")
    #expect(ignored.count == 2)
    #expect(ignored.first?.message.hasSuffix("handed (value 40.0, velocity -300.0).") == true)
    #expect(ignored.last?.message.hasSuffix("handed (value -12.5, velocity 90.0).") == true)
    // From its end on it must hold: the first instant that does not is the end itself.
    let moving = AnimationConformance.check(
      FlawedAnimation(keyframes, flaw: .velocityAfterEnd), starts: Self.starts, only: "PH-4")
    #expect(!moving.isEmpty && moving.allSatisfy { $0.message.hasSuffix("at local time 0.7.") })
  }

  @Test("TW-4: a start that is not a time is reported")
  func startNotATime() {
    for start in [Double.nan, .infinity, -.infinity] {
      let failures = AnimationConformance.check(
        Delayed(start: start, end: .infinity), starts: Self.starts, only: "TW-4")
      #expect(
        failures.count == 1
          && failures[0].message.hasSuffix("Its startSeconds is \(start), not a time."))
    }
  }

  @Test("TW-4: a start at minus infinity is reported once, and nothing is sampled across it")
  func startAtMinusInfinity() {
    let failures = AnimationConformance.check(
      Delayed(start: -.infinity, end: 5), starts: Self.starts)
    #expect(failures.map(\.scenario) == ["TW-4 before the start"], "\(failures)")
  }

  @Test("PH-10: a cache that interpolates between its last samples shows only when scrubbed")
  func shuffledPass() throws {
    let keyframes = try Tween(
      duration: 0.5, delay: 0.2, values: [0.0, 100, 40, 60], offsets: [0, 0.3, 0.7, 1],
      interTimingFunctions: [.easeInOut, .cubicBezier(0.2, 1.4, 0.6, -0.3), .linear])
    let failures = AnimationConformance.check(
      FlawedAnimation(keyframes, flaw: .interpolatesBetweenCachedSamples), starts: Self.starts,
      only: "PH-10")
    #expect(!failures.isEmpty && failures.allSatisfy { $0.message.hasSuffix("sampled shuffled.") })
  }

  @Test("TW-6: starts that differ only in velocity cannot tell what a motion takes")
  func startsDifferingInVelocityOnly() throws {
    let destination = try Tween(duration: 0.3, values: [2.0])
    let starts = [AnimationSample(value: 1.0, velocity: 0), AnimationSample(value: 1, velocity: 5)]
    let failures = AnimationConformance.check(destination, starts: starts)
    #expect(failures.count == 1 && failures[0].message.contains("hand it at least two starts"))
  }

  @Test("TW-6: what a motion takes that it was said not to is reported start by start, in order")
  func declaredOrder() throws {
    let destination = try Tween(duration: 0.4, values: [300.0])
    let failures = AnimationConformance.check(
      destination, starts: Self.threeStarts, takes: .velocity, only: "TW-6")
    let value = failures.filter { $0.message.contains("It takes no value") }
    #expect(Self.handed(value) == ["40.0", "40.0", "40.0", "-12.5", "-12.5", "-12.5"])
  }

  @Test("TW-6: a motion that takes from the start only what it holds after its end passes")
  func dependsOnlyAtTheEnd() throws {
    // One value at offset 0: it holds 10 before its start and the value handed (the implicit
    // keyframe at 1) from its start on, a zero duration.
    let jump = try Tween(duration: 0, delay: 0.1, values: [10.0], offsets: [0])
    #expect(jump.startsFromShowing)
    #expect(AnimationConformance.check(jump, starts: Self.threeStarts).isEmpty)
  }

  @Test(
    "PH-6: the velocity tolerance is 10⁻⁴ of the speed scale, the range measured from the start")
  func velocityTolerance() {
    let close = AnimationConformance.check(
      Line(error: 0.5e-4), starts: Self.starts, only: "PH-6 velocity")
    #expect(close.isEmpty, "\(close)")
    let far = AnimationConformance.check(
      Line(error: 2e-4), starts: Self.starts, only: "PH-6 velocity")
    #expect(far.count == Self.starts.count)
  }

  @Test("PH-6: a corner just after a sampled instant is judged by the backward quotient")
  func cornerAfterInstant() throws {
    // With two samples the second interior instant is at 1.37/2 of the length; the corner
    // sits 1e-10 s after it, inside every forward and central step.
    let instant = 0.0 + 1 * (Double(1) + 0.37) / Double(2)
    let tween = try Tween(
      duration: 1, values: [0.0, 100, 0], offsets: [0, instant + 1e-10, 1])
    let tolerance = try AnimationTolerance(samples: 2)
    #expect(AnimationConformance.check(tween, starts: Self.starts, tolerance: tolerance).isEmpty)
    let early = try Tween(duration: 1, values: [0.0, 100, 0], offsets: [0, instant - 1e-10, 1])
    #expect(AnimationConformance.check(early, starts: Self.starts, tolerance: tolerance).isEmpty)
  }
}

/// A motion that never moves, starting at `start` and ending at `end`.
struct Delayed: Animation {
  let start: Double
  let end: Double
  var timeline: Timeline? { nil }
  var startSeconds: Double { start }
  var startsFromShowing: Bool { false }
  func endSeconds(from start: AnimationSample<Double>) -> Double { end }
  func sample(atLocalTime localTime: Double, from start: AnimationSample<Double>)
    -> AnimationSample<Double>
  {
    AnimationSample(value: 1)
  }
}

/// A motion that holds its start value for ever and reports `end` as its end.
struct FixedEnd: Animation {
  let end: Double
  var timeline: Timeline? { nil }
  var startSeconds: Double { 0 }
  var startsFromShowing: Bool { false }
  func endSeconds(from start: AnimationSample<Double>) -> Double { end }
  func sample(atLocalTime localTime: Double, from start: AnimationSample<Double>)
    -> AnimationSample<Double>
  {
    AnimationSample(value: 7)
  }
}

/// 1000 + 100 t over one second, reporting a velocity off by the fraction `error`.
struct Line: Animation {
  let error: Double
  var timeline: Timeline? { nil }
  var startSeconds: Double { 0 }
  var startsFromShowing: Bool { false }
  func endSeconds(from start: AnimationSample<Double>) -> Double { 1 }
  func sample(atLocalTime localTime: Double, from start: AnimationSample<Double>)
    -> AnimationSample<Double>
  {
    guard localTime >= 0 else { return AnimationSample(value: 1000) }
    guard localTime < 1 else { return AnimationSample(value: 1100) }
    return AnimationSample(value: 1000 + 100 * localTime, velocity: 100 * (1 + error))
  }
}
