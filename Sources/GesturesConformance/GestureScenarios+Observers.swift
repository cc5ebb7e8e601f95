import MotionGestures
import MotionStreams
import MotionStreamsConformance

extension GestureConformance {
  /// The states a lone observer of a fresh recognizer is told while `script` plays.
  static func reference<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ script: GestureScript, _ log: FailureLog
  ) -> [GestureRecognizerState]? {
    guard let run = RecognizerRun.make(harness, log) else { return nil }
    let writes = run.observe("reference")
    run.play(script)
    writes.unsubscribe()
    return writes.states
  }

  static func observers<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ gestures: [GestureScript], _ log: FailureLog
  ) {
    for script in gestures {
      guard let reference = reference(harness, script, log),
        let run = RecognizerRun.make(harness, log)
      else { return }
      let (first, second, third) = (run.observe("O1"), run.observe("O2"), run.observe("O3"))
      var problem: String?
      first.onWrite = { write in
        if problem == nil, write.storedState != write.state {
          problem = "an observer told \(write.state) read the state \(write.storedState)"
        }
      }
      var steps = 0
      var before = (state: run.recognizer.state, location: run.recognizer.location(in: nil))
      var told = 0
      run.play(script) { step in
        steps += 1
        if steps == script.events.count { second.unsubscribe(times: 2) }
        let now = (state: run.recognizer.state, location: run.recognizer.location(in: nil))
        if problem == nil, now.state != (first.states.last ?? .possible) {
          problem =
            "the state \(now.state) after \(step), but observers were last told "
            + "\(first.states.last.map { "\($0)" } ?? "nothing")"
        }
        if problem == nil, harness.isContinuous, step.event?.phase == .move,
          before.state.isActive, now.state.isActive, before.location != now.location,
          first.writes.count == told
        {
          problem = "no write for \(step), which moved the gesture under way"
        }
        (before, told) = (now, first.writes.count)
      }
      log.expect(
        problem == nil, expected: "every write told during \(script)", actual: problem ?? "")
      log.expect(
        first.states == reference && third.states == reference,
        expected: "observers O1 and O3, with O2 between them unsubscribed (twice) midway, told "
          + "\(reference) during \(script), as a lone observer is",
        actual: "O1 told \(first.states), O3 told \(third.states)")
      log.expect(
        second.lateWrites.isEmpty,
        expected: "nothing for O2 after it was unsubscribed (twice) during \(script)",
        actual: "O2 told \(second.lateWrites)")
      handedIn(harness, script, reference, log)
    }
  }

  /// O1 hands in the script's next event from inside its first call: O2 must still be told
  /// what a lone observer is told, in the same order as O1.
  private static func handedIn<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ script: GestureScript,
    _ reference: [GestureRecognizerState], _ log: FailureLog
  ) {
    guard let run = RecognizerRun.make(harness, log) else { return }
    let (first, second) = (run.observe("O1"), run.observe("O2"))
    var handed: PointerEvent?
    first.onWrite = { _ in
      if handed == nil { handed = run.handOverNextEvent() }
    }
    run.play(script)
    log.expect(
      second.states == reference && first.states == second.states,
      expected: "O1 and O2 told \(reference) during \(script) when O1 handed in "
        + "\(handed.map { "\($0)" } ?? "the next event") from inside its first call",
      actual: "O1 told \(first.states), O2 told \(second.states)")
    first.unsubscribe()
    second.unsubscribe()
  }

  static func stream<Recognizer>(
    _ harness: RecognizerHarness<Recognizer>, _ gestures: [GestureScript], _ log: FailureLog
  ) {
    for script in gestures {
      guard let run = RecognizerRun.make(harness, log) else { return }
      var snapshots: [GestureSnapshot<Recognizer>] = []
      let subscription = run.recognizer.asStream().subscribe { snapshots.append($0) }
      let writes = run.observe("O")
      run.play(script)
      subscription.unsubscribe()
      writes.unsubscribe()
      log.expect(
        snapshots.map(\.state) == writes.states,
        expected: "one snapshot per write, \(writes.states), during \(script)",
        actual: "snapshots of \(snapshots.map(\.state))")
      let moved = zip(snapshots, writes.writes).first { !close($0.location, $1.location) }
      log.expect(
        moved == nil,
        expected: "each snapshot at the location of its write during \(script)"
          + (moved.map { ": \($0.1.location) when \($0.1.state) was written" } ?? ""),
        actual: moved.map { "\($0.0.location)" } ?? "")
    }
  }
}

/// Whether two points agree to within rounding.
func close(_ a: Point, _ b: Point) -> Bool {
  func near(_ x: Double, _ y: Double) -> Bool {
    x == y || abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
  }
  return near(a.x, b.x) && near(a.y, b.y)
}
