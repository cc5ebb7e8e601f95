import Foundation
import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

@Suite("Pointer events and coordinator lifetime")
struct PointerEventTests {
  @Test("GR-3: pointer events are Codable, so traces can be recorded and replayed")
  func codableRoundTrip() throws {
    let events = [
      down(1, 10, 20, at: 0), move(1, 15.5, 20, at: 0.016), up(1, 15.5, 20, at: 0.032),
      cancel(2, 0, 0, at: 0.05),
    ]
    let data = try JSONEncoder().encode(events)
    #expect(try JSONDecoder().decode([PointerEvent].self, from: data) == events)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"phase\":\"move\""))
  }

  @Test("a recorded trace replays to the same state writes")
  func replayedTraceMatches() throws {
    let trace = [down(1, 0, 0, at: 0), move(1, 25, 0, at: 0.01), up(1, 25, 0, at: 0.02)]
    let recorded = try JSONDecoder().decode(
      [PointerEvent].self, from: try JSONEncoder().encode(trace))
    let live = PanGestureRecognizer(element: HitRegion())
    let replayed = PanGestureRecognizer(element: HitRegion())
    let a = StateRecorder(live, continuous: true)
    let b = StateRecorder(replayed, continuous: true)
    feed(live, trace)
    feed(replayed, recorded)
    #expect(a.states == b.states)
    #expect(a.states == [.began, .ended, .possible])
  }

  @Test("MO-8: a freed coordinator leaves its recognizers working alone")
  func coordinatorFreed() throws {
    let pan = PanGestureRecognizer(element: HitRegion())
    let tap = try TapGestureRecognizer(element: HitRegion())
    weak var weakCoordinator: GestureCoordinator?
    do {
      let coordinator = GestureCoordinator()
      try coordinator.add(pan)
      try coordinator.add(tap)
      weakCoordinator = coordinator
    }
    #expect(weakCoordinator == nil)
    let recorder = StateRecorder(pan, continuous: true)
    feed(pan, [down(1, 0, 0, at: 0), move(1, 30, 0, at: 0.01), up(1, 30, 0, at: 0.02)])
    #expect(recorder.states == [.began, .ended, .possible])
    try GestureCoordinator().add(pan)  // free to join another coordinator
  }

  @Test("a continuous recognizer waiting for a failure begins when the other fails")
  func continuousWaiter() throws {
    let element = HitRegion()
    let pan = PanGestureRecognizer(element: element)
    let doubleTap = try TapGestureRecognizer(element: element, numberOfTaps: 2)
    let coordinator = GestureCoordinator()
    try coordinator.add(pan)
    try coordinator.add(doubleTap)
    try coordinator.require(pan, toFail: doubleTap)
    var log: [String] = []
    let a = pan.addStateChangeObserver { log.append("pan:\($0)") }
    let b = doubleTap.addStateChangeObserver { log.append("doubleTap:\($0)") }
    coordinator.handle(down(1, 0, 0, at: 0))
    coordinator.handle(move(1, 20, 0, at: 0.01))  // pan waits; the double tap then slides out
    #expect(log == ["doubleTap:failed", "pan:began"])
    #expect(pan.translation(in: nil) == .zero)
    coordinator.handle(move(1, 30, 0, at: 0.02))
    #expect(close(pan.translation(in: nil), Point(x: 10, y: 0)))
    a.unsubscribe()
    b.unsubscribe()
  }
}
