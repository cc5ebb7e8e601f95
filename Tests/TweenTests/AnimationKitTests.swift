import MotionAnimationConformance
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// The animation kit on tweens: every kind of shipped tween passes, and a tween broken in one
/// way fails with the requirement of the promise it broke.
@Suite("Animation conformance kit on tweens")
struct AnimationKitTweenTests {
  typealias Flaw = FlawedAnimation<Tween<Double>>.Flaw

  /// Starts that differ in value and in velocity.
  static let starts = [
    AnimationSample(value: 0.0, velocity: 0), AnimationSample(value: 40, velocity: -300),
    AnimationSample(value: -12.5, velocity: 90),
  ]

  /// Keyframes through offsets and per-segment curves, after a delay.
  static func keyframes() throws -> Tween<Double> {
    try Tween(
      duration: 0.5, delay: 0.2, values: [0, 100, 40, 60], offsets: [0, 0.3, 0.7, 1],
      interTimingFunctions: [.easeInOut, .cubicBezier(0.2, 1.4, 0.6, -0.3), .linear])
  }

  /// A single value: runs from what is showing (TW-6), through an overshooting curve.
  static func destination() throws -> Tween<Double> {
    try Tween(
      duration: 0.4, delay: 0.1, values: [300],
      interTimingFunctions: [.cubicBezier(0.3, -0.4, 0.5, 1.5)])
  }

  @Test("TW-3…TW-11: shipped tweens keep every promise of the animation seam")
  func shippedTweens() throws {
    let tweens: [(String, Tween<Double>)] = [
      ("linear", try Tween(duration: 0.3, values: [0, 100])),
      ("keyframes", try Self.keyframes()),
      (
        "steps",
        try Tween(duration: 0.4, values: [0, 80], interTimingFunctions: [.steps(4, .jumpStart)])
      ),
      ("zero duration", try Tween(duration: 0, delay: 0.25, values: [3, 9])),
      ("implicit keyframes", try Tween(duration: 0.6, values: [50, 70], offsets: [0.25, 0.6])),
      ("long", try Tween(duration: 1e5, delay: 1e4, values: [-1e6, 1e6])),
    ]
    for (name, tween) in tweens {
      let failures = AnimationConformance.check(tween, named: name, starts: Self.starts)
      #expect(failures.isEmpty, "\(failures)")
    }
    let failures = AnimationConformance.check(
      try Self.destination(), named: "destination", starts: Self.starts, takes: .value)
    #expect(failures.isEmpty, "\(failures)")
    #expect(
      AnimationConformance.check(try Self.destination(), starts: Self.starts).isEmpty,
      "the start it takes is inferred")
  }

  @Test("TW-2…TW-6: tweens of points and colours keep them too, component by component")
  func vectorTweens() throws {
    let points = try Tween(
      duration: 0.5, values: [Point(x: 0, y: 10), Point(x: 200, y: -40), Point(x: 50, y: 5)],
      interTimingFunctions: [.ease, .standard])
    let pointStarts = [
      AnimationSample(value: Point(x: 1, y: 2), velocity: Point(x: 0, y: 0)),
      AnimationSample(value: Point(x: -30, y: 8), velocity: Point(x: 100, y: -50)),
    ]
    #expect(AnimationConformance.check(points, starts: pointStarts).isEmpty)
    let toPoint = try Tween(duration: 0.3, values: [Point(x: 10, y: 10)])
    #expect(AnimationConformance.check(toPoint, starts: pointStarts, takes: .value).isEmpty)
    let colors = try Tween(
      duration: 0.25,
      values: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0.5, blue: 1)])
    let colorStarts = [
      AnimationSample(value: Color(red: 0, green: 0, blue: 0)),
      AnimationSample(
        value: Color(red: 1, green: 1, blue: 1), velocity: Color(red: 1, green: 0, blue: 0)),
    ]
    #expect(AnimationConformance.check(colors, starts: colorStarts).isEmpty)
  }

  /// The tween each flaw is tried on, and what it must be checked with.
  static func subject(_ flaw: Flaw) throws -> (
    tween: Tween<Double>, takes: AnimationStartComponents?
  ) {
    switch flaw {
    case .ignoresHandedValue: (try destination(), .value)
    case .scalesHandedValue: (try destination(), nil)
    default: (try keyframes(), nil)
    }
  }

  /// The scenarios each flaw must fail, and only those.
  static func expected(_ flaw: Flaw) -> Set<String> {
    switch flaw {
    case .movesBeforeStart, .velocityBeforeStart: ["TW-4 before the start"]
    case .endsEarly, .endsBeforeStart, .endIsNaN, .velocityAfterEnd, .nanAtItsEnd,
      .movesAgainAfterItsEnd:
      ["TW-3, PH-4 end and rest"]
    case .ignoresHandedValue, .scalesHandedValue, .readsStartItIgnores, .endReadsStartItIgnores:
      ["TW-6, PH-6 start from what is showing"]
    case .velocityDoubled, .velocityZero, .velocityLags, .velocityOffLate:
      ["PH-6 velocity is the derivative"]
    case .remembersNearbySample, .integratesFromLastSample, .endDriftsPerCall,
      .interpolatesBetweenCachedSamples, .velocityFromLastSample, .holdsLastSampleAfterEnd:
      ["PH-10, TL-R11 pure in time"]
    case .ignoresHandedVelocity, .doublesHandedVelocity: []  // a tween takes no velocity
    }
  }

  /// Whether the flaw makes the animation impure, which any scenario that samples twice sees.
  static func isImpure(_ flaw: Flaw) -> Bool {
    [
      .remembersNearbySample, .integratesFromLastSample, .endDriftsPerCall,
      .interpolatesBetweenCachedSamples, .velocityFromLastSample, .holdsLastSampleAfterEnd,
    ].contains(flaw)
  }

  @Test(
    "TW-3, TW-4, TW-6, PH-4, PH-6, PH-10: the kit reports each broken promise, with its rule and requirement",
    arguments: Flaw.allCases.filter { !expected($0).isEmpty })
  func reportsFlaw(_ flaw: Flaw) throws {
    let (tween, takes) = try Self.subject(flaw)
    let failures = AnimationConformance.check(
      FlawedAnimation(tween, flaw: flaw), named: "\(flaw)", starts: Self.starts, takes: takes)
    let failed = Set(failures.map(\.scenario))
    #expect(failed.isSuperset(of: Self.expected(flaw)), "\(failures)")
    // An impure animation may show it anywhere; any other flaw fails its own scenario only.
    #expect(Self.isImpure(flaw) || failed == Self.expected(flaw), "\(failures)")
    for failure in failures {
      #expect(
        failure.message.hasPrefix((AnimationConformance.rule(of: failure.scenario) ?? "?") + " "))
      #expect(!failure.requirements.isEmpty && failure.description.hasPrefix("[\(flaw)] "))
    }
  }

  @Test("the flawless wrapper passes, so each failure above is its flaw's")
  func flawlessPasses() throws {
    #expect(
      AnimationConformance.check(
        FlawedAnimation(try Self.keyframes(), flaw: nil), starts: Self.starts
      ).isEmpty)
    #expect(
      AnimationConformance.check(
        FlawedAnimation(try Self.destination(), flaw: nil), starts: Self.starts, takes: .value
      ).isEmpty)
  }

  @Test("every scenario of the kit fails on at least one flawed tween, and states its rule")
  func everyScenarioCanFail() {
    let covered = Set(Flaw.allCases.flatMap(Self.expected))
    #expect(covered == Set(AnimationConformance.scenarioNames))
    for name in AnimationConformance.scenarioNames {
      let rule = AnimationConformance.rule(of: name) ?? ""
      #expect(rule.hasSuffix(".") && !rule.dropLast().contains(". "), "\(name)")
    }
    #expect(AnimationConformance.rule(of: "no such scenario") == nil)
  }
}
