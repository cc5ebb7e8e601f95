import MotionStreams

extension StreamConformance {
  static func sourceCold<Value>(_ harness: SourceHarness<Value>, _ log: FailureLog) {
    let run = SourceRun(harness)
    guard let base = run.connections else { return }  // not visible: checked through values
    let copy = run.instance.stream
    _ = copy.metadata.description
    log.expect(
      base == 0, expected: "no connection before anything subscribed",
      actual: "\(base) connection(s) once the source was made")
    let a = run.subscribe("A")
    let one = (run.connections ?? base) - base
    log.expect(
      one > 0, expected: "subscribing A to connect the source",
      actual: "\(base + one) connection(s), as before")
    let b = run.subscribe("B")
    let shared = harness.sharesSubscriptions
    log.expect(
      run.connections == base + (shared ? one : 2 * one),
      expected: shared
        ? "subscribing B to join A's connection (the source shares on purpose): "
          + "\(base + one) connection(s)"
        : "subscribing B to connect once more, as A did: \(base + 2 * one) connection(s)",
      actual: "\(run.connections ?? 0)")
    a.unsubscribe()
    log.expect(
      run.connections == base + one,
      expected: shared
        ? "the shared connection kept while B is subscribed: \(base + one) connection(s)"
        : "A's connection gone once A unsubscribed: \(base + one) connection(s)",
      actual: "\(run.connections ?? 0)")
    b.unsubscribe()
    log.expect(
      run.connections == base,
      expected: "no connection once A and B unsubscribed", actual: "\(run.connections ?? 0)")
  }

  static func sourceDisconnectOnce<Value>(_ harness: SourceHarness<Value>, _ log: FailureLog) {
    let reference = harness.reference()
    let run = SourceRun(harness)
    let a = run.subscribe("A")
    let b = run.subscribe("B")
    run.drive(0..<2)
    let both = run.connections
    a.unsubscribe(times: 3)
    if let both, let now = run.connections, !harness.sharesSubscriptions {
      log.expect(
        now * 2 == both,
        expected: "A's connection gone and B's kept: \(both / 2) of \(both) connection(s) left",
        actual: "\(now) left after A unsubscribed three times")
    }
    run.drive(2..<harness.steps)
    log.expect(
      b.events == reference,
      expected: "B, still subscribed, to receive \(reference) after A unsubscribed three times",
      actual: "\(b.events)")
    log.expect(
      a.lateEvents.isEmpty, expected: "nothing for A once it unsubscribed",
      actual: a.lateDescription)
    b.unsubscribe()
    expectNoConnection(run, log, after: "A unsubscribed three times and B once")
  }

  /// Records a failure if the source, whose connections can be seen, still serves a
  /// subscription once every subscription of `run` is unsubscribed.
  static func expectNoConnection<Value>(
    _ run: SourceRun<Value>, _ log: FailureLog, after what: String
  ) {
    guard let connections = run.connections else { return }
    log.expect(
      connections == 0, expected: "no connection once \(what)",
      actual: "\(connections) connection(s)")
  }

  static func sourceNothingAfterUnsubscribe<Value>(
    _ harness: SourceHarness<Value>, _ log: FailureLog
  ) {
    let reference = harness.reference()
    // A's observer unsubscribes A at its first value of step 1.
    do {
      let run = SourceRun(harness)
      let a = run.subscribe("A")
      let b = run.subscribe("B")
      run.drive(0)
      a.onEvent = { subscriber, event in
        if event.value != nil { subscriber.unsubscribe() }
      }
      run.drive(1..<harness.steps)
      log.expect(
        a.lateEvents.isEmpty,
        expected: "nothing for A after its observer unsubscribed it during a delivery",
        actual: a.lateDescription)
      log.expect(
        b.events == reference,
        expected: "B to receive \(reference) while A unsubscribed itself",
        actual: "\(b.events)")
      b.unsubscribe()
      expectNoConnection(run, log, after: "A unsubscribed itself and B was unsubscribed")
    }
    // The first of A and B to receive a value in step 1 unsubscribes the other.
    do {
      let run = SourceRun(harness)
      let a = run.subscribe("A")
      let b = run.subscribe("B")
      run.drive(0)
      var loser: Subscriber<Value>?
      a.onEvent = { [unowned b] _, event in
        if event.value != nil, loser == nil {
          loser = b
          b.unsubscribe()
        }
      }
      b.onEvent = { [unowned a] _, event in
        if event.value != nil, loser == nil {
          loser = a
          a.unsubscribe()
        }
      }
      run.drive(1..<harness.steps)
      if let loser {
        log.expect(
          loser.lateEvents.isEmpty,
          expected: "nothing for \(loser.label) after the other observer unsubscribed it",
          actual: loser.lateDescription)
      }
      a.unsubscribe()
      b.unsubscribe()
      expectNoConnection(run, log, after: "one of A and B unsubscribed the other")
    }
  }
}
