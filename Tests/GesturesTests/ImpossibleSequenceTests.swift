import MotionGestures
import MotionStreams
import MotionTestSupport
import Testing

/// Pointer sequences that cannot happen on a real device (issue 32, "input that lies"), one
/// test each, run through every library recognizer: each wrong event is reported to
/// `onIgnored` with its problem, the state machine stays legal, and afterwards the recognizer
/// is at rest and recognizes its own gesture again: no sequence leaves it stuck.
@Suite("Impossible pointer sequences: reported, never a stuck state")
struct ImpossibleSequenceTests {
  /// One recognizer with its scheduler, its state log and its reports.
  final class Subject {
    let kind: Int
    let scheduler = ManualScheduler()
    let recognizer: PointerGestureRecognizer
    let recorder: StateRecorder
    var problems: [String] = []

    static let names = ["pan", "tap", "long press", "rotation", "scale"]

    init(_ kind: Int) throws {
      self.kind = kind
      let element = HitRegion()
      let made: any PointerGestureRecognizer & GestureRecognizer =
        switch kind {
        case 0: PanGestureRecognizer(element: element)
        case 1: try TapGestureRecognizer(element: element, scheduler: scheduler)
        case 2: try LongPressGestureRecognizer(element: element, scheduler: scheduler)
        case 3: RotationGestureRecognizer(element: element)
        default: ScaleGestureRecognizer(element: element)
        }
      recognizer = made
      recorder = StateRecorder(made, continuous: made.isContinuous)
      recognizer.onIgnored = { [unowned self] event, problem in
        self.problems.append("\(event.phase)#\(event.pointer) \(problem.rawValue)")
      }
    }

    var name: String { Self.names[kind] }

    /// Hands `events` over in order, the scheduler following their (finite, later) times.
    func feed(_ events: [PointerEvent]) {
      for event in events {
        if event.timestamp.isFinite, event.timestamp > scheduler.now {
          scheduler.advance(to: event.timestamp)
        }
        recognizer.handle(event)
      }
    }

    /// Whether the recognizer is at rest (no pointer down, possible) and then recognizes its
    /// own gesture, starting at `time`, with nothing reported: what "not stuck" means.
    func recognizesAfterwards(from time: Double) -> Bool {
      guard recognizer.numberOfPointers == 0, recognizer.state == .possible else { return false }
      let reported = problems.count
      recorder.clear()
      switch kind {
      case 0:
        feed([
          down(1, 0, 0, at: time), move(1, 30, 0, at: time + 0.01), up(1, 30, 0, at: time + 0.02),
        ])
      case 1:
        feed([down(1, 0, 0, at: time), up(1, 0, 0, at: time + 0.05)])
      case 2:
        feed([down(1, 0, 0, at: time), up(1, 0, 0, at: time + 2)])
      default:
        let far = kind == 3 ? Point(x: 0, y: 100) : Point(x: 300, y: 0)
        feed([
          down(1, 0, 0, at: time), down(2, 100, 0, at: time),
          move(2, far.x, far.y, at: time + 0.01), up(2, far.x, far.y, at: time + 0.02),
          up(1, 0, 0, at: time + 0.02),
        ])
      }
      return recorder.states.contains(.ended) && recorder.states.last == .possible
        && recognizer.numberOfPointers == 0 && problems.count == reported
        && recorder.illegal.isEmpty
    }
  }

  @Test("a move and an up for a pointer that never went down", arguments: 0..<5)
  func moveOrUpWithNoDown(_ kind: Int) throws {
    let subject = try Subject(kind)
    subject.feed([move(1, 5, 5, at: 0), up(1, 5, 5, at: 0.01), move(2, 9, 9, at: 0.02)])
    #expect(
      subject.problems == [
        "move#1 pointerNotDown", "up#1 pointerNotDown", "move#2 pointerNotDown",
      ],
      "\(subject.name)")
    #expect(subject.recorder.states.isEmpty, "\(subject.name)")
    #expect(subject.recognizesAfterwards(from: 1), "\(subject.name)")
  }

  @Test("a second down for a pointer that is already down: the first stands", arguments: 0..<5)
  func secondDown(_ kind: Int) throws {
    let subject = try Subject(kind)
    subject.feed([down(1, 0, 0, at: 0), down(1, 50, 50, at: 0.01)])
    #expect(subject.problems == ["down#1 pointerAlreadyDown"], "\(subject.name)")
    #expect(subject.recognizer.numberOfPointers == 1, "\(subject.name)")
    #expect(subject.recognizer.location(in: nil) == .zero, "\(subject.name)")
    subject.feed([up(1, 0, 0, at: 0.02)])
    #expect(subject.recorder.illegal.isEmpty, "\(subject.name)")
    #expect(subject.recognizesAfterwards(from: 1), "\(subject.name)")
  }

  @Test("a cancel after the pointer's up: ignored, nothing written", arguments: 0..<5)
  func cancelAfterUp(_ kind: Int) throws {
    let subject = try Subject(kind)
    subject.feed([down(1, 0, 0, at: 0), move(1, 30, 0, at: 0.01), up(1, 30, 0, at: 0.02)])
    let written = subject.recorder.states
    subject.feed([cancel(1, 30, 0, at: 0.03)])
    #expect(subject.problems == ["cancel#1 pointerNotDown"], "\(subject.name)")
    #expect(subject.recorder.states == written, "\(subject.name)")
    // Long enough for every timer (a tap's sequence, a long press) to be over.
    subject.scheduler.advance(to: 5)
    #expect(subject.recognizesAfterwards(from: 5), "\(subject.name)")
  }

  @Test(
    "timestamps from two clocks (far forward, then back): handled at the latest time",
    arguments: 0..<5)
  func twoClocks(_ kind: Int) throws {
    let subject = try Subject(kind)
    subject.feed([
      down(1, 0, 0, at: 0), move(1, 1, 0, at: 0.01), move(1, 2, 0, at: 5000),
      move(1, 3, 0, at: 0.03), up(1, 3, 0, at: 0.04),
    ])
    #expect(
      subject.problems == ["move#1 timeWentBackwards", "up#1 timeWentBackwards"],
      "\(subject.name)")
    #expect(subject.recognizer.time == 5000, "\(subject.name)")
    if let pan = subject.recognizer as? PanGestureRecognizer {
      #expect(pan.velocity(in: nil).x.isFinite && pan.velocity(in: nil).y.isFinite)
    }
    #expect(subject.recorder.illegal.isEmpty, "\(subject.name)")
    #expect(subject.recognizesAfterwards(from: 5001), "\(subject.name)")
  }

  @Test("NaN and infinite coordinates, and a NaN time", arguments: 0..<5)
  func nanCoordinates(_ kind: Int) throws {
    let subject = try Subject(kind)
    let nanTime = PointerEvent(
      pointer: 1, phase: .move, position: Point(x: 1, y: 0), timestamp: .nan)
    subject.feed([
      down(1, .nan, 0, at: 0), down(1, 0, 0, at: 0.01), move(1, .nan, .nan, at: 0.02),
      move(1, .infinity, 0, at: 0.03), nanTime, up(1, .nan, 0, at: 0.04),
    ])
    #expect(
      subject.problems == [
        "down#1 nonFinite", "move#1 nonFinite", "move#1 nonFinite", "move#1 nonFinite",
        "up#1 nonFinite",
      ], "\(subject.name)")
    let location = subject.recognizer.location(in: nil)
    #expect(location.x.isFinite && location.y.isFinite, "\(subject.name)")
    #expect(subject.recorder.illegal.isEmpty, "\(subject.name)")
    #expect(subject.recognizesAfterwards(from: 1), "\(subject.name)")
  }

  @Test(
    "two fingers: a finger down twice, lifted twice, moved and cancelled after its up",
    arguments: [3, 4])
  func twoFingerLies(_ kind: Int) throws {
    let subject = try Subject(kind)
    subject.feed([down(1, 0, 0, at: 0), down(2, 100, 0, at: 0), move(2, 0, 200, at: 0.01)])
    #expect(subject.recorder.states.first == .began, "\(subject.name)")
    let location = subject.recognizer.location(in: nil)
    subject.feed([down(2, 500, 500, at: 0.02)])
    #expect(subject.recognizer.location(in: nil) == location, "\(subject.name)")
    subject.feed([
      up(2, 0, 200, at: 0.03), up(2, 0, 200, at: 0.04), move(2, 9, 9, at: 0.05),
      cancel(2, 9, 9, at: 0.06),
    ])
    #expect(subject.recorder.states.last == .ended, "\(subject.name)")
    subject.feed([up(1, 0, 0, at: 0.07)])
    #expect(
      subject.problems == [
        "down#2 pointerAlreadyDown", "up#2 pointerNotDown", "move#2 pointerNotDown",
        "cancel#2 pointerNotDown",
      ], "\(subject.name)")
    #expect(subject.recorder.states.last == .possible, "\(subject.name)")
    #expect(subject.recognizesAfterwards(from: 1), "\(subject.name)")
  }

  @Test("through a coordinator: a cancel, an up and a move after the lift, while a tap waits")
  func whileWaiting() throws {
    let taps = try TapWaitingForDoubleTap()
    var problems: [PointerEventProblem] = []
    taps.tap.onIgnored = { _, problem in problems.append(problem) }
    taps.handle(
      down(1, 0, 0, at: 0), up(1, 0, 0, at: 0.05), cancel(1, 0, 0, at: 0.06),
      up(1, 0, 0, at: 0.07), move(1, 5, 5, at: 0.08))
    #expect(problems == [.pointerNotDown, .pointerNotDown, .pointerNotDown])
    #expect(taps.tap.isWaitingForFailure)
    // The double tap still times out on schedule and releases the tap; nothing was cancelled.
    taps.scheduler.advance(to: 0.5)
    #expect(taps.lines == ["doubleTap:failed", "tap:ended", "tap:possible", "doubleTap:possible"])
    taps.lines.removeAll()
    taps.handle(
      down(1, 0, 0, at: 1), up(1, 0, 0, at: 1.05), down(1, 0, 0, at: 1.2), up(1, 0, 0, at: 1.25))
    #expect(taps.lines == ["doubleTap:ended", "tap:failed", "tap:possible", "doubleTap:possible"])
    taps.stop()
  }

  @Test("through a router: an up from another clock at a NaN position still ends the capture")
  func routerNeverHoldsAPointer() {
    let region = HitRegion(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let pan = PanGestureRecognizer(element: region)
    let recorder = StateRecorder(pan, continuous: true)
    var problems: [PointerEventProblem] = []
    let router = PointerRouter { _, problem in problems.append(problem) }
    router.add(region) { pan.handle($0) }
    for event in [
      down(1, 5, 5, at: 0), move(1, 40, 5, at: 5000), up(1, .nan, .nan, at: 0.03),
      cancel(1, 5, 5, at: 5001),
    ] {
      router.handle(event)
    }
    #expect(problems == [.timeWentBackwards, .nonFinite, .pointerNotDown])
    #expect(recorder.states == [.began, .ended, .possible])
    #expect(pan.numberOfPointers == 0)
    // The pointer is free: its next down is routed, not reported as already down.
    problems.removeAll()
    for event in [down(1, 5, 5, at: 5002), move(1, 40, 5, at: 5002.01), up(1, 40, 5, at: 5002.02)] {
      router.handle(event)
    }
    #expect(problems.isEmpty)
    #expect(recorder.states == [.began, .ended, .possible, .began, .ended, .possible])
  }
}
