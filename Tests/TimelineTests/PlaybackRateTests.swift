import MotionStreams
import MotionTimeline
import Testing

/// A timeline's playback rate (issue 31, part 2), against a model written from Web Animations
/// Level 1: an animation's current time is `(timeline time − start time) × playback rate`, or its
/// hold time when one is set; "set the playback rate" reads the current time, sets the rate, and
/// silently sets the current time back to what it read (a start time of
/// `timeline time − seek time / rate`, or a hold time when the rate is 0).
struct WebAnimationsRateModel {
  var startTime: Double
  var holdTime: Double?
  var rate = 1.0

  init(beginTime: Double) {
    startTime = beginTime
  }

  func currentTime(at now: Double) -> Double {
    holdTime ?? (now - startTime) * rate
  }

  mutating func setRate(_ newRate: Double, at now: Double) {
    let previous = currentTime(at: now)
    rate = newRate
    // Silently set the current time: a rate of 0 can only hold it.
    if newRate == 0 {
      holdTime = previous
    } else {
      holdTime = nil
      startTime = now - previous / newRate
    }
  }
}

@Suite("Timeline: playback rate")
struct PlaybackRateTests {
  @Test("the rate is 1 at first, and a timeline at rate 1 keeps every bit of now − beginTime")
  func defaultRate() {
    let clock = ManualScheduler(now: 3.7)
    let timeline = Timeline(clock: clock)
    #expect(timeline.playbackRate == 1)
    clock.advance(by: 0.123_456_789)
    #expect(timeline.localTime(at: clock.now) == clock.now - 3.7)
  }

  @Test("setting the rate keeps the present exactly, then time runs at the rate")
  func keepsThePresent() throws {
    let clock = ManualScheduler()
    let timeline = Timeline(clock: clock)
    clock.advance(by: 0.4)
    let before = timeline.localTime(at: clock.now)
    try timeline.setPlaybackRate(2.5)
    #expect(timeline.localTime(at: clock.now) == before)
    clock.advance(by: 0.2)
    #expect(abs(try #require(timeline.localTime(at: clock.now)) - 0.9) < 1e-12)
  }

  @Test("against the Web Animations model: random rates, 0 and negative ones, at random times")
  func againstTheModel() throws {
    var random = SplitMix(seed: 0x7A7E)
    for _ in 0..<200 {
      let clock = ManualScheduler(now: random.double(in: -5...5))
      let timeline = Timeline(clock: clock)
      var model = WebAnimationsRateModel(beginTime: clock.now)
      for _ in 0..<12 {
        clock.advance(by: random.double(in: 0...0.5))
        let rates = [0, 1, -1, 2, -0.5, random.double(in: -4...4)]
        let rate = rates[Int(random.next() % UInt64(rates.count))]
        try timeline.setPlaybackRate(rate)
        model.setRate(rate, at: clock.now)
        #expect(timeline.playbackRate == rate)
        clock.advance(by: random.double(in: 0...0.5))
        let local = try #require(timeline.localTime(at: clock.now))
        let expected = model.currentTime(at: clock.now)
        #expect(abs(local - expected) <= 1e-12 * max(1, abs(expected)))
      }
    }
  }

  @Test("0 holds the present; reverse() plays back the way it came; twice, forwards again")
  func zeroAndReverse() throws {
    let clock = ManualScheduler()
    let timeline = Timeline(clock: clock)
    clock.advance(by: 1)
    try timeline.setPlaybackRate(0)
    clock.advance(by: 5)
    #expect(timeline.localTime(at: clock.now) == 1)
    timeline.reverse()  // -0 is 0: still held
    #expect(timeline.playbackRate == 0)
    try timeline.setPlaybackRate(1)
    timeline.reverse()
    #expect(timeline.playbackRate == -1)
    clock.advance(by: 0.25)
    #expect(timeline.localTime(at: clock.now) == 0.75)
    timeline.reverse()
    clock.advance(by: 0.5)
    #expect(timeline.localTime(at: clock.now) == 1.25)
  }

  @Test("TL-R11: paused, only the rate changes; un-paused, it runs at the rate from timeOffset")
  func whilePaused() throws {
    let clock = ManualScheduler()
    let timeline = Timeline(clock: clock)
    clock.advance(by: 1)
    timeline.pauseInPlace()
    try timeline.scrub(to: 0.5)
    try timeline.setPlaybackRate(-2)
    clock.advance(by: 1)
    #expect(timeline.localTime(at: clock.now) == 0.5)
    timeline.paused.value = false
    clock.advance(by: 0.1)
    #expect(abs(try #require(timeline.localTime(at: clock.now)) - 0.3) < 1e-12)
    // pauseInPlace freezes where the reversed run is.
    timeline.pauseInPlace()
    #expect(abs(timeline.timeOffset.value - 0.3) < 1e-12)
  }

  @Test("before it begins, the rate applies from the begin: local time starts at the offset")
  func beforeBegin() throws {
    let clock = ManualScheduler()
    let timeline = Timeline(clock: clock, start: .onBegin)
    try timeline.setPlaybackRate(3)
    #expect(timeline.localTime(at: clock.now) == nil)
    timeline.begin()
    clock.advance(by: 0.5)
    #expect(timeline.localTime(at: clock.now) == 1.5)
  }

  @Test("TL-R5: a change emits one snapshot; the same rate emits none")
  func emissions() throws {
    let clock = ManualScheduler()
    let timeline = Timeline(clock: clock)
    var snapshots: [Timeline.Snapshot] = []
    let subscription = timeline.asStream().subscribe { snapshots.append($0) }
    defer { subscription.unsubscribe() }
    clock.advance(by: 0.2)
    try timeline.setPlaybackRate(2)
    try timeline.setPlaybackRate(2)
    #expect(snapshots.count == 2)
    #expect(snapshots.last?.playbackRate == 2)
    #expect(snapshots.last?.resumeTime == 0.2)
    #expect(snapshots.last?.resumeOffset == 0.2)
    #expect("\(timeline.snapshot)".contains("rate 2.0"))
  }

  @Test("bad input: NaN and infinite rates are rejected, nothing changes")
  func badInput() throws {
    let clock = ManualScheduler()
    let timeline = Timeline(clock: clock)
    try timeline.setPlaybackRate(0.5)
    let before = timeline.snapshot
    for rate in [Double.nan, .infinity, -.infinity] {
      #expect {
        try timeline.setPlaybackRate(rate)
      } throws: { error in
        guard case TimelineError.nonFinitePlaybackRate(let value) = error else { return false }
        return value.isNaN == rate.isNaN && (rate.isNaN || value == rate)
      }
    }
    #expect(timeline.snapshot == before)
    #expect("\(TimelineError.nonFinitePlaybackRate(.nan))".contains("playback rate"))
  }
}

/// SplitMix64: a small seeded generator for the model test.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + Double(next() >> 11) / Double(1 << 53)
      * (range.upperBound - range.lowerBound)
  }
}
