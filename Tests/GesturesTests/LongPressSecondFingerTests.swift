import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A second finger fails a long press only while it waits for its deadline. Once the deadline has
/// passed, another finger going down changes nothing: a press that has begun goes on until the
/// last finger lifts, and one whose recognition waits for another recognizer to fail keeps
/// waiting. Before, no test put a second finger down while a press waited, so a recognizer that
/// judged every down as if the deadline were still ahead went unnoticed.
@Suite("Long press: a second finger")
struct LongPressSecondFingerTests {
  @Test("GR-6: a second finger after the long press began neither fails nor ends it")
  func afterBegan() throws {
    let scheduler = ManualScheduler()
    let press = try LongPressGestureRecognizer(element: HitRegion(), scheduler: scheduler)
    let recorder = StateRecorder(press, continuous: true)
    press.handle(down(1, 50, 50, at: 0))
    scheduler.advance(to: 0.5)
    press.handle(down(2, 90, 50, at: 0.6))
    press.handle(move(2, 95, 50, at: 0.7))
    press.handle(up(1, 50, 50, at: 0.8))
    #expect(recorder.states == [.began, .changed])
    press.handle(up(2, 95, 50, at: 0.9))
    #expect(recorder.states == [.began, .changed, .ended, .possible])
    #expect(recorder.illegal.isEmpty)
  }

  @Test("GR-6: a second finger after the long press failed writes no second failure")
  func afterFailed() throws {
    let scheduler = ManualScheduler()
    let press = try LongPressGestureRecognizer(element: HitRegion(), scheduler: scheduler)
    let recorder = StateRecorder(press, continuous: true)
    press.handle(down(1, 50, 50, at: 0))
    press.handle(move(1, 80, 50, at: 0.1))  // beyond the slop: failed
    press.handle(down(2, 90, 50, at: 0.2))
    scheduler.advance(to: 1)
    press.handle(up(2, 90, 50, at: 1))
    press.handle(up(1, 80, 50, at: 1))
    #expect(recorder.states == [.failed, .possible])
    #expect(recorder.illegal.isEmpty)
  }

  @Test("GR-6: a second finger while the press waits for a pan to fail does not fail it")
  func whileWaiting() throws {
    let scheduler = ManualScheduler()
    let element = HitRegion()
    let press = try LongPressGestureRecognizer(element: element, scheduler: scheduler)
    let pan = PanGestureRecognizer(element: element)
    let coordinator = GestureCoordinator()
    try coordinator.add(press)
    try coordinator.add(pan)
    try coordinator.require(press, toFail: pan)
    let recorder = StateRecorder(press, continuous: true)
    coordinator.handle(down(1, 50, 50, at: 0))
    scheduler.advance(to: 0.5)  // the deadline: recognized, but waiting for the pan
    #expect(recorder.states.isEmpty)
    coordinator.handle(down(2, 52, 50, at: 0.6))
    #expect(recorder.states.isEmpty, "a finger after the deadline: \(recorder.states)")
    pan.enabled = false  // the pan can no longer recognize: the press begins
    #expect(recorder.states == [.began])
    #expect(recorder.illegal.isEmpty)
  }

  @Test("GR-6: a second finger before the deadline fails the press")
  func beforeDeadline() throws {
    let scheduler = ManualScheduler()
    let press = try LongPressGestureRecognizer(element: HitRegion(), scheduler: scheduler)
    let recorder = StateRecorder(press, continuous: true)
    press.handle(down(1, 50, 50, at: 0))
    press.handle(down(2, 90, 50, at: 0.2))
    #expect(recorder.states == [.failed])
    scheduler.advance(to: 1)  // the deadline passes with both fingers still down
    press.handle(up(2, 90, 50, at: 1))
    press.handle(up(1, 50, 50, at: 1))
    #expect(recorder.states == [.failed, .possible])
    #expect(recorder.illegal.isEmpty)
  }
}
