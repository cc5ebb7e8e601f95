package import MotionGestures
package import MotionStreams

/// Runs a trace through recognizers on one element in root space and collects one JSON line per
/// state write.
///
/// Arbitration: the recognizers share one `GestureCoordinator`, fed in the order listed; pan,
/// rotation and scale may recognize simultaneously with each other; tap requires doubleTap to
/// fail; every other pair is exclusive. Time is a `ManualScheduler` advanced to each event's
/// time before the event is handled, so timers (a long press, a double tap timing out) fire at
/// their exact time between events; after the last event one more second passes without events.
package struct ReplaySession {
  /// One state write, for drawing (`motion replay --svg`).
  package struct Record {
    /// Milliseconds.
    package var time: Double
    package var recognizer: ReplayRecognizerKind
    package var state: GestureRecognizerState
    /// The pointers' centroid in root space.
    package var centroid: Point
  }

  /// The JSON lines, one per state write.
  package var lines: [String]
  /// The same writes, as values.
  package var records: [Record]
  /// One line per event the recognizers did not take as given, in event order, naming the
  /// event's index and the problem: `events[4] (cancel of pointer 1): the pointer is not down;
  /// the recognizers ignore it`. An `up` or `cancel` without a position is not one (the format
  /// allows it).
  package var warnings: [String] = []

  /// The JSON lines of a replay.
  package static func run(_ trace: PointerTrace) throws(InputError) -> [String] {
    try replay(trace).lines
  }

  /// Replays `trace`, keeping each state write as a line and as a record.
  package static func replay(_ trace: PointerTrace) throws(InputError) -> ReplaySession {
    let start = trace.events.first?.timestamp ?? 0
    let scheduler = ManualScheduler(now: start)
    let element = HitRegion(name: "element")
    let coordinator = GestureCoordinator()
    let output = Output()
    let ignored = IgnoredEvents()
    var built: [ReplayRecognizerKind: PointerGestureRecognizer] = [:]
    var subscriptions: [Subscription] = []
    do {
      for kind in trace.recognizers {
        let recognizer = try make(kind, element: element, scheduler: scheduler)
        try coordinator.add(recognizer)
        built[kind] = recognizer
        recognizer.onIgnored = { event, problem in ignored.note(event, problem) }
        subscriptions.append(
          recognizer.addStateChangeObserver { [unowned recognizer] state in
            output.lines.append(
              line(kind, recognizer, state: state, milliseconds: scheduler.now * 1000))
            output.records.append(
              Record(
                time: scheduler.now * 1000, recognizer: kind, state: state,
                centroid: recognizer.location(in: nil)))
          })
      }
      let continuous: [ReplayRecognizerKind] = [.pan, .rotation, .scale]
      for (index, first) in continuous.enumerated() {
        for second in continuous[(index + 1)...] {
          if let a = built[first], let b = built[second] {
            coordinator.allowSimultaneousRecognition(a, b)
          }
        }
      }
      if let tap = built[.tap], let doubleTap = built[.doubleTap] {
        try coordinator.require(tap, toFail: doubleTap)
      }
    } catch {
      throw InputError("cannot set up the recognizers: \(error)")
    }
    for (index, event) in trace.events.enumerated() {
      ignored.index = index
      scheduler.advance(to: event.timestamp)
      coordinator.handle(event)
    }
    scheduler.advance(by: 1)
    for subscription in subscriptions { subscription.unsubscribe() }
    return ReplaySession(
      lines: output.lines, records: output.records, warnings: ignored.warnings)
  }

  private static func make(
    _ kind: ReplayRecognizerKind, element: HitRegion, scheduler: ManualScheduler
  ) throws(ParameterError) -> PointerGestureRecognizer {
    switch kind {
    case .pan: PanGestureRecognizer(element: element)
    case .rotation: RotationGestureRecognizer(element: element)
    case .scale: ScaleGestureRecognizer(element: element)
    case .tap: try TapGestureRecognizer(element: element, scheduler: scheduler)
    case .doubleTap:
      try TapGestureRecognizer(element: element, numberOfTaps: 2, scheduler: scheduler)
    case .longPress: try LongPressGestureRecognizer(element: element, scheduler: scheduler)
    }
  }

  /// `{"t": …, "recognizer": …, "state": …, "centroid": …, …}` for one write.
  private static func line(
    _ kind: ReplayRecognizerKind, _ recognizer: PointerGestureRecognizer,
    state: GestureRecognizerState, milliseconds: Double
  ) -> String {
    var line = ReplayLine()
    line.add("t", milliseconds)
    line.add("recognizer", kind.rawValue)
    line.add("state", state.description)
    let centroid = recognizer.location(in: nil)
    line.add("centroid", x: centroid.x, y: centroid.y)
    switch recognizer {
    case let pan as PanGestureRecognizer:
      let translation = pan.translation(in: nil)
      let velocity = pan.velocity(in: nil)
      line.add("translation", x: translation.x, y: translation.y)
      line.add("velocity", x: velocity.x, y: velocity.y)
    case let rotation as RotationGestureRecognizer:
      line.add("rotation", rotation.rotation)
      line.add("velocity", rotation.velocity)
    case let scale as ScaleGestureRecognizer:
      line.add("scale", scale.scale)
      line.add("velocity", scale.velocity)
    default:
      break
    }
    return line.text
  }
}

/// The lines collected by the observers.
private final class Output {
  package var lines: [String] = []
  package var records: [ReplaySession.Record] = []
}

/// The events the recognizers reported to `onIgnored`, once each (every recognizer sees every
/// event, so each reports the same mistake).
private final class IgnoredEvents {
  /// The index of the event being handled.
  var index = 0
  var warnings: [String] = []
  /// The problems already reported for the event at ``index``.
  private var reported: (index: Int, problems: Set<PointerEventProblem>) = (-1, [])

  func note(_ event: PointerEvent, _ problem: PointerEventProblem) {
    // JSON has no NaN: a non-finite position is an up or cancel that left it out, as allowed.
    guard problem != .nonFinite else { return }
    if reported.index != index { reported = (index, []) }
    guard reported.problems.insert(problem).inserted else { return }
    let outcome =
      switch problem {
      case .timeWentBackwards: "the recognizers handle it at the previous event's time"
      default: "the recognizers ignore it"
      }
    warnings.append(
      "events[\(index)] (\(event.phase) of pointer \(event.pointer)): \(problem); \(outcome)")
  }
}
