import Testing

@testable import MotionTween

/// The active phase's short path through the timing model
/// (`RepeatParameters.activeDirectedProgress(elapsed:duration:)`, used by `Tween` and
/// `TweenBatch`) against the Web Animations model where it is most easily wrong: progress too
/// large for it (it hands over to the whole model), the end of the last iteration reached by a
/// local time that rounds, every direction's parity, and the phases' constant values that a
/// batch keeps.
@Suite("Tween: the active phase's short timing path")
struct RepeatingFastPathTests {
  static let values = [0.0, 10, 4, 20]
  static let offsets = [0, 0.3, 0.7, 1]
  static let functions: [TimingFunction] = [.easeIn, .linear, .easeOut]

  /// The tween, its model and a batch of it.
  static func subjects(delay: Double, duration: Double, timing: IterationTiming) throws -> (
    Tween<Double>, WebAnimationsModel, TweenBatch<Double>
  ) {
    let tween = try Tween(
      duration: duration, delay: delay, values: values, offsets: offsets,
      interTimingFunctions: functions, timing: timing)
    let model = WebAnimationsModel(
      values: values, offsets: offsets, functions: functions, delay: delay, duration: duration,
      timing: timing)
    return (tween, model, try TweenBatch([tween]))
  }

  @Test(
    "Progress of 2⁵² iterations or more, infinite included, shows what the model shows",
    arguments: PlaybackDirection.allCases)
  func hugeProgress(direction: PlaybackDirection) throws {
    var compared = 0
    for duration in [1e-300, 1e-20, 3e-16, Double.leastNonzeroMagnitude] {
      for iterations in [Double.infinity, 1e25] {
        let timing = try IterationTiming(
          iterations: iterations, iterationStart: 0.25, direction: direction)
        let (tween, model, batch) = try Self.subjects(
          delay: 0, duration: duration, timing: timing)
        // From about 2⁵² iterations (where the short path stops) to an overall progress that
        // overflows to infinity.
        for time in [duration * 0x1p52, duration * 0x1p53 * 1.5, 1, 1e10, 1e300] {
          let expected = model.value(at: time, underlying: 0)
          let context = "\(timing) duration \(duration) at \(time)"
          #expect(tween.value(atLocalTime: time, from: 0) == expected, "\(context)")
          #expect(batch.value(at: 0, localTime: time) == expected, "\(context)")
          compared += 1
        }
      }
    }
    #expect(compared == 40)
  }

  /// Local times just before the end of the active duration whose elapsed time rounds to the
  /// active duration (found by search; each is checked to be one): the timing model shows the
  /// end of the last iteration there, not the start of the next.
  @Test(
    "The end of the last iteration shows where the active time rounds to the active duration",
    arguments: [(0.3, 0.35, 2.0), (0.7, 0.7, 4.0)])
  func roundedEnd(delay: Double, duration: Double, iterations: Double) throws {
    let timing = try IterationTiming(iterations: iterations)
    let (tween, model, batch) = try Self.subjects(
      delay: delay, duration: duration, timing: timing)
    let time = (delay + duration * iterations).nextDown
    #expect(time - delay == duration * iterations)  // the case this test is about
    #expect(tween.iterationProgress(atLocalTime: time).phase == .active)
    let expected = model.value(at: time, underlying: 0)
    #expect(expected == Self.values[3])  // the last keyframe, as at the end
    #expect(tween.value(atLocalTime: time, from: 0) == expected)
    #expect(batch.value(at: 0, localTime: time) == expected)
  }

  @Test(
    "Each direction plays each iteration its own way on the short path",
    arguments: PlaybackDirection.allCases)
  func directions(direction: PlaybackDirection) throws {
    let timing = try IterationTiming(
      iterations: 6.5, iterationStart: 0.5, direction: direction, easing: .easeInOut)
    let (tween, model, batch) = try Self.subjects(delay: 0.25, duration: 0.4, timing: timing)
    var times: [Double] = []
    for step in 0...160 { times.append(0.25 + Double(step) * 0.0165) }
    for time in times {
      let expected = model.value(at: time, underlying: 0)
      #expect(tween.value(atLocalTime: time, from: 0) == expected, "\(direction) at \(time)")
      #expect(batch.value(at: 0, localTime: time) == expected, "\(direction) at \(time)")
    }
    // A quarter into the first iteration played (iteration 0 from its middle): forwards for
    // normal and alternate, backwards otherwise.
    let quarter = tween.iterationProgress(atLocalTime: 0.25 + 0.1)
    #expect(quarter.isForwards == (direction == .normal || direction == .alternate))
  }

  @Test("A batch shows the phases' values before the delay and after the active duration")
  func phaseValues() throws {
    let timing = try IterationTiming(
      iterations: 1.75, iterationStart: 0.5, direction: .alternateReverse, easing: .easeOut)
    let (tween, model, batch) = try Self.subjects(delay: 0.5, duration: 0.4, timing: timing)
    for time in [-.infinity, -1, 0, 0.5.nextDown, .nan, 0.5 + 0.7, 5, .infinity] {
      let expected = model.value(at: time, underlying: 0)
      #expect(batch.value(at: 0, localTime: time) == expected, "at \(time)")
      #expect(tween.value(atLocalTime: time, from: 0) == expected, "at \(time)")
    }
    // Before and after differ here: the before value starts half way backwards, the after
    // value ends a quarter into the second iteration.
    #expect(batch.value(at: 0, localTime: 0) != batch.value(at: 0, localTime: 5))
  }
}

extension RepeatingFastPathTests {
  @Test("A batch keeps each distinct iteration timing once, however many tweens share it")
  func sharedTimings() throws {
    let pulse = try IterationTiming(iterations: .infinity, direction: .alternate)
    let twice = try IterationTiming(iterations: 2, easing: .easeOut)
    var tweens: [Tween<Double>] = []
    for index in 0..<300 {
      let timing = [pulse, twice, .once][index % 3]
      tweens.append(
        try Tween(
          duration: 0.2 + Double(index % 5) * 0.1, values: Self.values, offsets: Self.offsets,
          interTimingFunctions: Self.functions, timing: timing))
    }
    let batch = try TweenBatch(tweens)
    #expect(batch.distinctTimingCount == 3)
    #expect(try TweenBatch(Array(tweens.prefix(1))).distinctTimingCount == 1)
    #expect(try TweenBatch([tweens[2]]).distinctTimingCount == 0)  // plays once: none kept
    var values = [Double](repeating: 0, count: tweens.count)
    for time in stride(from: -0.5, through: 3, by: 0.125) {
      try batch.sample(atLocalTime: time, into: &values)
      for (index, tween) in tweens.enumerated() {
        #expect(values[index] == tween.value(atLocalTime: time, from: 0), "\(index) at \(time)")
      }
    }
  }
}
