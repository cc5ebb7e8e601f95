import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Every recognizer reports the pointer-event mistakes it absorbs, with the event and why
/// (issue 16: messages that say what to fix), and still handles what it can.
@Suite("Recognizers report the events they ignore")
struct IgnoredEventsTests {
  /// Each kind of library recognizer, fresh.
  static let makers: [(String, @Sendable () throws -> PointerGestureRecognizer)] = [
    ("pan", { PanGestureRecognizer(element: HitRegion()) }),
    ("tap", { try TapGestureRecognizer(element: HitRegion(), scheduler: ManualScheduler()) }),
    (
      "long press",
      { try LongPressGestureRecognizer(element: HitRegion(), scheduler: ManualScheduler()) }
    ),
    ("rotation", { RotationGestureRecognizer(element: HitRegion()) }),
    ("scale", { ScaleGestureRecognizer(element: HitRegion()) }),
  ]

  @Test("each mistake is reported once, with the event as it arrived", arguments: 0..<5)
  func reports(_ kind: Int) throws {
    let (name, make) = Self.makers[kind]
    let recognizer = try make()
    var reports: [String] = []
    recognizer.onIgnored = { event, problem in
      reports.append("\(event.phase)#\(event.pointer) \(problem.rawValue)")
    }
    let nanTime = PointerEvent(
      pointer: 1, phase: .move, position: Point(x: 3, y: 0), timestamp: .nan)
    for event in [
      move(1, 0, 0, at: 0), up(2, 0, 0, at: 0), cancel(3, 0, 0, at: 0),
      down(1, 0, 0, at: 1), down(1, 5, 5, at: 1.01), move(1, .nan, 0, at: 1.02),
      move(1, 2, 0, at: 0.5), nanTime, up(1, .infinity, 0, at: 1.1),
    ] {
      recognizer.handle(event)
    }
    #expect(
      reports == [
        "move#1 pointerNotDown", "up#2 pointerNotDown", "cancel#3 pointerNotDown",
        "down#1 pointerAlreadyDown", "move#1 nonFinite", "move#1 timeWentBackwards",
        "move#1 nonFinite", "up#1 nonFinite",
      ], "\(name)")
    // The backwards move was still handled (at the previous time), and the up lifted the pointer.
    #expect(recognizer.time == 1.1)
    #expect(recognizer.state == .possible || recognizer.state == .failed, "\(name)")
  }

  @Test("well-formed input reports nothing, and a disabled recognizer reports nothing")
  func silentWhenWellFormed() {
    let pan = PanGestureRecognizer(element: HitRegion())
    var reports = 0
    pan.onIgnored = { _, _ in reports += 1 }
    for event in [down(1, 0, 0, at: 0), move(1, 30, 0, at: 0.01), up(1, 30, 0, at: 0.02)] {
      pan.handle(event)
    }
    #expect(reports == 0)
    pan.enabled = false
    pan.handle(move(7, 0, 0, at: 1))
    #expect(reports == 0)
  }

  @Test("the problems read as sentences")
  func descriptions() {
    #expect(
      PointerEventProblem.allCases.map(\.description) == [
        "the down touches no region", "the pointer is already down", "the pointer is not down",
        "the position or time is not finite", "the time is earlier than the previous event's",
      ])
  }
}
