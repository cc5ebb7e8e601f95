import MotionStreams

extension StreamConformance {
  static func operatorCold<Input, Output>(
    _ harness: OperatorHarness<Input, Output>, _ log: FailureLog
  ) {
    let run = OperatorRun(harness)
    let copy = run.stream
    _ = copy.metadata.description
    log.expect(
      run.probe.connectCount == 0, expected: "no upstream connection before anything subscribed",
      actual: "\(run.probe.connectCount) connection(s) once the operator was applied")
    let (a, aConnections) = run.subscribe("A")
    log.expect(
      aConnections.count == 1, expected: "subscribing A to connect the upstream once",
      actual: "\(aConnections.count) connection(s)")
    let (b, bConnections) = run.subscribe("B")
    let expected = harness.sharesSubscriptions ? 0 : 1
    log.expect(
      bConnections.count == expected,
      expected: harness.sharesSubscriptions
        ? "subscribing B to share A's connection (the operator shares on purpose)"
        : "subscribing B to connect the upstream once more, for B alone",
      actual: "\(bConnections.count) new connection(s)")
    a.unsubscribe()
    b.unsubscribe()
    if harness.sharesSubscriptions {
      let (c, cConnections) = run.subscribe("C")
      log.expect(
        cConnections.count == 1,
        expected: "a subscriber after every other one left to connect the upstream again",
        actual: "\(cConnections.count) connection(s)")
      c.unsubscribe()
    }
  }

  static func operatorDisconnectOnce<Input, Output>(
    _ harness: OperatorHarness<Input, Output>, _ log: FailureLog
  ) {
    let run = OperatorRun(harness)
    let (a, aConnections) = run.subscribe("A")
    let (b, bConnections) = run.subscribe("B")
    a.unsubscribe(times: 3)
    if harness.sharesSubscriptions {
      log.expect(
        run.probe.liveIDs == aConnections,
        expected: "the shared connection \(aConnections) open while B is subscribed",
        actual: "connections \(run.probe.liveIDs) open after A unsubscribed three times")
    } else {
      let closed = aConnections.filter { !run.probe.isLive($0) }
      log.expect(
        closed == aConnections,
        expected: "A's connection \(aConnections) closed once A unsubscribed",
        actual: "connections \(run.probe.liveIDs) open")
      log.expect(
        bConnections.allSatisfy(run.probe.isLive),
        expected: "B's connection \(bConnections) open after A unsubscribed three times",
        actual: "connections \(run.probe.liveIDs) open")
    }
    let before = b.values.count
    for input in harness.inputs { run.send(input) }
    run.flush()
    // What B received, taken before the reference runs: the harness's time is shared.
    let received = Array(b.values.dropFirst(before))
    b.unsubscribe()
    log.expect(
      run.probe.liveIDs.isEmpty, expected: "no connection open once A and B unsubscribed",
      actual: "connections \(run.probe.liveIDs) open")
    let sent = harness.sharesSubscriptions ? harness.inputs : run.received(bConnections.first)
    let expected = Array(harness.reference(sent).dropFirst(before))
    log.expect(
      received == expected,
      expected: "B, still subscribed, to receive \(expected) after A unsubscribed three times",
      actual: "\(received)")
  }

  static func operatorNothingAfterUnsubscribe<Input, Output>(
    _ harness: OperatorHarness<Input, Output>, _ log: FailureLog
  ) {
    let inputs = harness.inputs
    // Unsubscribed between two values: nothing more, not even a delivery already scheduled.
    do {
      let run = OperatorRun(harness)
      let (a, _) = run.subscribe("A")
      run.probe.send(inputs[0])
      a.unsubscribe()
      for input in inputs.dropFirst() { run.send(input) }
      run.flush()
      log.expect(
        a.lateEvents.isEmpty, expected: "nothing for A after it unsubscribed between two values",
        actual: a.lateDescription)
    }
    // Unsubscribed by its own observer, at its first value.
    do {
      let run = OperatorRun(harness)
      let (a, _) = run.subscribe("A")
      a.onEvent = { subscriber, event in
        if event.value != nil { subscriber.unsubscribe() }
      }
      for input in inputs { run.send(input) }
      run.flush()
      log.expect(
        a.lateEvents.isEmpty,
        expected: "nothing for A after its observer unsubscribed it at its first value",
        actual: a.lateDescription)
    }
    // Unsubscribed by another subscriber's observer, in the middle of one delivery to both.
    do {
      let run = OperatorRun(harness)
      let (a, _) = run.subscribe("A")
      let (b, _) = run.subscribe("B")
      a.onEvent = { [unowned b] _, event in
        if event.value != nil, !b.isUnsubscribed { b.unsubscribe() }
      }
      for input in inputs { run.send(input) }
      log.expect(
        b.lateEvents.isEmpty,
        expected: "nothing for B after A's observer unsubscribed it during a delivery",
        actual: b.lateDescription)
      a.unsubscribe()
    }
  }
}
