import MotionStreams
import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

/// Seeded fuzzing of keyframe tweens (TW-3…TW-11): random values, offsets (with jumps), timing
/// functions, durations and delays, sampled at random local times in random order through a
/// scrubbed timeline, against a naive evaluator written from the spec's words.
@Suite("Tween fuzzing")
struct TweenFuzzTests {
  @Test("TW-7…TW-11: random tweens scrubbed in random order match a naive reference evaluator")
  func randomTweensMatchReference() throws {
    let cases = fuzzIterations(ci: 600)
    var compared = 0
    var failures: [String] = []
    for index in 0..<cases {
      var random = SeededRandom(seed: 0x7EE5_0000 &+ UInt64(index))
      let plan = NaiveTween.random(&random)
      let tween = try plan.make()
      let clock = ManualScheduler()
      let timeline = Timeline(clock: clock)
      timeline.paused.value = true
      // Scrub to every interesting time (frame offsets, delay, end, outside), in random order,
      // several times over: the value depends on the local time alone, never on the history.
      var times = [-0.1, 0, plan.delay, plan.delay + plan.duration, plan.end + 0.1]
      times += plan.offsets.map { plan.delay + $0 * plan.duration }
      times += (0..<12).map { _ in random.uniform(-0.05, plan.end + 0.05) }
      let start = random.uniform(-50, 50)
      for time in (times + times).shuffled(using: &random) {
        try timeline.scrub(to: time)
        clock.advance(by: random.uniform(0, 0.1))  // wall time passes; a paused timeline holds
        let local = try #require(timeline.localTime(at: clock.now))
        let actual = tween.value(atLocalTime: local, from: start)
        let expected = plan.value(at: local, from: start)
        compared += 1
        if !(expected.low - plan.tolerance...expected.high + plan.tolerance).contains(actual) {
          failures.append("case \(index) t=\(local): \(actual) not in \(expected) for \(plan)")
        }
      }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    #expect(compared >= cases * 20)
  }
}

/// A tween as plain numbers, evaluated the long way (TW-3…TW-11).
struct NaiveTween: CustomStringConvertible {
  enum Curve {
    case linear
    case bezier(Double, Double, Double, Double)
    case steps(Int, StepPosition)
  }

  var values: [Double]
  var offsets: [Double]
  var givenOffsets: Bool
  var curves: [Curve]?
  var duration: Double
  var delay: Double

  var end: Double { delay + duration }
  var tolerance: Double { 1e-9 * (1 + values.map(abs).max()!) }
  var description: String {
    "values \(values) offsets \(givenOffsets ? "\(offsets)" : "even") curves \(curves.map { "\($0)" } ?? "linear") duration \(duration) delay \(delay)"
  }

  static func random(_ random: inout SeededRandom) -> NaiveTween {
    let count = 1 + random.below(6)
    var values = (0..<count).map { _ in (random.uniform(-1000, 1000) * 8).rounded() / 8 }
    if count > 2, random.below(4) == 0 { values[1] = values[0] }  // a flat segment
    let even = count == 1 ? [1.0] : (0..<count).map { Double($0) / Double(count - 1) }
    var offsets = even
    let givenOffsets = random.below(2) == 0
    if givenOffsets, count > 2 {
      let inner = (1..<(count - 1)).map { _ in random.uniform(0, 1) }.sorted()
      offsets = [0] + inner + [1]
      if random.below(4) == 0 { offsets[1] = offsets[count > 3 ? 2 : 1] }  // a jump
    }
    var curves: [Curve]?
    if random.below(3) != 0 {
      curves = (0..<max(count - 1, 1)).map { _ in
        switch random.below(4) {
        case 0: .linear
        case 1:
          .bezier(
            random.uniform(0, 1), random.uniform(-1, 2), random.uniform(0, 1),
            random.uniform(-1, 2))
        case 2:
          .bezier(
            [0, 1, 0.4][random.below(3)], random.uniform(0, 1), [0, 1, 0.2][random.below(3)],
            1)
        default:
          .steps(2 + random.below(4), StepPosition.allCases[random.below(4)])
        }
      }
    }
    let duration = random.below(20) == 0 ? 0 : random.uniform(0.01, 2)
    let delay = random.below(2) == 0 ? 0 : random.uniform(0, 0.5)
    return NaiveTween(
      values: values, offsets: offsets, givenOffsets: givenOffsets, curves: curves,
      duration: duration, delay: delay)
  }

  func make() throws -> Tween<Double> {
    let functions = try curves?.map { curve throws -> TimingFunction in
      switch curve {
      case .linear: .linear
      case .bezier(let x1, let y1, let x2, let y2): try .cubicBezier(x1, y1, x2, y2)
      case .steps(let count, let position): try .steps(count, position)
      }
    }
    return try Tween(
      duration: duration, delay: delay, values: values,
      offsets: givenOffsets ? offsets : nil, interTimingFunctions: functions)
  }

  /// The curve's output at segment progress `d` in [0, 1), computed independently: bisection
  /// in extended precision for beziers, the CSS steps definition counted out for steps.
  func curve(_ index: Int, _ d: Double) -> Double {
    guard let curves else { return d }
    switch curves[index] {
    case .linear: return d
    case .bezier(let x1, let y1, let x2, let y2):
      return Double(BezierReference(x1, y1, x2, y2).value(at: d))
    case .steps(let count, let position):
      let jumps: Int
      switch position {
      case .jumpStart, .jumpEnd: jumps = count
      case .jumpNone: jumps = count - 1
      case .jumpBoth: jumps = count + 1
      }
      var step = Int((d * Double(count)).rounded(.down))
      if position == .jumpStart || position == .jumpBoth { step += 1 }
      return Double(min(step, jumps)) / Double(jumps)
    }
  }

  /// The value at `local` seconds: the lowest and highest the spec allows when `d` sits within
  /// rounding of a step's edge (elsewhere both are the same number).
  func value(at local: Double, from start: Double) -> (low: Double, high: Double) {
    let p: Double
    if duration == 0 {
      p = local >= delay ? 1 : 0
    } else {
      p = min(max((local - delay) / duration, 0), 1)
    }
    // From delay + duration on (the after phase, even where t − delay rounds below the
    // duration), the last frame.
    if p >= 1 || local >= delay + duration { return (values[count - 1], values[count - 1]) }
    // Before the delay (CSS Easing's before flag set): the last frame at offset 0, nothing has
    // jumped. From the delay on (the flag unset), a step curve at 0 has already jumped.
    if !(local - delay >= 0) {
      let first = count == 1 ? start : values[offsets.lastIndex { $0 == 0 } ?? 0]
      return (first, first)
    }
    if count == 1 {
      return around(p) { start + (values[0] - start) * curve(0, $0) }
    }
    var segment = 0
    for i in 0..<(count - 1) where offsets[i] <= p { segment = i }
    let d = (p - offsets[segment]) / (offsets[segment + 1] - offsets[segment])
    let (from, to) = (values[segment], values[segment + 1])
    return around(d) { from + (to - from) * curve(segment, $0) }
  }

  private var count: Int { values.count }

  private func around(_ x: Double, _ f: (Double) -> Double) -> (low: Double, high: Double) {
    let samples = [x, x - 1e-12, x + 1e-12].filter { $0 >= 0 && $0 < 1 }.map(f)
    return (samples.min()!, samples.max()!)
  }
}
