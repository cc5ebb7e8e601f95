import MotionTestSupport
import Testing

@testable import MotionTween

/// Repeating tweens against the Web Animations Level 1 model (`WebAnimationsModel`, written from
/// the text of § "Repeating", § "Direction control" and § "Time transformations"): every stage
/// of the timing model and the value, bit for bit, for `Tween` and `TweenBatch`, at every phase
/// and iteration boundary.
@Suite("Tween: iterations, iteration start, direction and the effect's easing (Web Animations)")
struct IterationTimingParityTests {
  static let counts: [Double] = [0, 0.5, 1, 1.5, 2, 3.25, 4, .infinity]
  static let starts: [Double] = [0, 0.25, 1, 1.5, 2.75]
  /// Effect easings, two of them leaving [0, 1] (so the keyframes extrapolate or show their
  /// first or last frame) and a staircase (the before flag).
  static let easings: [TimingFunction] = [
    .linear, .easeInOut, try! .cubicBezier(0.3, -0.6, 0.7, 1.6),
    .steps(try! Steps(3, .jumpStart)), .steps(try! Steps(4, .jumpEnd)),
  ]

  /// A random iteration timing (one in six plays once).
  static func randomTiming(_ random: inout SeededRandom) -> IterationTiming {
    guard !random.chance(16) else { return .once }
    return try! IterationTiming(
      iterations: counts[random.below(counts.count)],
      iterationStart: random.chance(50) ? 0 : starts[random.below(starts.count)],
      direction: PlaybackDirection.allCases[random.below(4)],
      easing: random.chance(40) ? .linear : easings[random.below(easings.count)])
  }

  /// The local times where something happens: each iteration's start and end and a hair to
  /// either side, the phase boundaries, the infinities, NaN and random times.
  static func times(
    delay: Double, duration: Double, timing: IterationTiming, _ random: inout SeededRandom
  ) -> [Double] {
    var times = [delay, delay - 1e-9, -1, .nan, -.infinity, .infinity, delay + 1e6]
    let iterations = timing.iterations.isFinite ? timing.iterations : 5
    var k = 0.0
    while k <= iterations.rounded(.up) + 1 {
      let time = delay + k * duration
      times += [time, time.nextDown, time.nextUp]
      k += 1
    }
    let active = timing.activeDuration(forDuration: duration)
    if active.isFinite { times += [delay + active, (delay + active).nextDown] }
    for _ in 0..<10 { times.append(random.uniform(-0.5, delay + duration * (iterations + 1))) }
    return times
  }

  @Test("Each stage of the timing model equals the specification's, at every boundary")
  func stages() throws {
    var random = SeededRandom(seed: 0x17E2_A710)
    var compared = 0
    let cases = fuzzIterations(ci: 400)
    for _ in 0..<cases {
      let timing = Self.randomTiming(&random)
      let delay = random.chance(40) ? 0 : 0.5
      let duration = random.chance(10) ? 0 : [1, 0.3, 2.5][random.below(3)]
      let model = WebAnimationsModel(
        values: [0, 1], offsets: nil, functions: nil, delay: delay, duration: duration,
        timing: timing)
      for time in Self.times(delay: delay, duration: duration, timing: timing, &random) {
        let spec = model.timingSteps(at: time)
        let ours = timing.progress(atLocalTime: time, delay: delay, duration: duration)
        let context = "\(timing) delay \(delay) duration \(duration) at \(time)"
        #expect(
          ours.activeTime == spec.activeTime && ours.overallProgress == spec.overall
            && ours.iterationProgress == spec.simple && ours.currentIteration == spec.iteration
            && ours.isForwards == spec.forwards && ours.directedProgress == spec.directed
            && ours.beforeFlag == spec.beforeFlag, "\(context): \(ours) vs \(spec)")
        let phase: TweenPhase =
          switch spec.phase {
          case .before: .before
          case .active: .active
          case .after: .after
          }
        #expect(ours.phase == phase, "\(context)")
        compared += 1
      }
    }
    #expect(compared >= cases * 20)  // at least 20 instants per case (times(…) gives 23 or more)
  }

  @Test("Repeating tweens and their batch show the Web Animations model's value bit for bit")
  func values() throws {
    var random = SeededRandom(seed: 0x17E2_B47C)
    var compared = 0
    let cases = fuzzIterations(ci: 500)
    for _ in 0..<cases {
      let (values, offsets, functions) = WebAnimationsParityTests.randomKeyframes(&random)
      let timing = Self.randomTiming(&random)
      let delay = random.chance(40) ? 0 : 0.5
      let duration = random.chance(10) ? 0 : [1, 0.3, 2.5][random.below(3)]
      let tween = try Tween(
        duration: duration, delay: delay, values: values, offsets: offsets,
        interTimingFunctions: functions, timing: timing)
      let model = WebAnimationsModel(
        values: values, offsets: offsets, functions: functions, delay: delay, duration: duration,
        timing: timing)
      let batch = tween.usesUnderlyingValue ? nil : try TweenBatch([tween])
      let underlying = random.uniform(-50, 50)
      for time in Self.times(delay: delay, duration: duration, timing: timing, &random) {
        let expected = model.value(at: time, underlying: underlying)
        let actual = tween.value(atLocalTime: time, from: underlying)
        let context =
          "\(values) \(String(describing: offsets)) \(String(describing: functions)) \(timing) delay \(delay) duration \(duration) at \(time)"
        #expect(actual == expected, "\(context)")
        if let batch { #expect(batch.value(at: 0, localTime: time) == actual, "\(context)") }
        compared += 1
      }
      // Before and after: what the tween holds, as the samplers of ended tweens read it.
      #expect(tween.firstValue(from: underlying) == model.value(at: -1, underlying: underlying))
      #expect(
        tween.finalValue(from: underlying) == model.value(at: .infinity, underlying: underlying))
    }
    #expect(compared >= cases * 20)
  }

  /// A batch of many tweens, some repeating and some not, samples each as its tween does.
  @Test("A batch mixing repeating and plain tweens samples each bit for bit as its tween")
  func mixedBatch() throws {
    var random = SeededRandom(seed: 0x17E2_BA7C)
    var tweens: [Tween<Double>] = []
    while tweens.count < 200 {
      let (values, offsets, functions) = WebAnimationsParityTests.randomKeyframes(&random)
      let tween = try Tween(
        duration: [1, 0.3][random.below(2)], delay: random.chance(50) ? 0 : 0.25, values: values,
        offsets: offsets, interTimingFunctions: functions, timing: Self.randomTiming(&random))
      if !tween.usesUnderlyingValue { tweens.append(tween) }
    }
    let batch = try TweenBatch(tweens)
    var sampled = [Double](repeating: 0, count: tweens.count)
    for time in stride(from: -0.25, through: 6, by: 0.0625) {
      try batch.sample(atLocalTime: time, into: &sampled)
      for (index, tween) in tweens.enumerated() {
        #expect(
          sampled[index] == tween.value(atLocalTime: time, from: 0), "tween \(index) at \(time)")
      }
    }
  }
}
