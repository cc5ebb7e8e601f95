import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// The runtime follows a timeline's playback rate (issue 31, part 2): a tween on the timeline
/// shows its value at the timeline's local time, however fast and in whichever direction it
/// runs, with no jump when the rate changes, and is active exactly while it moves.
@Suite("Timeline playback rate in the runtime")
struct TimelinePlaybackRateTests {
  let source = ManualFrameSource(rate: .hz120)
  let runtime: FrameRuntime
  let timeline: Timeline
  let x = ReactiveProperty(0.0, name: "x")
  let tween: TweenInteraction<Double>

  init() throws {
    runtime = FrameRuntime(frameSource: source)
    timeline = Timeline(clock: source)
    tween = TweenInteraction(
      try Tween(duration: 1, delay: 0.2, values: [0.0, 100]), timeline: timeline)
    runtime.add(tween, to: x)
  }

  /// What the tween shows at the timeline's local time now.
  func expected() throws -> Double {
    let local = try #require(timeline.localTime(at: source.now))
    return tween.tween.value(atLocalTime: local, from: 0)
  }

  @Test("TL-R10: at rate 2 the tween runs twice as fast; every frame shows the timeline's time")
  func faster() throws {
    source.advance(by: 0.4)
    try timeline.setPlaybackRate(2)
    #expect(x.value == (try expected()))  // no jump
    for _ in 0..<20 {
      source.advance(frames: 1)
      #expect(abs(x.value - (try expected())) < 1e-9)
    }
    source.advance(by: 0.4)  // local 0.4 + 0.2·2 + 0.4·2 = 1.6: past the end
    #expect(x.value == 100)
    #expect(!runtime.isActive(tween))
  }

  @Test("reverse(): back the way it came, to its first value before its start, then at rest")
  func reversed() throws {
    source.advance(by: 0.7)  // local 0.7: halfway through
    let halfway = x.value
    timeline.reverse()
    #expect(x.value == halfway)
    source.advance(by: 0.25)
    #expect(abs(x.value - (try expected())) < 1e-9)
    #expect(x.value < halfway)
    #expect(runtime.isActive(tween))
    source.advance(by: 0.5)  // local −0.05: before its start
    #expect(x.value == 0)
    #expect(!runtime.isActive(tween))
    #expect(runtime.frameObserverCount == 0)  // nothing runs frames
  }

  @Test("reversed from past its end, the tween runs again on its way back into its span")
  func reversedFromPastTheEnd() throws {
    source.advance(by: 2)
    #expect(x.value == 100)
    #expect(!runtime.isActive(tween))
    timeline.reverse()
    #expect(runtime.isActive(tween))  // local 2 > its start: it is coming back
    source.advance(by: 1.5)  // local 0.5
    #expect(abs(x.value - 30) < 1e-9)
  }

  @Test("rate 0 holds the value and comes to rest; a rate again moves it from there")
  func zero() throws {
    source.advance(by: 0.5)
    try timeline.setPlaybackRate(0)
    let held = x.value
    #expect(!runtime.isActive(tween))
    source.advance(by: 1)
    #expect(x.value == held)
    try timeline.setPlaybackRate(0.5)
    #expect(x.value == held)
    #expect(runtime.isActive(tween))
    source.advance(by: 0.2)
    #expect(abs(x.value - (try expected())) < 1e-9)
  }

  @Test("TL-R11: scrubbing a reversed timeline while paused, then playing on, backwards")
  func scrubbedWhileReversed() throws {
    timeline.reverse()
    timeline.pauseInPlace()
    try timeline.scrub(to: 0.9)
    #expect(abs(x.value - 70) < 1e-9)
    timeline.paused.value = false
    source.advance(by: 0.3)
    #expect(abs(x.value - 40) < 1e-9)
  }
}
