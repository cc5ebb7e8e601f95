extension StreamConformance {
  static func operatorReentrantWrites<Input, Output>(
    _ harness: OperatorHarness<Input, Output>, _ log: FailureLog
  ) {
    let inputs = harness.inputs
    let run = OperatorRun(harness)
    let (a, aConnections) = run.subscribe("A")
    var next = 0
    var late: (subscriber: Subscriber<Output>, connections: [UInt64])?
    // At A's first value: subscribe C, and write every input not yet sent (queued upstream).
    a.onEvent = { _, event in
      guard event.value != nil, late == nil else { return }
      late = run.subscribe("C")
      while next < inputs.count {
        run.probe.send(inputs[next])
        next += 1
      }
    }
    while next < inputs.count {
      next += 1
      run.send(inputs[next - 1])
    }
    run.flush()
    a.unsubscribe()
    late?.subscriber.unsubscribe()
    // Compared after unsubscribing: the reference runs on the harness's shared time.
    let expected = harness.reference(run.received(aConnections.first))
    log.expect(
      a.values == expected,
      expected: "A, whose observer wrote the remaining values upstream, to receive \(expected)",
      actual: "\(a.values)")
    if let (c, cConnections) = late, !harness.sharesSubscriptions {
      let expected = harness.reference(run.received(cConnections.first))
      log.expect(
        c.values == expected,
        expected: "C, subscribed during a delivery to A, to receive \(expected)",
        actual: "\(c.values)")
    }
  }

  static func operatorValueDuringDelivery<Input, Output>(
    _ harness: OperatorHarness<Input, Output>, _ log: FailureLog
  ) {
    let inputs = harness.inputs
    let run = OperatorRun(harness)
    let (a, aConnections) = run.subscribe("A")
    var current = 0
    var nested: Int?
    // At A's first value, the next input arrives at once, while that value is being delivered.
    a.onEvent = { _, event in
      guard event.value != nil, nested == nil, current + 1 < inputs.count else { return }
      nested = current + 1
      run.probe.sendNow(inputs[current + 1])
    }
    for index in inputs.indices where index != nested {
      current = index
      run.send(inputs[index])
    }
    run.flush()
    a.unsubscribe()
    let expected = harness.reference(run.received(aConnections.first))
    let during = nested.map { "\(inputs[$0]) during the delivery for \(inputs[$0 - 1])" }
    log.expect(
      a.values.isPermutation(of: expected),
      expected: "A, sent \(during ?? "nothing"), to receive \(expected) in some order",
      actual: "\(a.values)")
  }

  static func operatorRelease<Input, Output>(
    _ harness: OperatorHarness<Input, Output>, _ log: FailureLog
  ) {
    var run: OperatorRun? = OperatorRun(harness)
    weak var weakA: Subscriber<Output>?
    do {
      let (a, _) = run!.subscribe("A")
      weakA = a
      for input in harness.inputs { run!.send(input) }
      run!.flush()
      a.unsubscribe()
    }
    log.expect(
      weakA == nil,
      expected: "A's observer released once A unsubscribed, while the operator's stream lives",
      actual: "the observer is still held")
    weak let weakProbe = run!.probe
    run = nil
    log.expect(
      weakProbe == nil, expected: "the upstream freed once the operator's stream was dropped",
      actual: "the upstream is still held")
  }
}
