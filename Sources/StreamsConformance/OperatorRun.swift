import MotionStreams

/// One run of an operator on a fresh ``UpstreamProbe``: the kit's subscriptions to it and the
/// connections each one made.
final class OperatorRun<Input, Output: Equatable> {
  let harness: OperatorHarness<Input, Output>
  let probe = UpstreamProbe<Input>()
  let stream: MotionObservable<Output>

  init(_ harness: OperatorHarness<Input, Output>) {
    self.harness = harness
    stream = harness.apply(probe.stream)
  }

  /// Subscribes a new subscriber named `label`.
  ///
  /// - Returns: The subscriber and the connections the subscription made upstream.
  func subscribe(_ label: String) -> (subscriber: Subscriber<Output>, connections: [UInt64]) {
    let before = probe.connectCount
    let subscriber = Subscriber<Output>(label)
    subscriber.subscribe(to: stream)
    return (subscriber, Array(UInt64(before + 1)..<UInt64(probe.connectCount + 1)))
  }

  /// Sends `value` (to connection `target`, or to every connection), then lets time pass.
  func send(_ value: Input, to target: UInt64? = nil) {
    probe.send(value, to: target)
    harness.afterInput()
  }

  /// Lets time pass until every delivery an operator could still have pending has run.
  func flush() {
    for _ in 0...harness.inputs.count { harness.afterInput() }
  }

  /// The values connection `id` received.
  func received(_ id: UInt64?) -> [Input] {
    id.flatMap { probe.received[$0] } ?? []
  }
}

extension OperatorHarness {
  /// What a lone subscription receives when its connection is sent `inputs`: group 0 holds what
  /// it receives on subscribing, group `i + 1` what it receives for `inputs[i]`.
  func referenceGroups(_ inputs: [Input]) -> [[Output]] {
    let run = OperatorRun(self)
    let (subscriber, _) = run.subscribe("reference")
    var groups = [subscriber.values]
    for input in inputs {
      let before = subscriber.values.count
      run.send(input)
      groups.append(Array(subscriber.values[before...]))
    }
    let before = subscriber.values.count
    run.flush()
    groups[groups.count - 1] += subscriber.values[before...]
    subscriber.unsubscribe()
    return groups
  }

  /// What a lone subscription receives when its connection is sent `inputs`.
  func reference(_ inputs: [Input]) -> [Output] {
    referenceGroups(inputs).flatMap { $0 }
  }
}
