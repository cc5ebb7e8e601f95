import MotionTestSupport
import MotionTween
import Testing

@Suite("TweenStack: precedence on one property")
struct TweenStackTests {
  /// A linear tween from `from` to `to` over `duration` seconds.
  func ramp(_ from: Double, _ to: Double, _ duration: Double, delay: Double = 0) throws
    -> Tween<Double>
  {
    try Tween(duration: duration, delay: delay, values: [from, to])
  }

  @Test("TW-15: the last-registered tween in effect takes precedence")
  func lastRegisteredWins() throws {
    var stack = TweenStack(baseValue: -1.0)
    stack.add(try ramp(0, 100, 1), beginTime: 0)
    stack.add(try ramp(500, 600, 1), beginTime: 0)
    #expect(stack.source(at: 0.5) == .inEffect(1))
    #expect(stack.value(at: 0.5) == 550)
  }

  @Test("TW-16: with two equal tweens A and B, only B takes effect, before, during and after")
  func equalTweens() throws {
    var stack = TweenStack(baseValue: 0.0)
    let tween = try ramp(10, 20, 1, delay: 0.5)
    stack.add(tween, beginTime: 0)
    stack.add(tween, beginTime: 0)
    for time in [0.0, 0.5, 0.75, 1.49, 1.5, 3] {
      let source = stack.source(at: time)
      #expect(source == .notStarted(1) || source == .inEffect(1) || source == .ended(1))
    }
    #expect(stack.value(at: 0.75) == 12.5)
  }

  @Test("TW-17: if A starts before B, A takes effect until B starts, then B")
  func laterStartTakesOver() throws {
    var stack = TweenStack(baseValue: 0.0)
    stack.add(try ramp(0, 100, 1), beginTime: 0)  // A: 0…1 s
    stack.add(try ramp(1000, 2000, 1, delay: 0.5), beginTime: 0)  // B: 0.5…1.5 s
    #expect(stack.value(at: 0.25) == 25)
    #expect(stack.value(at: 0.4999) == 49.99)
    #expect(stack.value(at: 0.5) == 1000)
    #expect(stack.value(at: 1) == 1500)
    #expect(stack.value(at: 2) == 2000)
  }

  @Test("TW-18: if A lasts longer than B, A takes effect again after B completes")
  func longerResumes() throws {
    var stack = TweenStack(baseValue: 0.0)
    stack.add(try ramp(0, 400, 4), beginTime: 0)  // A: 0…4 s
    stack.add(try ramp(-10, -20, 1), beginTime: 1)  // B: 1…2 s
    let expected: [(Double, Double)] = [
      (0.5, 50), (1, -10), (1.5, -15), (1.999, -19.99), (2, 200), (3, 300), (4, 400), (9, 400),
    ]
    for (time, value) in expected {
      #expect(abs(stack.value(at: time) - value) < 1e-9, "at \(time)")
    }
  }

  @Test("before any tween starts: the first value of the one that starts first; none: base")
  func beforeAndEmpty() throws {
    var stack = TweenStack(baseValue: 7.0)
    #expect(stack.value(at: 0) == 7)
    #expect(stack.source(at: 0) == .base)
    stack.add(try ramp(30, 40, 1, delay: 2), beginTime: 0)
    stack.add(try ramp(10, 20, 1, delay: 1), beginTime: 0)
    #expect(stack.value(at: 0.5) == 10)
    #expect(stack.source(at: 0.5) == .notStarted(1))
  }

  @Test("between tweens: the most recently ended one holds its last value")
  func endedHolds() throws {
    var stack = TweenStack(baseValue: 0.0)
    stack.add(try ramp(0, 5, 1), beginTime: 0)  // ends at 1
    stack.add(try ramp(8, 9, 1), beginTime: 3)  // starts at 3
    #expect(stack.value(at: 2) == 5)
    #expect(stack.source(at: 2) == .ended(0))
    // A zero-duration tween is never in effect; once its time has come it is the latest ended.
    stack.add(try Tween(duration: 0, delay: 1.5, values: [0.0, 42]), beginTime: 0)
    #expect(stack.value(at: 1.4) == 5)
    #expect(stack.value(at: 1.5) == 42)
  }

  @Test("TW-6: a single-value tween starts from what the property shows when it starts")
  func destinationStartsFromStack() throws {
    var stack = TweenStack(baseValue: 100.0)
    stack.add(try Tween(duration: 1, values: [200.0]), beginTime: 0)  // base 100 → 200
    stack.add(try ramp(0, 10, 1), beginTime: 2)  // 2…3 s
    stack.add(try Tween(duration: 1, values: [50.0]), beginTime: 2.5)  // from 5 → 50
    #expect(stack.startValues == [100, 200, 5])
    #expect(stack.value(at: 0.5) == 150)
    #expect(stack.value(at: 2.25) == 2.5)
    #expect(stack.value(at: 3) == 27.5)
    #expect(stack.value(at: 4) == 50)
  }

  @Test("TW-15…TW-18: scrubbing in any order gives the forward answers")
  func scrubOrderIndependent() throws {
    var stack = TweenStack(baseValue: 1.0)
    stack.add(
      try Tween(
        duration: 0.3, values: [0.0, 100, 80], offsets: [0, 0.7, 1],
        interTimingFunctions: [.standard, .accelerate]), beginTime: 0)
    stack.add(try Tween(duration: 0.1, delay: 0.05, values: [9.0]), beginTime: 0.1)
    stack.add(try ramp(-1, -2, 0.05), beginTime: 0.17)
    let times = (0...80).map { Double($0) * 0.005 }
    let forward = times.map { stack.value(at: $0) }
    var generator = SeededRandom(seed: 7)
    for _ in 0..<5 {
      let shuffled = times.indices.shuffled(using: &generator)
      for index in shuffled {
        #expect(stack.value(at: times[index]) == forward[index])
      }
    }
    // Spot values: at 0.16 s the single-value tween (0.15…0.25 s, from the first tween's value
    // at 0.15 s) is in effect; at 0.2 s the ramp registered last wins; at 0.3 s the single-value
    // tween has resumed after the ramp ended at 0.22 s; after it ends at 0.25 s the first tween
    // resumes until its own end at 0.3 s, whose last value then holds.
    #expect(stack.source(at: 0.16) == .inEffect(1))
    #expect(abs(stack.value(at: 0.2) - -1.6) < 1e-12)
    #expect(stack.source(at: 0.24) == .inEffect(1))
    #expect(stack.source(at: 0.26) == .inEffect(0))
    #expect(stack.source(at: 0.3) == .ended(0))
    #expect(stack.value(at: 0.4) == 80)
  }

  @Test(
    "TW-17, TW-18: at an instant on a tween's end, it is in effect exactly while its local time is"
  )
  func endInstantFollowsLocalTime() throws {
    // Begun at 18/60 s and judged at 72/60 s: its end, 0.3 + 0.9, is exactly 1.2, but its local
    // time 1.2 − 0.3 rounds to 0.8999999999999999, inside its active phase.
    let (begin, time) = (18.0 / 60, 72.0 / 60)
    var stack = TweenStack<Double>(baseValue: 0)
    stack.add(try Tween(duration: 2, values: [0.0, 100]), beginTime: 0)
    stack.add(try Tween(duration: 0.5, delay: 0.4, values: [500.0, 600]), beginTime: begin)
    let entry = stack.entries[1]
    #expect(entry.endTime == time && time - begin < entry.tween.endTime)
    #expect(entry.tween.phase(atLocalTime: time - begin) == .active)
    #expect(stack.source(at: time) == .inEffect(1))
    #expect(stack.value(at: time) == entry.tween.value(atLocalTime: time - begin, from: 0))
    let span = entry.span(at: time)
    #expect(span.start <= time && time < span.end)
    #expect(entry.span(at: 0.5) == MotionSpan(start: entry.startTime, end: entry.endTime))
  }
}
