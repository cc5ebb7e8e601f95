// Tween (issue 4): cubic-bezier evaluation per call, and one sampling pass over 100,000 active
// 4-keyframe bezier tweens.

import Benchmark
import MaterialMotion

/// Curves swept by the evaluation benchmark: the CSS and Material curves plus the hard cases (a
/// flat inflection, overshoot in y, a near-linear curve).
let benchmarkCurves: [(Double, Double, Double, Double)] = [
  (0.25, 0.1, 0.25, 1),  // ease
  (0.42, 0, 1, 1),  // ease-in
  (0, 0, 0.58, 1),  // ease-out
  (0.42, 0, 0.58, 1),  // ease-in-out
  (0.4, 0, 0.2, 1),  // Material standard
  (0, 0, 0.2, 1),  // Material decelerate
  (0.4, 0, 1, 1),  // Material accelerate
  (0.4, 0, 0.6, 1),  // Material sharp
  (1, 0, 0, 1),  // flat inflection at x = 0.5
  (0.68, -0.55, 0.265, 1.55),  // overshoot
  (0.1, 0.1, 0.9, 0.9),  // near linear
]

/// Tweens sampled per pass.
let tweenCount = 100_000

func registerTweenBenchmarks() {
  registerCubicBezierBenchmark()
  // Each fixture is built lazily on its first benchmark's first (warm-up) iteration, so that
  // registering the suite stays cheap when its benchmarks are filtered out.
  registerTweenSamplingBenchmark("Tween.sample100kTweens.MaterialMotion", fixture: TweenFixture())
  registerTweenBatchSamplingBenchmark(
    "Tween.sample100kTweensBatch.MaterialMotion", fixture: TweenFixture())
  // The same 100,000 tweens repeating (2.5 iterations, alternate, from iteration 0.25), sampled
  // one by one and as a batch at local times spread over their active durations: what
  // iterations cost beside `sample100kTweens` and `sample100kTweensBatch` in the same run. The
  // two share one fixture.
  let repeating = TweenFixture(repeating: true)
  registerTweenSamplingBenchmark(
    "Tween.sample100kRepeatingTweens.MaterialMotion", fixture: repeating)
  registerTweenBatchSamplingBenchmark(
    "Tween.sample100kRepeatingTweensBatch.MaterialMotion", fixture: repeating)
  // The same with an `ease-in-out` effect easing: one more bezier evaluation per sample.
  registerTweenBatchSamplingBenchmark(
    "Tween.sample100kRepeatingEasedTweensBatch.MaterialMotion",
    fixture: TweenFixture(repeating: true, eased: true))
}

func registerCubicBezierBenchmark() {
  let sink = Sink()
  // The benchmark cannot start without its curves; the control points above are all valid.
  let curves = benchmarkCurves.map { try! CubicBezier($0.0, $0.1, $0.2, $0.3) }
  // 1,000 x values spread over (0, 1), each evaluated on the next curve in turn.
  let xs = (0..<eventsPerIteration).map { (Double($0) + 0.5) / Double(eventsPerIteration) }
  Benchmark("Tween.cubicBezierValue.MaterialMotion") { benchmark in
    var curveIndex = 0
    for index in benchmark.scaledIterations {
      sink.receive(curves[curveIndex].value(at: xs[index]))
      curveIndex += 1
      if curveIndex == curves.count { curveIndex = 0 }
    }
    blackHole(sink.total)
  }
}

/// Registers `name`: one pass sampling the fixture's tweens one by one, each at its local time.
func registerTweenSamplingBenchmark(_ name: String, fixture: TweenFixture) {
  let sink = Sink()
  Benchmark(
    name,
    configuration: gated(.init(scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 1_000))
  ) { benchmark in
    let tweens = fixture.tweens
    let times = fixture.times
    benchmark.startMeasurement()
    for index in 0..<tweenCount {
      sink.receive(tweens[index].value(atLocalTime: times[index], from: 0))
    }
    benchmark.stopMeasurement()
    blackHole(sink.total)
  }
}

/// Registers `name`: one pass sampling the fixture's tweens as a batch, at the same local times as
/// ``registerTweenSamplingBenchmark(_:fixture:)``.
func registerTweenBatchSamplingBenchmark(_ name: String, fixture: TweenFixture) {
  let sink = Sink()
  Benchmark(
    name,
    configuration: gated(.init(scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 1_000))
  ) { benchmark in
    let batch = fixture.batch
    let times = fixture.times
    var output = fixture.output
    fixture.output = []  // uniquely referenced in the pass: writing it does not copy
    benchmark.startMeasurement()
    // The same tweens and local times as the one-by-one pass; counts match by construction.
    try! batch.sample(atLocalTimes: times, into: &output)
    benchmark.stopMeasurement()
    sink.receive(output[tweenCount / 2])
    fixture.output = output
    blackHole(sink.total)
  }
}

/// 100,000 tweens of 4 keyframes with 3 bezier segments each, and a local time per tween spread
/// over its whole run (so that every segment is sampled).
final class TweenFixture {
  /// Whether the tweens repeat (2.5 alternate iterations from 0.25): their local times then
  /// spread over 2.5 times as long.
  let repeating: Bool
  /// Whether repeating tweens have an `ease-in-out` effect easing (linear otherwise).
  let eased: Bool

  init(repeating: Bool = false, eased: Bool = false) {
    self.repeating = repeating
    self.eased = eased
  }

  static let repeatingTiming = try! IterationTiming(
    iterations: 2.5, iterationStart: 0.25, direction: .alternate)
  static let easedTiming = try! IterationTiming(
    iterations: 2.5, iterationStart: 0.25, direction: .alternate, easing: .easeInOut)

  lazy var tweens: [Tween<Double>] = (0..<tweenCount).map { [repeating, eased] index in
    let curve = benchmarkCurves[index % benchmarkCurves.count]
    let base = Double(index % 97)
    // Valid by construction: 4 finite values, 3 curves, offsets increasing from 0 to 1.
    return try! Tween(
      duration: 0.3 + Double(index % 7) * 0.05,
      values: [base, base + 100, base + 40, base + 200],
      offsets: [0, 0.3, 0.7, 1],
      interTimingFunctions: [
        .cubicBezier(try! CubicBezier(curve.0, curve.1, curve.2, curve.3)),
        .standard,
        .decelerate,
      ],
      timing: repeating ? (eased ? Self.easedTiming : Self.repeatingTiming) : .once)
  }

  /// The same tweens laid out flat (valid: none has a single value).
  lazy var batch = try! TweenBatch(tweens)
  /// The batch pass's output buffer, allocated once.
  lazy var output = [Double](repeating: 0, count: tweenCount)

  lazy var times: [Double] = (0..<tweenCount).map { [repeating] index in
    Double(index % 1_000) / 1_000 * 0.6 * (repeating ? 2.5 : 1)
  }
}
