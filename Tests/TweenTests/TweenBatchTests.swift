import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// A ``TweenBatch`` returns exactly what each of its tweens returns, at every time.
@Suite("TweenBatch: flat sampling of many tweens")
struct TweenBatchTests {
  /// Random keyframe tweens (curves, steps, jumps, zero durations, delays) and random times,
  /// including the frame offsets, the delay, the end, outside and NaN.
  static func randomTweens(seed: UInt64, count: Int) throws -> [(NaiveTween, Tween<Double>)] {
    var random = SeededRandom(seed: seed)
    var result: [(NaiveTween, Tween<Double>)] = []
    while result.count < count {
      let plan = NaiveTween.random(&random)
      let tween = try plan.make()
      if !tween.isDestinationOnly { result.append((plan, tween)) }
    }
    return result
  }

  @Test("TW-5…TW-11: random tweens sampled in a batch equal Tween.value bit for bit")
  func randomBatchesMatchTweens() throws {
    let batches = max(fuzzIterations(ci: 400) / 20, 1)
    var compared = 0
    var failures: [String] = []
    for batchIndex in 0..<batches {
      let pairs = try Self.randomTweens(seed: 0xBA7C_0000 &+ UInt64(batchIndex), count: 40)
      let tweens = pairs.map(\.1)
      let batch = try TweenBatch(tweens)
      #expect(batch.count == tweens.count)
      var random = SeededRandom(seed: 0x7133_0000 &+ UInt64(batchIndex))
      var output = [Double](repeating: .infinity, count: batch.count)
      // One shared time per pass, over every interesting time of every tween.
      var times: [Double] = [-0.1, 0, .nan, .infinity, -.infinity]
      for (plan, _) in pairs.prefix(8) {
        times += [plan.delay, plan.end, plan.end + 0.1]
        times += plan.offsets.map { plan.delay + $0 * plan.duration }
      }
      times += (0..<16).map { _ in random.uniform(-0.05, 3) }
      for time in times {
        try batch.sample(atLocalTime: time, into: &output)
        for (index, tween) in tweens.enumerated() {
          let expected = tween.value(atLocalTime: time, from: 0)
          compared += 1
          if output[index].bitPattern != expected.bitPattern {
            failures.append(
              "batch \(batchIndex) tween \(index) t=\(time): \(output[index]) ≠ \(expected)")
          }
        }
      }
      // One time per tween, at its own frames and at random.
      let localTimes = pairs.map { plan, _ in
        random.chance(50)
          ? plan.delay + plan.offsets[random.below(plan.offsets.count)] * plan.duration
          : random.uniform(-0.05, plan.end + 0.05)
      }
      try batch.sample(atLocalTimes: localTimes, into: &output)
      for (index, tween) in tweens.enumerated() {
        let expected = tween.value(atLocalTime: localTimes[index], from: 0)
        compared += 1
        if output[index].bitPattern != expected.bitPattern {
          failures.append(
            "batch \(batchIndex) tween \(index) own t: \(output[index]) ≠ \(expected)")
        }
        #expect(batch.value(at: index, localTime: localTimes[index]) == output[index])
      }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    #expect(compared >= batches * 40 * 30)
  }

  @Test("TW-7, TW-9: a batch of hand-derived tweens gives the hand-derived values")
  func handDerivedValues() throws {
    let tweens = [
      try Tween(duration: 1, values: [0.0, 10, 30]),
      try Tween(duration: 1, values: [0.0, 100, 80], offsets: [0, 0.8, 1]),
      try Tween(duration: 1, values: [0.0, 10, 20, 30], offsets: [0, 0.5, 0.5, 1]),
      try Tween(duration: .zero, delay: 0.2, values: [1.0, 2, 3]),
      // Standard curve: at t = 1/2, x = 0.35 and y = 0.5; the segment 0…0.7 reaches d = 0.35
      // at p = 0.245.
      try Tween(
        duration: 1, values: [0.0, 100, 0], offsets: [0, 0.7, 1],
        interTimingFunctions: [.standard, .linear]),
      try Tween(
        duration: 1, values: [0.0, 8], interTimingFunctions: [.steps(4, .jumpEnd)]),
    ]
    let batch = try TweenBatch(tweens)
    #expect(batch.distinctCurveCount == 3)  // linear, standard, steps
    let rows: [(time: Double, expected: [Double])] = [
      (-1, [0, 0, 0, 1, 0, 0]),
      (0.245, [4.9, 30.625, 4.9, 3, 50, 0]),
      (0.7, [18, 87.5, 24, 3, 100, 4]),
      (0.85, [24, 95, 27, 3, 50, 6]),
      (1, [30, 80, 30, 3, 0, 8]),
      (.nan, [0, 0, 0, 1, 0, 0]),
    ]
    var output = [Double](repeating: 0, count: tweens.count)
    for row in rows {
      try batch.sample(atLocalTime: row.time, into: &output)
      for (index, expected) in row.expected.enumerated() {
        #expect(abs(output[index] - expected) <= 1e-10, "tween \(index) at \(row.time)")
      }
    }
  }

  @Test("TW-6: a single-value tween is rejected with a typed error naming it")
  func destinationTweenIsRejected() throws {
    let tweens = [
      try Tween(duration: 1, values: [0.0, 1]),
      try Tween(duration: 1, values: [5.0]),
    ]
    #expect(throws: TweenBatchError.destinationOnlyTween(index: 1)) { try TweenBatch(tweens) }
  }

  @Test("Mismatched buffers and times are typed errors and leave the output untouched")
  func mismatchedCountsAreRejected() throws {
    let batch = try TweenBatch([try Tween(duration: 1, values: [0.0, 1])])
    var short: [Double] = []
    #expect(throws: TweenBatchError.bufferCountMismatch(expected: 1, actual: 0)) {
      try batch.sample(atLocalTime: 0.5, into: &short)
    }
    var output = [42.0]
    #expect(throws: TweenBatchError.localTimesCountMismatch(expected: 1, actual: 2)) {
      try batch.sample(atLocalTimes: [0, 1], into: &output)
    }
    #expect(output == [42])
    #expect(batch.value(at: 1, localTime: 0) == nil)
    #expect(batch.value(at: -1, localTime: 0) == nil)
    let empty = try TweenBatch([Tween<Double>]())
    var none: [Double] = []
    try empty.sample(atLocalTime: 0, into: &none)
    #expect(none.isEmpty)
  }

  @Test("TW-5: vector tweens sample in a batch as they do alone")
  func vectorTweens() throws {
    let tweens = [
      try Tween(
        duration: 2, values: [Point(x: 0, y: 0), Point(x: 10, y: -4), Point(x: 3, y: 3)],
        interTimingFunctions: [.ease, .sharp]),
      try Tween(duration: 1, values: [Point(x: 1, y: 1), Point(x: 2, y: 5)]),
    ]
    let batch = try TweenBatch(tweens)
    var output = [Point](repeating: Point(x: 0, y: 0), count: 2)
    for time in stride(from: -0.5, through: 2.5, by: 0.125) {
      try batch.sample(atLocalTime: time, into: &output)
      for (index, tween) in tweens.enumerated() {
        #expect(output[index] == tween.value(atLocalTime: time, from: Point(x: 0, y: 0)))
      }
    }
  }

  @Test("A batch keeps its curves alive after its tweens are gone, and is freed itself")
  func lifetime() throws {
    weak var released: TweenBatch<Double>?
    do {
      // A curve no other test uses, so only these tweens and the batch hold its solver.
      let curve = try TimingFunction.cubicBezier(0.123, 0.456, 0.789, 0.987)
      var tweens = [
        try Tween(duration: 1, values: [0.0, 1], interTimingFunctions: [curve])
      ]
      let expected = tweens[0].value(atLocalTime: 0.3, from: 0)
      let batch = try TweenBatch(tweens)
      tweens.removeAll()
      #expect(batch.value(at: 0, localTime: 0.3) == expected)
      released = batch
    }
    #expect(released == nil)
  }
}
