import MotionTestSupport
import Testing

@testable import MotionTween

/// The standard: at every local time and in every phase, a tween shows what a browser's Web
/// Animations shows for the same keyframes, offsets, easings, delay and `fill: both`; and a
/// batch shows bit for bit what the tween shows. Checked against `WebAnimationsModel`, written
/// from the specification text.
@Suite("Tween: what a browser shows (Web Animations, CSS Easing)")
struct WebAnimationsParityTests {
  /// One row: a tween, a local time, the underlying value and what a browser shows there.
  struct Row: CustomStringConvertible {
    var name: String
    var values: [Double]
    var offsets: [Double]? = nil
    var functions: [TimingFunction]? = nil
    var delay = 0.0
    var duration = 1.0
    var time: Double
    var underlying = -7.0
    var expected: Double

    var description: String { "\(name) at t = \(time)" }
  }

  static let rows: [Row] = [
    // CSS Easing 1: in the active phase at progress 0 the before flag is unset, so jump-start,
    // jump-both and step-start have already jumped; during the delay it is set, so they have not.
    Row(
      name: "steps(4, jump-start), active at 0", values: [0, 100],
      functions: [.steps(try! Steps(4, .jumpStart))], delay: 0.5, time: 0.5, expected: 25),
    Row(
      name: "steps(4, jump-start), before", values: [0, 100],
      functions: [.steps(try! Steps(4, .jumpStart))], delay: 0.5, time: 0.25, expected: 0),
    Row(
      name: "steps(4, jump-start), no delay, at 0", values: [0, 100],
      functions: [.steps(try! Steps(4, .jumpStart))], time: 0, expected: 25),
    Row(
      name: "steps(3, jump-both), active at 0", values: [0, 100],
      functions: [.steps(try! Steps(3, .jumpBoth))], delay: 1, time: 1, expected: 25),
    Row(
      name: "steps(3, jump-both), before", values: [0, 100],
      functions: [.steps(try! Steps(3, .jumpBoth))], delay: 1, time: 0.999, expected: 0),
    Row(
      name: "step-start, active at 0", values: [0, 100],
      functions: [.steps(try! Steps(1, .jumpStart))], delay: 0.2, time: 0.2, expected: 100),
    Row(
      name: "step-end, active at 0", values: [0, 100],
      functions: [.steps(try! Steps(1, .jumpEnd))], delay: 0.2, time: 0.2, expected: 0),
    Row(
      name: "steps(4, jump-start) in a second segment, at its start", values: [0, 100, 200],
      functions: [.linear, .steps(try! Steps(4, .jumpStart))], time: 0.5, expected: 125),
    Row(
      name: "one value, step-start, active at 0", values: [10],
      functions: [.steps(try! Steps(1, .jumpStart))], delay: 1, time: 1, underlying: 2,
      expected: 10),
    Row(
      name: "one value, step-start, before", values: [10],
      functions: [.steps(try! Steps(1, .jumpStart))], delay: 1, time: 0.5, underlying: 2,
      expected: 2),
    // Equal offsets at 0 and 1: before and at 0 the last frame at 0, after the last frame.
    Row(
      name: "offsets 0, 0, 1 before", values: [1, 2, 3], offsets: [0, 0, 1], delay: 1, time: 0,
      expected: 2),
    Row(
      name: "offsets 0, 0, 1 at 0", values: [1, 2, 3], offsets: [0, 0, 1], delay: 1, time: 1,
      expected: 2),
    Row(
      name: "offsets 0, 1, 1 at the end", values: [1, 2, 3], offsets: [0, 1, 1], time: 1,
      expected: 3),
    // Implicit keyframes (offsets not at 0 or 1) hold the underlying value, linear segments.
    Row(
      name: "offsets 0.5, 1: from the underlying value", values: [10, 20], offsets: [0.5, 1],
      time: 0.25, underlying: 0, expected: 5),
    Row(
      name: "offsets 0.5, 1: before", values: [10, 20], offsets: [0.5, 1], delay: 1, time: 0,
      underlying: 4, expected: 4),
    Row(
      name: "offsets 0, 0.5: back to the underlying value", values: [10, 20],
      offsets: [0, 0.5], time: 0.75, underlying: 0, expected: 10),
    Row(
      name: "offsets 0, 0.5: after", values: [10, 20], offsets: [0, 0.5], time: 2, underlying: 3,
      expected: 3),
    Row(
      name: "one value at 0.5: there and back", values: [10], offsets: [0.5], time: 0.5,
      underlying: 0, expected: 10),
    Row(
      name: "one value at 0.5, halfway back", values: [10], offsets: [0.5], time: 0.75,
      underlying: 0, expected: 5),
    // Zero duration: the end value as soon as the delay has elapsed (after phase).
    Row(
      name: "zero duration at its delay", values: [1, 2], delay: 0.5, duration: 0, time: 0.5,
      expected: 2),
    Row(
      name: "zero duration before its delay", values: [1, 2], delay: 0.5, duration: 0,
      time: 0.4999, expected: 1),
    Row(
      name: "zero duration, one value", values: [9], duration: 0, time: 0, underlying: 1,
      expected: 9),
    // The end of the duration is the after phase: exactly the last frame.
    Row(
      name: "exactly at the end", values: [0.1, 0.3], delay: 0.1, duration: 0.2, time: 0.1 + 0.2,
      expected: 0.3),
  ]

  @Test(
    "TW-4, TW-5, TW-7, TW-10, TW-11: every phase shows what a browser shows (table)",
    arguments: rows)
  func table(_ row: Row) throws {
    let tween = try Tween(
      duration: row.duration, delay: row.delay, values: row.values,
      offsets: row.offsets, interTimingFunctions: row.functions)
    let model = WebAnimationsModel(
      values: row.values, offsets: row.offsets, functions: row.functions, delay: row.delay,
      duration: row.duration)
    let browser = model.value(at: row.time, underlying: row.underlying)
    #expect(browser == row.expected, "the model disagrees with the table")
    #expect(tween.value(atLocalTime: row.time, from: row.underlying) == browser)
    if !tween.usesUnderlyingValue {
      let batch = try TweenBatch([tween])
      #expect(batch.value(at: 0, localTime: row.time) == browser)
    }
  }

  @Test("TW-3…TW-11: seeded fuzz, tween and batch equal the Web Animations model bit for bit")
  func fuzz() throws {
    var random = SeededRandom(seed: 0x3EB_A11)
    #expect(try Self.compare(fuzzIterations(ci: 400), upTo: 5, &random) > 1_000)
  }

  /// The interval search compares a tween's last four keyframe offsets in its header and
  /// counts the rest in the segments: tweens of up to 14 keyframes (10 searched past the
  /// header), with repeated offsets and implicit ends, show what the model shows.
  @Test("TW-7, TW-8: tweens of many keyframes find the spec's interval, bit for bit")
  func manyKeyframes() throws {
    var random = SeededRandom(seed: 0x14_F2A3E5)
    #expect(try Self.compare(fuzzIterations(ci: 300), upTo: 14, &random) > 1_000)
  }

  /// Compares `iterations` random tweens of 1 to `maxCount` values (and their batch, where
  /// there is one) with the model at their boundaries, offsets and random times; returns the
  /// number of samples compared.
  static func compare(_ iterations: Int, upTo maxCount: Int, _ random: inout SeededRandom)
    throws -> Int
  {
    var compared = 0
    for _ in 0..<iterations {
      let (values, offsets, functions) = Self.randomKeyframes(&random, upTo: maxCount)
      let delay = random.chance(30) ? 0 : (random.unit() * 2).rounded(toPlaces: 2)
      let duration = random.chance(10) ? 0 : (random.unit() * 3).rounded(toPlaces: 2) + 0.01
      let tween = try Tween(
        duration: duration, delay: delay, values: values, offsets: offsets,
        interTimingFunctions: functions)
      let model = WebAnimationsModel(
        values: values, offsets: offsets, functions: functions, delay: delay, duration: duration)
      let batch = tween.usesUnderlyingValue ? nil : try TweenBatch([tween])
      let underlying = random.uniform(-50, 50)
      // Phase boundaries, each keyframe's offset, each step boundary, random times, NaN.
      var times = [delay, delay + duration, delay - 1e-9, -1, .nan, delay + duration + 5]
      for offset in offsets ?? [] { times.append(delay + offset * duration) }
      for _ in 0..<12 { times.append(random.uniform(-0.5, delay + duration + 0.5)) }
      for time in times {
        let expected = model.value(at: time, underlying: underlying)
        let actual = tween.value(atLocalTime: time, from: underlying)
        #expect(
          actual == expected,
          "\(values) \(String(describing: offsets)) \(String(describing: functions)) delay \(delay) duration \(duration) at \(time)"
        )
        if let batch { #expect(batch.value(at: 0, localTime: time) == actual) }
        compared += 1
      }
    }
    return compared
  }

  @Test("TW-3: a tween whose end falls exactly on a frame is at rest on that frame")
  func atRestOnTheEndFrame() throws {
    // Frames every 1/16 s, exact in binary: the fourth lands on the end, 0.25.
    let tween = try Tween(
      duration: 0.25, values: [0.0, 0.1, 0.3], interTimingFunctions: [.ease, .standard])
    let batch = try TweenBatch([tween])
    for frame in 0...6 {
      let time = Double(frame) * 0.0625
      let ended = frame >= 4
      #expect(tween.isComplete(atLocalTime: time) == ended, "frame \(frame)")
      #expect(tween.phase(atLocalTime: time) == (ended ? .after : .active), "frame \(frame)")
      #expect((tween.value(atLocalTime: time, from: 0) == 0.3) == ended, "frame \(frame)")
      #expect(batch.value(at: 0, localTime: time) == tween.value(atLocalTime: time, from: 0))
    }
    // An end that is a rounded sum (0.1 + 0.2 s) is the after phase at that very time.
    let shifted = try Tween(duration: 0.2, delay: 0.1, values: [0.1, 0.3])
    let end = 0.1 + 0.2
    #expect(shifted.isComplete(atLocalTime: end))
    #expect(shifted.phase(atLocalTime: end) == .after)
    #expect(shifted.value(atLocalTime: end, from: 0) == 0.3)
    #expect(shifted.phase(atLocalTime: end.nextDown) == .active)
    #expect(!shifted.isComplete(atLocalTime: end.nextDown))
  }

  @Test("TW-7: a batch rejects a tween with implicit keyframes with a typed error naming it")
  func batchRejectsImplicitKeyframes() throws {
    let plain = try Tween(duration: 1, values: [0.0, 1])
    let implicit = try Tween(duration: 1, values: [0.0, 1], offsets: [0.25, 1])
    #expect(throws: TweenBatchError.implicitKeyframes(index: 1)) {
      try TweenBatch([plain, implicit])
    }
    #expect(TweenBatchError.implicitKeyframes(index: 1).description.hasPrefix("tweens[1]: "))
  }

  @Test("TW-6: a single value is at offset 1 by default; elsewhere it goes there and back")
  func singleValueOffsets() throws {
    let destination = try Tween(duration: 1, values: [10.0])
    #expect(destination.value(atLocalTime: 0.5, from: 0) == 5)
    let there = try Tween(duration: 1, values: [10.0], offsets: [0.5])
    #expect(there.value(atLocalTime: 0.25, from: 0) == 5)
    #expect(there.value(atLocalTime: 1, from: 4) == 4)  // after: the underlying value
    #expect(there.finalValue(from: 4) == 4 && destination.finalValue(from: 4) == 10)
  }

  static func randomFunction(_ random: inout SeededRandom) -> TimingFunction {
    switch random.below(4) {
    case 0: return .linear
    case 1:
      return try! .cubicBezier(
        random.unit(), random.uniform(-0.5, 1.5), random.unit(), random.uniform(-0.5, 1.5))
    case 2: return [.standard, .ease, .easeIn, .decelerate][random.below(4)]
    default:
      let position = StepPosition.allCases[random.below(4)]
      return .steps(try! Steps(1 + random.below(5) + (position == .jumpNone ? 1 : 0), position))
    }
  }

  static func randomKeyframes(_ random: inout SeededRandom, upTo maxCount: Int = 5) -> (
    [Double], [Double]?, [TimingFunction]?
  ) {
    let count = 1 + random.below(maxCount)
    let values = (0..<count).map { _ in random.uniform(-100, 100).rounded(toPlaces: 3) }
    var offsets: [Double]? = nil
    if random.chance(60) {
      // Sorted offsets on a coarse grid: equal neighbours, 0 and 1 come up often; sometimes
      // they do not start at 0 or end at 1 (implicit keyframes).
      var drawn = (0..<count).map { _ in Double(random.below(9)) / 8 }.sorted()
      if random.chance(50), count > 1 { drawn[0] = 0 }
      if random.chance(50) { drawn[count - 1] = 1 }
      offsets = drawn
    }
    let functions =
      random.chance(70) ? (0..<max(count - 1, 1)).map { _ in randomFunction(&random) } : nil
    return (values, offsets, functions)
  }
}

extension Double {
  fileprivate func rounded(toPlaces places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (self * scale).rounded() / scale
  }
}
