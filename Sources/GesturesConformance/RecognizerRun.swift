import MotionGestures
import MotionStreams
import MotionStreamsConformance

/// One step of a script as the kit played it: the clock moved, or an event was handed in.
struct PlayedStep: CustomStringConvertible {
  /// The event handed in, or `nil` when only the clock moved.
  let event: PointerEvent?
  /// The time the clock was moved to, for a clock step.
  let time: Double
  /// The pointers down after the step, as the kit sent them, by identifier.
  let pointersDown: [Int: Point]
  /// Where the last pointer to lift lifted, once one has.
  let lastLift: Point?

  /// `"move #1 (10.0, 20.0) @1.0"` or `"the clock at 2.0"`.
  var description: String { event.map { "\($0)" } ?? "the clock at \(time)" }
}

/// One fresh recognizer from a harness, and how the kit plays scripts to it.
final class RecognizerRun<Recognizer: GestureRecognizer> {
  let element: HitRegion
  let instance: RecognizerUnderTest<Recognizer>
  private var events: [PointerEvent] = []
  private var next = 0
  private var pointersDown: [Int: Point] = [:]
  private var lastLift: Point?

  /// The element every kit recognizer is associated with: placed at (40, 30), 400 by 300,
  /// turned 0.3 rad and scaled 1.5 about its centre, so that a location not converted into it
  /// shows.
  static func makeElement() -> HitRegion {
    HitRegion(
      frame: Rect(x: 40, y: 30, width: 400, height: 300),
      transform: AffineTransform(rotationAngle: 0.3).concatenating(
        AffineTransform(scaleX: 1.5, y: 1.5)),
      name: "kit element")
  }

  private init(element: HitRegion, instance: RecognizerUnderTest<Recognizer>) {
    self.element = element
    self.instance = instance
  }

  /// A fresh recognizer from `harness`, or `nil` (recorded in `log`) when making it threw.
  static func make(_ harness: RecognizerHarness<Recognizer>, _ log: FailureLog) -> RecognizerRun? {
    let element = makeElement()
    do {
      return RecognizerRun(element: element, instance: try harness.make(element))
    } catch {
      log.harnessProblem(expected: "the harness to make a recognizer", actual: "it threw \(error)")
      return nil
    }
  }

  var recognizer: Recognizer { instance.recognizer }

  /// Registers a kit observer named `label` that records every write.
  func observe(_ label: String) -> WriteLog {
    let log = WriteLog(label)
    let element = element
    log.subscription = recognizer.addStateChangeObserver { [weak recognizer = recognizer] state in
      guard let recognizer else { return }
      log.record(
        Write(
          state: state, storedState: recognizer.state, location: recognizer.location(in: nil),
          elementLocation: recognizer.location(in: element)))
    }
    return log
  }

  /// Plays `script`: for each event, moves the clock to its time, then hands it in; at the end
  /// lets one more second pass. `after` runs after every step.
  func play(_ script: GestureScript, after: (PlayedStep) -> Void = { _ in }) {
    events = script.events
    next = 0
    while next < events.count {
      let event = events[next]
      next += 1
      instance.advance(event.timestamp)
      after(step(nil, event.timestamp))
      handle(event)
      after(step(event, event.timestamp))
    }
    let end = (events.last?.timestamp ?? 0) + 1
    instance.advance(end)
    after(step(nil, end))
    events = []
  }

  /// Hands in the next event of the script being played, from inside an observer; the script
  /// then goes on after it. Returns the event, or `nil` when none is left.
  func handOverNextEvent() -> PointerEvent? {
    guard next < events.count else { return nil }
    let event = events[next]
    next += 1
    handle(event)
    return event
  }

  private func handle(_ event: PointerEvent) {
    switch event.phase {
    case .down: pointersDown[event.pointer] = event.position
    case .move where pointersDown[event.pointer] != nil:
      pointersDown[event.pointer] = event.position
    case .up, .cancel:
      if pointersDown.removeValue(forKey: event.pointer) != nil, pointersDown.isEmpty {
        lastLift = event.position
      }
    case .move: break
    }
    instance.handle(recognizer, event)
  }

  private func step(_ event: PointerEvent?, _ time: Double) -> PlayedStep {
    PlayedStep(event: event, time: time, pointersDown: pointersDown, lastLift: lastLift)
  }
}
