import MotionAnimationConformance
import MotionPhysics
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// The animation kit on springs, decays and bounded decays: every shipped kind passes, and a
/// spring broken in one way fails with the requirement of the promise it broke.
@Suite("Animation conformance kit on physics")
struct AnimationKitPhysicsTests {
  typealias Flaw = FlawedAnimation<SpringAnimation<Double>>.Flaw

  /// Starts that differ in value and in velocity: at rest, thrown back, thrown forward.
  static let starts = [
    AnimationSample(value: 0.0, velocity: 0), AnimationSample(value: 40, velocity: -300),
    AnimationSample(value: 420, velocity: 2500),
  ]

  @Test("PH-1, PH-4, PH-6, PH-10: springs in every regime keep every promise of the animation seam")
  func springs() throws {
    let overDamped = try SpringParameters(stiffness: 200, dampingRatio: 2.5)
    let fromShowing: [(String, SpringParameters)] = [
      ("under-damped", .expressiveFastSpatial), ("critically damped", .standardDefaultEffects),
      ("over-damped", overDamped), ("2017", .materialMotion2017),
    ]
    for (name, parameters) in fromShowing {
      let spring = try SpringAnimation(parameters, to: 300.0, delay: 0.05)
      for takes in [nil, [.value, .velocity] as AnimationStartComponents] {
        let failures = AnimationConformance.check(
          spring, named: name, starts: Self.starts, takes: takes)
        #expect(failures.isEmpty, "\(failures)")
      }
    }
    let explicit = try SpringAnimation(
      .expressiveDefaultSpatial, to: 1.0, from: -2, velocity: 30, delay: 0.15)
    let fromOnly = try SpringAnimation(.standardFastSpatial, to: 10.0, from: 0)
    let velocityOnly = try SpringAnimation(.standardSlowSpatial, to: 10.0, velocity: 50)
    let checks = [
      AnimationConformance.check(explicit, named: "explicit", starts: Self.starts),
      AnimationConformance.check(
        fromOnly, named: "from only", starts: Self.starts, takes: .velocity),
      AnimationConformance.check(fromOnly, named: "from only, inferred", starts: Self.starts),
      AnimationConformance.check(
        velocityOnly, named: "velocity only", starts: Self.starts, takes: .value),
    ]
    for failures in checks { #expect(failures.isEmpty, "\(failures)") }
  }

  @Test("PH-11: a spring of points keeps them, and an undamped one is sampled over a horizon")
  func pointAndEndlessSprings() throws {
    let points = try SpringAnimation(.expressiveFastSpatial, to: Point(x: 100, y: -50))
    let pointStarts = [
      AnimationSample(value: Point(x: 0, y: 0), velocity: Point(x: 0, y: 0)),
      AnimationSample(value: Point(x: 30, y: 60), velocity: Point(x: -400, y: 900)),
    ]
    #expect(
      AnimationConformance.check(points, starts: pointStarts, takes: [.value, .velocity]).isEmpty)
    let undamped = try SpringAnimation(try SpringParameters(stiffness: 100, damping: 0), to: 10.0)
    #expect(undamped.endSeconds(from: AnimationSample(value: 0)) == .infinity)
    let failures = AnimationConformance.check(undamped, starts: Self.starts)
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test("PH-7, PH-9, PH-11: decays and bounded decays keep every promise of the animation seam")
  func decays() throws {
    let fromShowing = try DecayAnimation<Double>(.normal)
    let explicit = try DecayAnimation(.fast, from: 5.0, velocity: -800, delay: 0.1)
    let points = try DecayAnimation<Point>(.android)
    let pointStarts = [
      AnimationSample(value: Point(x: 0, y: 0), velocity: Point(x: 300, y: 0)),
      AnimationSample(value: Point(x: 30, y: 60), velocity: Point(x: -400, y: 900)),
    ]
    let scroll = try BoundedDecayAnimation(
      .normal, bounds: 0...1000, bounce: .standardDefaultSpatial)
    // Crossing the top, resting inside, starting outside below.
    let scrollStarts = [
      AnimationSample(value: 900.0, velocity: 2000), AnimationSample(value: 500, velocity: 100),
      AnimationSample(value: -50, velocity: 0),
    ]
    let thrown = try BoundedDecayAnimation(
      .fast, bounds: -100...100, bounce: .expressiveFastSpatial, from: 0, velocity: -3000)
    let checks = [
      AnimationConformance.check(fromShowing, named: "decay", starts: Self.starts),
      AnimationConformance.check(explicit, named: "explicit decay", starts: Self.starts),
      AnimationConformance.check(points, named: "decay of points", starts: pointStarts),
      AnimationConformance.check(scroll, named: "scroll", starts: scrollStarts),
      AnimationConformance.check(
        scroll, named: "scroll, declared", starts: scrollStarts, takes: [.value, .velocity]),
      AnimationConformance.check(thrown, named: "thrown", starts: scrollStarts),
    ]
    for failures in checks { #expect(failures.isEmpty, "\(failures)") }
  }

  /// The spring each flaw is tried on: from what is showing, or (to read a start it should
  /// ignore) with its start given.
  static func subject(_ flaw: Flaw) throws -> SpringAnimation<Double> {
    [.readsStartItIgnores, .endReadsStartItIgnores].contains(flaw)
      ? try SpringAnimation(.expressiveDefaultSpatial, to: 300.0, from: 10, velocity: 0)
      : try SpringAnimation(.expressiveDefaultSpatial, to: 300.0, delay: 0.05)
  }

  /// Scenarios a flaw may fail besides its own: a spring takes the velocity it is handed, so a
  /// wrong velocity is also a wrong start; an impure spring shows anywhere.
  static func alsoAllowed(_ flaw: Flaw) -> Set<String> {
    switch flaw {
    case .velocityDoubled, .velocityZero, .velocityLags: ["TW-6, PH-6 start from what is showing"]
    case .remembersNearbySample, .integratesFromLastSample, .endDriftsPerCall,
      .interpolatesBetweenCachedSamples, .velocityFromLastSample, .holdsLastSampleAfterEnd:
      Set(AnimationConformance.scenarioNames)
    default: []
    }
  }

  /// The scenario each flaw must fail.
  static func expected(_ flaw: Flaw) -> String {
    switch flaw {
    case .movesBeforeStart, .velocityBeforeStart: "TW-4 before the start"
    case .endsEarly, .endsBeforeStart, .endIsNaN, .velocityAfterEnd, .nanAtItsEnd,
      .movesAgainAfterItsEnd:
      "TW-3, PH-4 end and rest"
    case .ignoresHandedValue, .scalesHandedValue, .ignoresHandedVelocity, .doublesHandedVelocity,
      .readsStartItIgnores, .endReadsStartItIgnores:
      "TW-6, PH-6 start from what is showing"
    case .velocityDoubled, .velocityZero, .velocityLags, .velocityOffLate:
      "PH-6 velocity is the derivative"
    case .remembersNearbySample, .integratesFromLastSample, .endDriftsPerCall,
      .interpolatesBetweenCachedSamples, .velocityFromLastSample, .holdsLastSampleAfterEnd:
      "PH-10, TL-R11 pure in time"
    }
  }

  @Test(
    "TW-3, TW-4, PH-4, PH-6, PH-10: the kit reports each broken promise of a spring with its requirement",
    arguments: Flaw.allCases)
  func reportsFlaw(_ flaw: Flaw) throws {
    let spring = try Self.subject(flaw)
    let takes: AnimationStartComponents? = spring.startsFromShowing ? [.value, .velocity] : nil
    let failures = AnimationConformance.check(
      FlawedAnimation(spring, flaw: flaw), named: "\(flaw)", starts: Self.starts, takes: takes)
    let failed = Set(failures.map(\.scenario))
    #expect(failed.contains(Self.expected(flaw)), "\(failures)")
    #expect(
      failed.subtracting([Self.expected(flaw)]).isSubset(of: Self.alsoAllowed(flaw)), "\(failures)")
  }

  @Test("the flawless wrapper of a spring passes, so each failure above is its flaw's")
  func flawlessPasses() throws {
    for flaw in [Flaw.readsStartItIgnores, .velocityZero] {
      let spring = try Self.subject(flaw)
      let takes: AnimationStartComponents? = spring.startsFromShowing ? [.value, .velocity] : nil
      let failures = AnimationConformance.check(
        FlawedAnimation(spring, flaw: nil), starts: Self.starts, takes: takes)
      #expect(failures.isEmpty, "\(failures)")
    }
  }
}
