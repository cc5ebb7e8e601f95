import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

@Suite("Tap and long press")
struct TapAndLongPressTests {
  @Test("GR-6: one finger taps: possible → ended → possible (discrete)")
  func singleTap() throws {
    let tap = try TapGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(tap, continuous: false)
    feed(tap, [down(1, 10, 10, at: 0), move(1, 13, 12, at: 0.05), up(1, 13, 12, at: 0.1)])
    #expect(recorder.states == [.ended, .possible])
    #expect(tap.location(in: nil) == Point(x: 13, y: 12))
  }

  @Test("a finger that slides 20 points is not a tap")
  func slideFails() throws {
    let tap = try TapGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(tap, continuous: false)
    feed(tap, [down(1, 10, 10, at: 0), move(1, 30, 10, at: 0.05), up(1, 30, 10, at: 0.1)])
    #expect(recorder.states == [.failed, .possible])
  }

  @Test("two taps 200 ms apart make a double tap; 400 ms apart they do not")
  func doubleTap() throws {
    let scheduler = ManualScheduler()
    let doubleTap = try TapGestureRecognizer(
      element: HitRegion(), numberOfTaps: 2, scheduler: scheduler)
    let recorder = StateRecorder(doubleTap, continuous: false)
    feed(doubleTap, [down(1, 10, 10, at: 0), up(1, 10, 10, at: 0.1)])
    scheduler.advance(to: 0.3)
    feed(doubleTap, [down(2, 12, 10, at: 0.3), up(2, 12, 10, at: 0.35)])
    #expect(recorder.states == [.ended, .possible])
    recorder.clear()
    feed(doubleTap, [down(1, 10, 10, at: 1), up(1, 10, 10, at: 1.1)])
    scheduler.advance(to: 1.39)
    #expect(recorder.states.isEmpty)
    scheduler.advance(to: 1.41)  // 300 ms after the lift: timed out, without any event
    #expect(recorder.states == [.failed, .possible])
  }

  @Test("without a scheduler a multi-tap times out at the next event")
  func lazyTimeout() throws {
    let doubleTap = try TapGestureRecognizer(element: HitRegion(), numberOfTaps: 2)
    let recorder = StateRecorder(doubleTap, continuous: false)
    feed(doubleTap, [down(1, 10, 10, at: 0), up(1, 10, 10, at: 0.1)])
    feed(doubleTap, [down(1, 10, 10, at: 0.5)])  // too late: fails, then starts afresh
    #expect(recorder.states == [.failed, .possible])
    feed(doubleTap, [up(1, 10, 10, at: 0.55), down(1, 10, 10, at: 0.6), up(1, 10, 10, at: 0.65)])
    #expect(recorder.states == [.failed, .possible, .ended, .possible])
  }

  @Test("a next tap down exactly the maximum interval after the lift still counts")
  func nextTapAtTheInterval() throws {
    // Times exact in binary: the pause is 0.25 s to the bit.
    let doubleTap = try TapGestureRecognizer(
      element: HitRegion(), numberOfTaps: 2, maximumInterval: 0.25)
    let recorder = StateRecorder(doubleTap, continuous: false)
    feed(doubleTap, [down(1, 10, 10, at: 0), up(1, 10, 10, at: 0.5)])
    feed(doubleTap, [down(1, 10, 10, at: 0.75), up(1, 10, 10, at: 0.875)])
    #expect(recorder.states == [.ended, .possible])
  }

  @Test("a second tap 150 points away is not part of a double tap")
  func secondTapTooFar() throws {
    let doubleTap = try TapGestureRecognizer(element: HitRegion(), numberOfTaps: 2)
    let recorder = StateRecorder(doubleTap, continuous: false)
    feed(doubleTap, [down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.05), down(1, 150, 0, at: 0.1)])
    #expect(recorder.states == [.failed])
  }

  @Test("invalid tap parameters are typed errors")
  func invalidTap() {
    #expect(throws: ParameterError.invalidCount("numberOfTaps", 0)) {
      _ = try TapGestureRecognizer(element: HitRegion(), numberOfTaps: 0)
    }
    #expect(throws: ParameterError.invalidParameter("maximumInterval", -1)) {
      _ = try TapGestureRecognizer(element: HitRegion(), maximumInterval: -1)
    }
  }

  @Test("hold a finger still for half a second: the long press begins from the scheduler")
  func longPress() throws {
    let scheduler = ManualScheduler()
    let press = try LongPressGestureRecognizer(element: HitRegion(), scheduler: scheduler)
    let recorder = StateRecorder(press, continuous: true)
    press.handle(down(1, 50, 50, at: 0))
    scheduler.advance(to: 0.49)
    #expect(recorder.states.isEmpty)
    scheduler.advance(to: 0.5)
    #expect(recorder.states == [.began])
    scheduler.advance(to: 0.6)
    press.handle(move(1, 80, 50, at: 0.6))
    press.handle(up(1, 80, 50, at: 0.7))
    #expect(recorder.states == [.began, .changed, .ended, .possible])
    #expect(recorder.illegal.isEmpty)
  }

  @Test("lifting or sliding before half a second fails the long press")
  func longPressFails() throws {
    let scheduler = ManualScheduler()
    let press = try LongPressGestureRecognizer(element: HitRegion(), scheduler: scheduler)
    let recorder = StateRecorder(press, continuous: true)
    press.handle(down(1, 50, 50, at: 0))
    scheduler.advance(to: 0.2)
    press.handle(up(1, 50, 50, at: 0.2))
    press.handle(down(1, 50, 50, at: 0.3))
    scheduler.advance(to: 0.4)
    press.handle(move(1, 70, 50, at: 0.4))
    scheduler.advance(to: 2)
    press.handle(up(1, 70, 50, at: 2))
    #expect(recorder.states == [.failed, .possible, .failed, .possible])
    #expect(scheduler.pendingCount == 0)
  }

  @Test("an event after the deadline begins the long press even if the scheduler lags")
  func longPressEventAfterDeadline() throws {
    let scheduler = ManualScheduler()
    let press = try LongPressGestureRecognizer(element: HitRegion(), scheduler: scheduler)
    let recorder = StateRecorder(press, continuous: true)
    feed(press, [down(1, 50, 50, at: 0), move(1, 52, 50, at: 0.6)])
    #expect(recorder.states == [.began, .changed])
  }
}
