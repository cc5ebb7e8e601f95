import Testing

@testable import MotionTween

/// Repeating tweens by hand: values worked out on paper from Web Animations' definitions, the
/// velocity at and between iteration boundaries, infinite tweens, and bad input.
@Suite("Tween: repeating, by hand")
struct IterationTimingTests {
  /// 0 → 100 over 1 s.
  static func ramp(
    iterations: Double, start: Double = 0, direction: PlaybackDirection = .normal,
    easing: TimingFunction = .linear, delay: Double = 0
  ) throws -> Tween<Double> {
    try Tween(
      duration: 1, delay: delay, values: [0, 100], iterations: iterations,
      iterationStart: start, direction: direction, easing: easing)
  }

  @Test("Alternate: forwards, backwards, and 2.5 iterations end half way, going forwards")
  func alternate() throws {
    let tween = try Self.ramp(iterations: 2.5, direction: .alternate)
    let table: [(Double, Double)] = [
      (0, 0), (0.25, 25), (1, 100), (1.25, 75), (2, 0), (2.25, 25), (2.5, 50), (9, 50), (-1, 0),
    ]
    for (time, expected) in table {
      #expect(tween.value(atLocalTime: time, from: 0) == expected, "at \(time)")
    }
    #expect(tween.endTime == 2.5)
    #expect(tween.activeDuration == 2.5)
    #expect(tween.isComplete(atLocalTime: 2.5))
    #expect(!tween.isComplete(atLocalTime: 2.4))
    #expect(tween.finalValue(from: 0) == 50)
    #expect(tween.lastValue == 100)
  }

  @Test("Reverse and alternate-reverse start from the last frame; two whole iterations end on it")
  func reverse() throws {
    let reverse = try Self.ramp(iterations: 2, direction: .reverse)
    #expect(reverse.value(atLocalTime: 0, from: 0) == 100)
    #expect(reverse.value(atLocalTime: 0.75, from: 0) == 25)
    #expect(reverse.value(atLocalTime: 1, from: 0) == 100)  // the second iteration starts
    #expect(reverse.finalValue(from: 0) == 0)  // ends at progress 1 backwards: the first frame
    let alternateReverse = try Self.ramp(iterations: 2, direction: .alternateReverse)
    #expect(alternateReverse.value(atLocalTime: 0.25, from: 0) == 75)
    #expect(alternateReverse.value(atLocalTime: 1.25, from: 0) == 25)
    #expect(alternateReverse.finalValue(from: 0) == 100)  // the second iteration plays forwards
  }

  @Test("Iteration start: 1.5 starts half way through a backwards iteration, delay included")
  func iterationStart() throws {
    let tween = try Self.ramp(iterations: 1, start: 1.5, direction: .alternate, delay: 2)
    #expect(tween.value(atLocalTime: 0, from: 0) == 50)  // the before phase holds it
    #expect(tween.value(atLocalTime: 2, from: 0) == 50)
    #expect(tween.value(atLocalTime: 2.25, from: 0) == 25)  // going back
    #expect(tween.value(atLocalTime: 2.5, from: 0) == 0)  // iteration 2 starts, forwards
    #expect(tween.value(atLocalTime: 2.75, from: 0) == 25)
    #expect(tween.finalValue(from: 0) == 50)  // overall progress 2.5
    #expect(tween.firstValue(from: 0) == 50)
  }

  @Test("The effect's easing applies to each iteration's directed progress")
  func effectEasing() throws {
    let eased = try Self.ramp(iterations: 2, direction: .alternate, easing: .easeIn)
    let curve = TimingFunction.easeIn
    #expect(eased.value(atLocalTime: 0.3, from: 0) == 100 * curve(0.3))
    // Backwards, the easing sees 1 − 0.3: the reverse of a forwards iteration, mirrored in time.
    #expect(eased.value(atLocalTime: 1.3, from: 0) == 100 * curve(1 - 0.3))
  }

  @Test("Zero iterations show the start; a zero duration jumps to where the iterations end")
  func degenerate() throws {
    let none = try Self.ramp(iterations: 0)
    #expect(none.endTime == 0)
    #expect(none.value(atLocalTime: 5, from: 0) == 0)
    let instant = try Tween(
      duration: 0, values: [0.0, 100], iterations: 2.5, direction: .alternate)
    #expect(instant.value(atLocalTime: 0, from: 0) == 50)
    let forever = try Tween(duration: 0, values: [0.0, 100], iterations: .infinity)
    #expect(forever.endTime == 0)  // 0 × ∞ is 0: the active duration is empty
    #expect(forever.value(atLocalTime: 1, from: 0) == 100)
  }

  @Test("An infinite tween never ends: its end is infinite, and it is active at any time")
  func infinite() throws {
    let pulse = try Self.ramp(iterations: .infinity, direction: .alternate)
    #expect(pulse.endTime == .infinity)
    #expect(!pulse.isComplete(atLocalTime: 1e300))
    #expect(pulse.phase(atLocalTime: 1e9) == .active)
    #expect(pulse.value(atLocalTime: 1_000_001.25, from: 0) == 75)  // an odd iteration
    #expect(pulse.endSeconds(from: .init(value: 0)) == .infinity)
  }

  @Test("Velocity: exact inside an iteration, its sign following the direction, zero outside")
  func velocity() throws {
    let tween = try Self.ramp(iterations: 2, direction: .alternate, easing: .easeInOut)
    for time in [0.2, 0.5, 0.9, 1.1, 1.5, 1.8] {
      let h = 1e-6
      let difference =
        (tween.value(atLocalTime: time + h, from: 0) - tween.value(atLocalTime: time - h, from: 0))
        / (2 * h)
      let velocity = tween.velocity(atLocalTime: time, from: 0)
      #expect(abs(velocity - difference) < 1e-5 * max(1, abs(difference)), "at \(time)")
      #expect((velocity > 0) == (time < 1), "at \(time): forwards, then backwards")
    }
    #expect(tween.velocity(atLocalTime: -0.5, from: 0) == 0)
    #expect(tween.velocity(atLocalTime: 2, from: 0) == 0)
    #expect(tween.velocity(atLocalTime: 7, from: 0) == 0)
  }

  @Test("A timing equal to the default plays on the single-iteration path, bit for bit")
  func defaultTiming() throws {
    let plain = try Tween(
      duration: 0.7, values: [3.0, 9, -4], interTimingFunctions: [.ease, .sharp])
    let explicit = try Tween(
      duration: 0.7, values: [3.0, 9, -4], interTimingFunctions: [.ease, .sharp],
      timing: IterationTiming(iterations: 1))
    #expect(explicit.timing.isOnce)
    #expect(!explicit.header.pointee.isRepeating)
    for time in stride(from: -0.1, through: 0.8, by: 0.01) {
      #expect(explicit.value(atLocalTime: time, from: 0) == plain.value(atLocalTime: time, from: 0))
    }
  }

  @Test("Bad iteration timings are typed errors naming the field")
  func badInput() throws {
    #expect(throws: TweenError.invalidIterations(-1)) { try Self.ramp(iterations: -1) }
    #expect(throws: TweenError.self) { try Self.ramp(iterations: .nan) }
    #expect(throws: TweenError.invalidIterationStart(-0.5)) {
      try Self.ramp(iterations: 1, start: -0.5)
    }
    #expect(throws: TweenError.invalidIterationStart(.infinity)) {
      try Self.ramp(iterations: 1, start: .infinity)
    }
    #expect(throws: TweenError.self) { try Self.ramp(iterations: 1, start: .nan) }
    // An active duration past Tween.maximumSeconds (1e12 s): 1e6 s × 1e7.
    #expect(throws: TweenError.invalidIterations(1e7)) {
      try Tween(duration: 1e6, values: [0.0, 1], iterations: 1e7)
    }
    #expect(
      TweenError.invalidIterations(-1).description.hasPrefix("iterations: must be at least 0"))
    #expect(
      TweenError.invalidIterationStart(-1).description
        == "iterationStart: must be finite and at least 0, got -1.0")
  }
}
