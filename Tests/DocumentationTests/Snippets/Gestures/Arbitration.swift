import MotionGestures
import MotionStreams
import Testing

// The Swift block of Gestures.docc/Arbitration.md, run by a test that asserts what the article
// says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: arbitration")
struct ArbitrationSnippets {
  @Test("GR-1: a single tap waits for the double tap to fail, and is recognized when it times out")
  func tapWaitsForDoubleTap() throws {
    let scheduler = ManualScheduler()
    let card = HitRegion(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let pan = PanGestureRecognizer(element: card)
    let pinch = ScaleGestureRecognizer(element: card)
    let tap = try TapGestureRecognizer(element: card, scheduler: scheduler)
    let doubleTap = try TapGestureRecognizer(element: card, numberOfTaps: 2, scheduler: scheduler)
    let coordinator = GestureCoordinator()
    try coordinator.add(pan)
    try coordinator.add(pinch)
    try coordinator.add(tap)
    try coordinator.add(doubleTap)
    coordinator.allowSimultaneousRecognition(pan, pinch)
    try coordinator.require(tap, toFail: doubleTap)
    let taps = StateLog(tap)
    coordinator.handle(touch(.down, 50, 50, at: 0))
    coordinator.handle(touch(.up, 50, 50, at: 0.05))
    #expect(taps.states.isEmpty)  // waiting, silently, in possible
    scheduler.advance(by: 0.35)  // the double tap times out 300 ms after the lift
    #expect(taps.states == [.ended, .possible])
  }
}
