import MotionAnimationConformance
import MotionTestSupport
import MotionTween
import Testing

/// Random tweens of every shape pass the animation kit: its bit-exact checks and its velocity
/// tolerance hold for the shipped tween, whatever the keyframes, offsets, curves and times.
@Suite("Animation conformance kit on random tweens")
struct AnimationKitFuzzTests {
  /// A random timing function: linear, a named or random cubic-bezier, steps, one of Penner's
  /// easings or a random `linear()`.
  static func timingFunction(_ random: inout SeededRandom) throws -> TimingFunction {
    switch random.below(6) {
    case 0: return .linear
    case 1: return TimingFunction.named[random.below(TimingFunction.named.count)].function
    case 4:
      return TimingFunction.pennerNamed[random.below(TimingFunction.pennerNamed.count)].function
    case 5:
      // From (0 %, 0) to (100 %, 1), as the kit's rules for a keyframe's value at its offset
      // and for a single value's before phase take for granted (a linear() with another output
      // at 0 shows it there, CSS's fill), and zero to four stops between, some with one or two
      // percentages (decreasing ones are raised).
      let inner = (0..<random.below(5)).map { _ -> LinearEasingFunction.Stop in
        let output = random.uniform(-0.5, 1.5)
        switch random.below(3) {
        case 0: return .init(output)
        case 1: return .init(output, at: random.uniform(0, 100))
        default: return .init(output, from: random.uniform(0, 100), to: random.uniform(0, 100))
        }
      }
      return .piecewiseLinear(try LinearEasingFunction([.init(0)] + inner + [.init(1)]))
    case 2:
      return try .cubicBezier(
        random.unit(), random.uniform(-1, 2), random.unit(), random.uniform(-1, 2))
    default:
      let positions: [StepPosition] = [.jumpStart, .jumpEnd, .jumpBoth, .jumpNone]
      return try .steps(2 + random.below(5), positions[random.below(positions.count)])
    }
  }

  /// A random tween: one to five values, offsets (sometimes leaving implicit keyframes) and
  /// curves sometimes, a delay sometimes.
  static func tween(_ random: inout SeededRandom) throws -> Tween<Double> {
    let count = 1 + random.below(5)
    let values = (0..<count).map { _ in random.uniform(-500, 500) }
    var offsets: [Double]?
    if count > 1, random.chance(40) {
      offsets = (0..<count).map { _ in random.unit() }.sorted()
    }
    let curves =
      random.chance(70) ? try (0..<max(count - 1, 1)).map { _ in try timingFunction(&random) } : nil
    return try Tween(
      duration: random.chance(5) ? 0 : random.uniform(0.01, 3),
      delay: random.chance(50) ? random.uniform(0, 1) : 0, values: values, offsets: offsets,
      interTimingFunctions: curves)
  }

  @Test("TW-3…TW-11, PH-6, PH-10: random tweens pass every scenario of the kit")
  func randomTweens() throws {
    var random = SeededRandom(seed: 0x15A4_11F1)
    let starts = [
      AnimationSample(value: 0.0, velocity: 0), AnimationSample(value: 40, velocity: -300),
      AnimationSample(value: -812.5, velocity: 90),
    ]
    for iteration in 0..<fuzzIterations(ci: 300) {
      let tween = try Self.tween(&random)
      let failures = AnimationConformance.check(tween, named: "tween \(iteration)", starts: starts)
      #expect(failures.isEmpty, "\(tween.values), \(tween.duration), \(tween.delay): \(failures)")
      if !failures.isEmpty { break }
    }
  }
}
