import MotionStreams
import MotionTimeline
import MotionTween
import Testing

@Suite("TweenSequence: tweens placed after, with or offset from each other")
struct TweenSequenceTests {
  static func ramp(_ duration: Double, delay: Double = 0) throws -> Tween<Double> {
    try Tween(duration: duration, delay: delay, values: [0.0, 100.0])
  }

  @Test("by default each tween goes after everything placed so far")
  func afterAll() throws {
    var sequence = TweenSequence()
    let placed = [
      try sequence.place(Self.ramp(0.3)), try sequence.place(Self.ramp(0.2)),
      try sequence.place(Self.ramp(0.1)),
    ]
    #expect(placed.map(\.delay) == [0, 0.3, 0.3 + 0.2])
    #expect(sequence.duration == 0.3 + 0.2 + 0.1)
    #expect(sequence.spans.map(\.start) == [0, 0.3, 0.5])
  }

  @Test("after, with and offset from the previous item or a given one; at a time")
  func placements() throws {
    var sequence = TweenSequence()
    let fade = try sequence.place(Self.ramp(0.3))  // 0 … 0.3
    let slide = try sequence.place(Self.ramp(0.4), .afterPrevious(gap: -0.1))  // 0.2 … 0.6
    let badge = try sequence.place(Self.ramp(0.1), .withPrevious(offset: 0.05))  // 0.25 … 0.35
    let echo = try sequence.place(Self.ramp(0.2), .with(item: 0, offset: 0.1))  // 0.1 … 0.3
    let tail = try sequence.place(Self.ramp(0.1), .after(item: 1, gap: 0.2))  // 0.8 … 0.9
    let fixed = try sequence.place(Self.ramp(0.5), .at(0.05))  // 0.05 … 0.55
    #expect(fade.delay == 0)
    #expect(slide.delay == 0.3 - 0.1)
    #expect(badge.delay == (0.3 - 0.1) + 0.05)
    #expect(echo.delay == 0.1)
    #expect(tail.delay == (0.3 - 0.1 + 0.4) + 0.2)
    #expect(fixed.delay == 0.05)
    #expect(sequence.duration == tail.endTime)
    // After everything: after the latest end, not the last placed.
    let last = try sequence.place(Self.ramp(0.1))
    #expect(last.delay == tail.endTime)
  }

  @Test("a tween's own delay is kept on top of its place; `with` reads where motion starts")
  func ownDelay() throws {
    var sequence = TweenSequence()
    _ = try sequence.place(Self.ramp(0.3))
    let delayed = try sequence.place(Self.ramp(0.2, delay: 0.1))
    #expect(delayed.delay == 0.3 + 0.1)
    #expect(sequence.spans[1].start == 0.3 + 0.1 && sequence.spans[1].end == 0.3 + 0.1 + 0.2)
    let alongside = try sequence.place(Self.ramp(0.2), .withPrevious())
    #expect(alongside.delay == 0.3 + 0.1)
  }

  @Test("bad placements throw a typed error and place nothing")
  func badPlacements() throws {
    var sequence = TweenSequence()
    #expect(throws: StaggerError.startsBeforeZero(-0.1)) {
      try sequence.place(Self.ramp(0.3), .afterPrevious(gap: -0.1))
    }
    #expect(throws: StaggerError.noSuchItem(index: 0, count: 0)) {
      try sequence.place(Self.ramp(0.3), .after(item: 0))
    }
    _ = try sequence.place(Self.ramp(0.3))
    #expect(throws: StaggerError.noSuchItem(index: 3, count: 1)) {
      try sequence.place(Self.ramp(0.3), .with(item: 3))
    }
    #expect(throws: StaggerError.noSuchItem(index: -2, count: 1)) {
      try sequence.place(Self.ramp(0.3), .after(item: -2))
    }
    #expect(throws: StaggerError.invalidSpacing(.infinity)) {
      try sequence.place(Self.ramp(0.3), .at(.infinity))
    }
    do {
      _ = try sequence.place(Self.ramp(0.3), .afterAll(gap: .nan))
      Issue.record("a NaN gap was accepted")
    } catch {
      guard case StaggerError.invalidSpacing(let value) = error, value.isNaN else {
        Issue.record("\(error)")
        return
      }
    }
    let late = try Tween(duration: 1, delay: Tween<Double>.maximumSeconds, values: [1.0])
    #expect(throws: StaggerError.tween(.invalidDelay(Tween<Double>.maximumSeconds + 0.3))) {
      try sequence.place(late)
    }
    #expect(sequence.spans.count == 1 && sequence.duration == 0.3)
  }

  @Test(
    "the placed tweens are ordinary tweens on the sequence's timeline: scrubbed, they show their places"
  )
  func scrubbed() throws {
    let scheduler = ManualScheduler()
    let timeline = Timeline(clock: scheduler)
    timeline.paused.value = true
    var sequence = TweenSequence(timeline: timeline)
    let stagger = try Stagger(each: 0.1)
    var tweens: [Tween<Double>] = []
    for tween in try stagger.apply(to: Self.ramp(0.2), count: 3) {
      tweens.append(try sequence.place(tween, .at(0)))
    }
    #expect(tweens.allSatisfy { $0.timeline === timeline })
    #expect(tweens.map(\.delay) == [0, 0.1, 0.2])
    let clock = InteractionClock(timeline: timeline, clock: scheduler)
    // Scrubbed forwards and back: each tween is where its place puts it.
    for (offset, expected) in [(0.15, [75.0, 25, 0]), (0.3, [100, 100, 50]), (0.05, [25, 0, 0])] {
      try timeline.scrub(to: offset)
      let time = try #require(clock.localTime)
      for (tween, value) in zip(tweens, expected) {
        #expect(abs(tween.value(atLocalTime: time, from: 0) - value) < 1e-9, "at \(offset)")
      }
    }
  }
}
