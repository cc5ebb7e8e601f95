import MotionGestures
import MotionStreamsConformance

extension GestureConformance {
  /// The writes that close a gesture in `state` when the recognizer is disabled.
  static func closingWrites(_ state: GestureRecognizerState) -> [GestureRecognizerState] {
    switch state {
    case .possible: []
    case .began, .changed: [.cancelled, .possible]
    case .ended, .cancelled, .failed: [.possible]
    }
  }

  static func enabling<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ gestures: [GestureScript], _ log: FailureLog
  ) {
    for script in gestures {
      guard let reference = reference(harness, script, log),
        let at = disablingStep(harness, script, log)
      else { return }
      let again = script.shifted(by: (script.events.last?.timestamp ?? 0) + 2)
      // Disabled mid-gesture, at the first step the gesture is under way (or a pointer is down).
      if let run = RecognizerRun.make(harness, log) {
        let writes = run.observe("O")
        var steps = 0
        var closing: (before: GestureRecognizerState, writes: [GestureRecognizerState])?
        var disabledAt = 0
        run.play(script) { _ in
          steps += 1
          guard steps == at else { return }
          let (before, count) = (run.recognizer.state, writes.writes.count)
          run.recognizer.enabled = false
          closing = (before, Array(writes.states[count...]))
          disabledAt = writes.writes.count
        }
        if let closing {
          log.expect(
            closing.writes == closingWrites(closing.before) && run.recognizer.state == .possible,
            expected: "the writes \(closingWrites(closing.before)) and then possible when "
              + "disabled in \(closing.before) during \(script)",
            actual: "\(closing.writes), then \(run.recognizer.state)")
        }
        log.expect(
          writes.writes.count == disabledAt,
          expected: "no write while disabled during the rest of \(script)",
          actual: "\(writes.states.dropFirst(disabledAt))")
        run.recognizer.enabled = true
        let count = writes.writes.count
        run.play(again)
        log.expect(
          Array(writes.states[count...]) == reference,
          expected: "\(reference) when \(script) was played again after enabling",
          actual: "\(Array(writes.states[count...]))")
        writes.unsubscribe()
      }
      // Disabled from the start.
      if let run = RecognizerRun.make(harness, log) {
        let writes = run.observe("O")
        run.recognizer.enabled = false
        run.play(script)
        log.expect(
          writes.states.isEmpty,
          expected: "no write from a recognizer disabled from the start during \(script)",
          actual: "\(writes.states)")
        run.recognizer.enabled = true
        run.play(again)
        log.expect(
          writes.states == reference,
          expected: "\(reference) when \(script) was played after enabling",
          actual: "\(writes.states)")
        writes.unsubscribe()
      }
    }
  }

  /// The step (counted from 1) after which to disable: the first at which the gesture is under
  /// way, else the first with a pointer down; `nil` when making a recognizer failed.
  private static func disablingStep<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ script: GestureScript, _ log: FailureLog
  ) -> Int? {
    guard let run = RecognizerRun.make(harness, log) else { return nil }
    var steps = 0
    var active: Int?
    var down: Int?
    run.play(script) { step in
      steps += 1
      if active == nil, run.recognizer.state.isActive { active = steps }
      if down == nil, !step.pointersDown.isEmpty { down = steps }
    }
    return active ?? down ?? 1
  }
}
