import MotionTestSupport
import MotionTimeline
import MotionTween
import Testing

@testable import MotionRuntime

/// `MotionTiming` is the one place a motion's local time, span and fast-lane test are computed:
/// its answers agree with each other to the last bit, for times that do not round nicely.
@Suite("Motion timing")
struct MotionTimingTests {
  /// A time with a fraction that does not round nicely, near `scale`.
  static func awkward(_ random: inout SeededRandom, scale: Double) -> Double {
    scale * random.unit() + Double(random.below(1_000)) / 3
  }

  @Test("the fast lane's test is exactly 'in effect by the span and still running'")
  func fastLaneAgreesWithSpan() {
    var random = SeededRandom(seed: 28)
    var showing = 0
    for _ in 0..<20_000 {
      let registration = Self.awkward(&random, scale: 1e4)
      let start = random.below(4) == 0 ? 0 : Self.awkward(&random, scale: 2)
      let end = start + Self.awkward(&random, scale: 3)
      let timing = MotionTiming(registration: registration, start: start, end: end)
      // Often exactly at the start or the end (in the runtime's time base), where rounding bites.
      let edge = [registration + start, registration + end][random.below(2)]
      let time =
        random.below(3) == 0 ? edge : registration + Self.awkward(&random, scale: end + 1) - 0.2
      let span = timing.span(at: time, on: nil)!
      let local = timing.frameLocalTime(at: time)
      let inEffect = span.start <= time && time < span.end && timing.runs(atLocalTime: local)
      #expect((timing.frameLocalTimeIfShowing(at: time) != nil) == inEffect)
      if let shown = timing.frameLocalTimeIfShowing(at: time) {
        #expect(shown == local)
        showing += 1
      }
      #expect(timing.localTime(at: time, on: nil) == local)
    }
    #expect(showing > 1_000)  // both answers were exercised
    #expect(showing < 19_000)
  }

  @Test("TL-R9: on a timeline, local time and the span follow the timeline, paused or running")
  func timelineTiming() {
    let clock = ManualFrameSource()
    clock.advance(by: 2)
    let timeline = Timeline(clock: clock, start: .onBegin)
    let timing = MotionTiming(registration: 123, start: 0.25, end: 1.5)
    #expect(timing.localTime(at: clock.now, on: timeline) == nil)  // not begun
    #expect(timing.span(at: clock.now, on: timeline) == nil)
    timeline.begin()
    clock.advance(by: 0.5)
    #expect(timing.localTime(at: clock.now, on: timeline) == 0.5)
    let running = timing.span(at: clock.now, on: timeline)!
    #expect(running.start == clock.now - 0.5 + 0.25 && running.end == clock.now - 0.5 + 1.5)
    timeline.pauseInPlace()
    try? timeline.scrub(to: 1)
    let paused = timing.span(at: clock.now + 10, on: timeline)!
    // Placed from beginTime, present at the scrubbed position, whatever the clock says.
    let begin = timeline.beginTime!
    #expect(paused.now == begin + 1)
    #expect(paused.start == begin + 0.25 && paused.end == begin + 1.5)
  }

  @Test("a direct motion's span is its start and end as times of the runtime")
  func directSpan() {
    var timing = MotionTiming(registration: 0, start: 7.1, end: .infinity)
    #expect(timing.directSpan.start == 7.1 && timing.directSpan.end == .infinity)
    timing.end = 9.3
    #expect(timing.directSpan.end == 9.3)
    #expect(timing.localTime(at: 8, on: nil) == 8)  // registration 0: local time is the time
  }
}
