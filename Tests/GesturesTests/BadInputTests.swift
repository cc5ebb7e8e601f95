import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

@Suite("Bad input: documented outcomes, no traps, a legal state machine")
struct BadInputTests {
  @Test("move, up and cancel for a pointer that never went down are ignored")
  func unknownPointer() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(pan, continuous: true)
    feed(pan, [move(7, 50, 50, at: 0), up(7, 50, 50, at: 0.1), cancel(7, 0, 0, at: 0.2)])
    #expect(recorder.states.isEmpty)
    #expect(pan.numberOfPointers == 0)
  }

  @Test("a duplicate down is ignored: the first down stands")
  func duplicateDown() {
    let pan = PanGestureRecognizer(element: HitRegion())
    feed(pan, [down(1, 0, 0, at: 0), down(1, 500, 500, at: 0.01)])
    #expect(pan.numberOfPointers == 1)
    #expect(pan.location(in: nil) == .zero)
    #expect(pan.state == .possible)
  }

  @Test("cancel mid-gesture cancels; cancel before recognition fails")
  func cancelMidGesture() throws {
    let scheduler = ManualScheduler()
    let press = try LongPressGestureRecognizer(element: HitRegion(), scheduler: scheduler)
    let recorder = StateRecorder(press, continuous: true)
    press.handle(down(1, 0, 0, at: 0))
    press.handle(cancel(1, 0, 0, at: 0.1))
    scheduler.advance(to: 1)
    #expect(recorder.states == [.failed, .possible])
    #expect(scheduler.pendingCount == 0)
    let pinch = ScaleGestureRecognizer(element: HitRegion())
    let pinchRecorder = StateRecorder(pinch, continuous: true)
    feed(pinch, [down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), move(2, 150, 0, at: 0.01)])
    feed(pinch, [cancel(1, 0, 0, at: 0.02)])
    #expect(pinchRecorder.states == [.began, .cancelled])  // pointer 2 is still down
    feed(pinch, [up(2, 150, 0, at: 0.03)])
    #expect(pinchRecorder.states == [.began, .cancelled, .possible])
  }

  @Test("time going backwards: the event is handled at the previous event's time")
  func timeBackwards() {
    let pan = PanGestureRecognizer(element: HitRegion())
    feed(pan, [down(1, 0, 0, at: 1), move(1, 20, 0, at: 0.5), move(1, 40, 0, at: .nan)])
    #expect(pan.time == 1)
    #expect(pan.state == .changed)
    #expect(pan.velocity(in: nil).x.isFinite)
  }

  @Test("NaN and infinite positions: downs and moves ignored, an up lifts where it last was")
  func nanPositions() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(pan, continuous: true)
    pan.handle(down(1, .nan, 0, at: 0))
    #expect(pan.numberOfPointers == 0)
    feed(pan, [down(1, 0, 0, at: 0), move(1, 20, 0, at: 0.01), move(1, .infinity, 0, at: 0.02)])
    #expect(close(pan.translation(in: nil), .zero))
    pan.handle(up(1, .nan, .nan, at: 0.03))
    #expect(recorder.states == [.began, .ended, .possible])
    #expect(pan.location(in: nil) == Point(x: 20, y: 0))
  }

  @Test("three hundred pointers at once: all tracked, the centroid is their mean")
  func hundredsOfPointers() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(pan, continuous: true)
    for id in 0..<300 { pan.handle(down(id, Double(id), 0, at: 0)) }
    #expect(pan.numberOfPointers == 300)
    #expect(pan.location(in: nil) == Point(x: 149.5, y: 0))
    for id in 0..<300 { pan.handle(move(id, Double(id) + 30, 0, at: 0.01)) }
    #expect(recorder.states.first == .began)
    for id in 0..<300 { pan.handle(up(id, Double(id) + 30, 0, at: 0.02)) }
    #expect(recorder.states.last == .possible)
    #expect(recorder.illegal.isEmpty)
  }

  @Test("an up at a new position is a move there, then the lift")
  func upElsewhere() {
    let pan = PanGestureRecognizer(element: HitRegion())
    let recorder = StateRecorder(pan, continuous: true)
    feed(pan, [down(1, 0, 0, at: 0), up(1, 30, 0, at: 0.01)])
    #expect(recorder.states == [.began, .ended, .possible])
  }
}

@Suite("Re-entrant events")
struct ReentrantEventTests {
  @Test("an event handed in from a state observer is handled after the current one")
  func eventFromObserver() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var log: [String] = []
    let lifter = pan.addStateChangeObserver { state in
      log.append("\(state)")
      if state == .began { pan.handle(up(1, 25, 0, at: 0.02)) }
    }
    pan.handle(down(1, 0, 0, at: 0))
    pan.handle(move(1, 20, 0, at: 0.01))
    // The lift waited for the move to finish: began, then the lift's move to 25 and its end.
    #expect(log == ["began", "changed", "ended", "possible"])
    #expect(pan.numberOfPointers == 0)
    lifter.unsubscribe()
  }
}
