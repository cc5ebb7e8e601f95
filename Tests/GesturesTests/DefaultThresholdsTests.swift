import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// The documented defaults of the tap and long-press recognizers, each at its exact boundary: a
/// default off by a little (a slop of 11 instead of 10, a distance of 110 instead of 100) changes
/// which gestures an app's users can make, and the other tests, which stay well inside or well
/// beyond the thresholds, would not notice (issue 17: a tap's default slop moved to 11 survived).
@Suite("Default thresholds")
struct DefaultThresholdsTests {
  @Test("GR-6: a tap's default slop is 10 points: moved exactly 10 it taps, a hair beyond it fails")
  func tapSlop() throws {
    #expect(TapGestureRecognizer.defaultSlop == 10)
    let tap = try TapGestureRecognizer(element: HitRegion())
    #expect(tap.slop == 10)
    let recorder = StateRecorder(tap, continuous: false)
    // (6, 8) from the down position: exactly 10 points.
    feed(tap, [down(1, 100, 100, at: 0), move(1, 106, 108, at: 0.05), up(1, 106, 108, at: 0.1)])
    #expect(recorder.states == [.ended, .possible])
    recorder.clear()
    feed(tap, [down(1, 100, 100, at: 1), move(1, 110.000_001, 100, at: 1.05)])
    #expect(recorder.states == [.failed])
    feed(tap, [up(1, 110.000_001, 100, at: 1.1)])
    #expect(recorder.states == [.failed, .possible])
  }

  @Test("a double tap's second tap may land exactly 100 points from the first, not beyond")
  func tapMaximumDistance() throws {
    #expect(TapGestureRecognizer.defaultMaximumDistance == 100)
    let doubleTap = try TapGestureRecognizer(element: HitRegion(), numberOfTaps: 2)
    #expect(doubleTap.maximumDistance == 100)
    let recorder = StateRecorder(doubleTap, continuous: false)
    feed(doubleTap, [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.05)])
    feed(doubleTap, [down(1, 60, 80, at: 0.1), up(1, 60, 80, at: 0.15)])  // exactly 100
    #expect(recorder.states == [.ended, .possible])
    recorder.clear()
    feed(doubleTap, [down(1, 0, 0, at: 1), up(1, 0, 0, at: 1.05)])
    feed(doubleTap, [down(1, 100.000_001, 0, at: 1.1)])
    #expect(recorder.states == [.failed])
  }

  @Test("a double tap's default interval is 0.3 s: 0.29 s after the lift is in time, 0.31 s is not")
  func tapMaximumInterval() throws {
    #expect(TapGestureRecognizer.defaultMaximumInterval == 0.3)
    let doubleTap = try TapGestureRecognizer(element: HitRegion(), numberOfTaps: 2)
    #expect(doubleTap.maximumInterval == 0.3)
    let recorder = StateRecorder(doubleTap, continuous: false)
    feed(doubleTap, [down(1, 10, 10, at: 0), up(1, 10, 10, at: 0.1)])
    feed(doubleTap, [down(1, 10, 10, at: 0.39), up(1, 10, 10, at: 0.4)])
    #expect(recorder.states == [.ended, .possible])
    recorder.clear()
    feed(doubleTap, [down(1, 10, 10, at: 1), up(1, 10, 10, at: 1.1)])
    feed(doubleTap, [down(1, 10, 10, at: 1.41)])
    #expect(recorder.states == [.failed, .possible])
  }

  @Test(
    "a long press's default slop is 10 points: moved exactly 10 it still begins, beyond it fails")
  func longPressSlop() throws {
    #expect(LongPressGestureRecognizer.defaultSlop == 10)
    #expect(LongPressGestureRecognizer.defaultMinimumDuration == 0.5)
    let scheduler = ManualScheduler()
    let press = try LongPressGestureRecognizer(element: HitRegion(), scheduler: scheduler)
    #expect(press.slop == 10 && press.minimumDuration == 0.5)
    let recorder = StateRecorder(press, continuous: true)
    press.handle(down(1, 50, 50, at: 0))
    press.handle(move(1, 56, 58, at: 0.1))  // exactly 10 points
    scheduler.advance(to: 0.5)
    #expect(recorder.states == [.began])
    press.handle(up(1, 56, 58, at: 0.6))
    recorder.clear()
    press.handle(down(1, 50, 50, at: 1))
    press.handle(move(1, 60.000_001, 50, at: 1.1))
    #expect(recorder.states == [.failed])
    press.handle(up(1, 60.000_001, 50, at: 1.2))
    scheduler.advance(to: 2)
    #expect(recorder.states == [.failed, .possible])
  }
}
