import MotionGestures
import MotionStreamsConformance

extension GestureConformance {
  static func legalTransitions<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ gestures: [GestureScript], _ log: FailureLog
  ) {
    var recognized = false
    for script in gestures {
      guard let run = RecognizerRun.make(harness, log) else { return }
      log.expect(
        run.recognizer.state == .possible, expected: "a new recognizer in possible",
        actual: "\(run.recognizer.state)")
      let writes = run.observe("O")
      run.play(script)
      writes.unsubscribe()
      let states = [GestureRecognizerState.possible] + writes.states
      let illegal = states.indices.dropFirst().first {
        !states[$0 - 1].isLegalTransition(to: states[$0], continuous: harness.isContinuous)
      }
      if let illegal {
        log.expect(
          false,
          expected: "only legal writes for a \(harness.isContinuous ? "continuous" : "discrete") "
            + "gesture during \(script)",
          actual: "\(states[illegal - 1]) → \(states[illegal]), in the writes \(writes.states)")
      }
      recognized = recognized || writes.states.contains(harness.isContinuous ? .began : .ended)
    }
    if !recognized {
      log.harnessProblem(
        expected: "a gesture that makes the recognizer recognize (add one with `gestures:`)",
        actual:
          "no \(harness.isContinuous ? "began" : "ended") in any of \(gestures.count) gestures"
      )
    }
  }

  static func returnToPossible<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ gestures: [GestureScript], _ log: FailureLog
  ) {
    for script in gestures {
      guard let run = RecognizerRun.make(harness, log) else { return }
      let writes = run.observe("O")
      var late: String?
      var started = false
      run.play(script) { step in
        started = started || step.event != nil
        let state = run.recognizer.state
        if late == nil, started, step.pointersDown.isEmpty, state.isFinished {
          late = "\(state) after \(step), with no pointer down"
        }
      }
      writes.unsubscribe()
      log.expect(
        late == nil, expected: "possible once the last pointer lifted during \(script)",
        actual: late ?? "")
      log.expect(
        run.recognizer.state == .possible && (writes.states.last ?? .possible) == .possible,
        expected: "the recognizer in possible, and possible its last write, after \(script)",
        actual: "state \(run.recognizer.state), writes \(writes.states)")
    }
  }
}
