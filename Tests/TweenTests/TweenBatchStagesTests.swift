import MotionTestSupport
import MotionTween
import Testing

/// A batch pass takes its tweens in runs of 32, each in two stages (every tween's timing, then
/// the keyframes of those in their active phase). These tests aim at the runs' edges and at the
/// mix a stage must sort: batches of every size around a run's width, tweens that play once
/// beside repeating ones of every direction and easing, and times in every phase.
@Suite("TweenBatch: runs and stages")
struct TweenBatchStagesTests {
  /// Tween `index` of a mixed family: once or repeating (every direction, fractional and
  /// infinite counts, an iteration start, an effect easing), with delays, a zero duration, steps
  /// and jumps at offsets 0 and 1.
  static func tween(_ index: Int) throws -> Tween<Double> {
    let base = Double(index % 13)
    let direction: [PlaybackDirection] = [.normal, .reverse, .alternate, .alternateReverse]
    let easings: [TimingFunction] = [.linear, .easeInOut, try .steps(3, .jumpBoth), .easeOutBack]
    let duration = index % 11 == 5 ? 0 : 0.2 + Double(index % 5) * 0.1
    let delay = Double(index % 3) * 0.05
    let values = [base, base + 100, base + 40, base + 200]
    let offsets: [Double] =
      index % 9 == 4 ? [0, 0, 0.5, 1] : index % 9 == 7 ? [0, 0.5, 1, 1] : [0, 0.3, 0.7, 1]
    let functions: [TimingFunction] = [.easeIn, try .steps(2), .linear]
    guard index % 4 != 0 else {
      return try Tween(
        duration: duration, delay: delay, values: values, offsets: offsets,
        interTimingFunctions: functions)
    }
    let timing = try IterationTiming(
      iterations: index % 7 == 3 ? .infinity : 0.5 + Double(index % 4),
      iterationStart: Double(index % 5) * 0.25, direction: direction[index % 4],
      easing: easings[(index / 4) % 4])
    return try Tween(
      duration: duration, delay: delay, values: values, offsets: offsets,
      interTimingFunctions: functions, timing: timing)
  }

  /// Every time a stage decides on: NaN, before and at the delay, iteration boundaries, the
  /// end of the active duration, after it, and far out.
  static let times: [Double] = [
    .nan, -.infinity, -0.01, 0, 0.05, 0.1, 0.125, 0.2, 0.3, 0.45, 0.6, 0.9, 1.05, 1.5, 2.2, 4,
    1e15, .infinity,
  ]

  @Test(
    "TW-3…TW-11: batches of every size around a run's width give each tween's value bit for bit",
    arguments: [1, 2, 31, 32, 33, 63, 64, 65, 97, 130])
  func everySizeMatchesTweens(count: Int) throws {
    let tweens = try (0..<count).map { try Self.tween($0 &* 7 &+ count) }
    let batch = try TweenBatch(tweens)
    var output = [Double](repeating: -.greatestFiniteMagnitude, count: count)
    var failures: [String] = []
    for time in Self.times {
      try batch.sample(atLocalTime: time, into: &output)
      for (index, tween) in tweens.enumerated()
      where output[index].bitPattern != tween.value(atLocalTime: time, from: 0).bitPattern {
        failures.append("tween \(index) at \(time): \(output[index])")
      }
    }
    // Each tween at its own time, cycling through the phases so that neighbours differ.
    let own = (0..<count).map { Self.times[($0 &* 5) % Self.times.count] }
    try batch.sample(atLocalTimes: own, into: &output)
    for (index, tween) in tweens.enumerated()
    where output[index].bitPattern != tween.value(atLocalTime: own[index], from: 0).bitPattern {
      failures.append("tween \(index) at its own \(own[index]): \(output[index])")
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test("A batch of tweens that all play once takes the same runs", arguments: [31, 32, 33, 70])
  func onceOnlyBatches(count: Int) throws {
    let tweens = try (0..<count).map { try Self.tween($0 &* 4) }  // index % 4 == 0: once
    let batch = try TweenBatch(tweens)
    var output = [Double](repeating: -.greatestFiniteMagnitude, count: count)
    let own = (0..<count).map { Self.times[($0 &* 3) % Self.times.count] }
    try batch.sample(atLocalTimes: own, into: &output)
    for (index, tween) in tweens.enumerated() {
      #expect(output[index].bitPattern == tween.value(atLocalTime: own[index], from: 0).bitPattern)
    }
  }
}
