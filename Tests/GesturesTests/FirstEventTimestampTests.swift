import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// A recognizer's first event keeps its own timestamp (issue 17: the time a first event is
/// compared with, 0, moved to 1, survived: every test's first event was at time 0). Only an
/// event earlier than the one before it (or a first one before 0) is moved forward.
@Suite("First event timestamp")
struct FirstEventTimestampTests {
  @Test("a long press whose first down is at 0.3 s begins at 0.8 s, not before")
  func longPressFromFirstDown() throws {
    let scheduler = ManualScheduler()
    scheduler.advance(to: 0.3)
    let press = try LongPressGestureRecognizer(element: HitRegion(), scheduler: scheduler)
    let recorder = StateRecorder(press, continuous: true)
    press.handle(down(1, 50, 50, at: 0.3))
    scheduler.advance(to: 0.79)
    #expect(recorder.states.isEmpty)
    scheduler.advance(to: 0.8)
    #expect(recorder.states == [.began])
  }

  @Test("a pan's first down at 0.5 s times its velocity from 0.5 s")
  func panVelocityFromFirstDown() {
    let pan = PanGestureRecognizer(element: HitRegion())
    pan.handle(down(1, 0, 0, at: 0.5))
    pan.handle(move(1, 20, 0, at: 0.51))
    pan.handle(move(1, 40, 0, at: 0.52))
    // 20 points per 10 ms from the down on: 2,000 points per second.
    #expect(abs(pan.velocity(in: nil).x - 2000) < 1e-6, "\(pan.velocity(in: nil))")
  }
}
