import MotionStreams

extension StreamConformance {
  static func operatorPerSubscriptionState<Input, Output>(
    _ harness: OperatorHarness<Input, Output>, _ log: FailureLog
  ) {
    let inputs = harness.inputs
    let run = OperatorRun(harness)
    if harness.sharesSubscriptions {
      // Explicit sharing (MO-3): every subscriber sees the one upstream connection's values.
      let (a, _) = run.subscribe("A")
      let (b, _) = run.subscribe("B")
      for input in inputs { run.send(input) }
      run.flush()
      a.unsubscribe()
      b.unsubscribe()
      log.expect(
        run.probe.liveIDs.isEmpty, expected: "no connection open once A and B unsubscribed",
        actual: "connections \(run.probe.liveIDs) open")
      let expected = harness.reference(inputs)
      log.expect(
        a.values == expected && b.values == expected,
        expected: "A and B, sharing one connection, to receive \(expected), as a lone subscription "
          + "does",
        actual: "A received \(a.values), B received \(b.values)")
      return
    }
    // A starts alone; B joins after two values; then both are sent the whole sequence,
    // interleaved, each on its own connection.
    let (a, aConnections) = run.subscribe("A")
    for input in inputs.prefix(2) { run.send(input, to: aConnections.first) }
    let (b, bConnections) = run.subscribe("B")
    for index in inputs.indices {
      if index + 2 < inputs.count { run.send(inputs[index + 2], to: aConnections.first) }
      run.send(inputs[index], to: bConnections.first)
    }
    run.flush()
    a.unsubscribe()
    b.unsubscribe()
    // Compared after both unsubscribed: the reference runs on the harness's shared time.
    for (subscriber, connection) in [(a, aConnections.first), (b, bConnections.first)] {
      let expected = harness.reference(run.received(connection))
      log.expect(
        subscriber.values == expected,
        expected:
          "subscription \(subscriber.label) to receive \(expected), as a lone subscription does",
        actual: "\(subscriber.values)")
    }
  }

  static func operatorMotionState<Input, Output>(
    _ harness: OperatorHarness<Input, Output>, _ log: FailureLog
  ) {
    let inputs = harness.inputs
    let groups = harness.referenceGroups([inputs[0]])
    let run = OperatorRun(harness)
    let (a, aConnections) = run.subscribe("A")
    let (b, bConnections) = run.subscribe("B")
    let shared = harness.sharesSubscriptions
    // Reported to A's connection only (to the one shared connection when sharing).
    let toA = shared ? nil : aConnections.first
    run.probe.sendState(.active, to: toA)
    run.send(inputs[0], to: toA)
    run.probe.sendState(.atRest, to: toA)
    run.flush()
    let expected =
      groups[0].map(StreamEvent.value) + [.state(.active)] + groups[1].map(StreamEvent.value)
      + [.state(.atRest)]
    log.expect(
      a.events == expected,
      expected: "A, whose upstream reported active, a value and at rest, to receive \(expected)",
      actual: "\(a.events)")
    if shared {
      log.expect(
        b.events == a.events,
        expected: "B, on the shared connection, to receive what A received, \(a.events)",
        actual: "\(b.events)")
    } else {
      log.expect(
        b.states.isEmpty,
        expected: "no motion state for B, whose upstream reported none",
        actual: "B received \(b.states)")
      run.probe.sendState(.active, to: bConnections.first)
      run.probe.sendState(.atRest, to: bConnections.first)
      run.flush()
      log.expect(
        b.states == [.active, .atRest],
        expected: "B, whose upstream then reported active and at rest, to receive both",
        actual: "\(b.states)")
      log.expect(
        a.states == [.active, .atRest],
        expected: "A to receive no motion state reported to B's connection",
        actual: "A received \(a.states)")
    }
    a.unsubscribe()
    b.unsubscribe()
  }
}
