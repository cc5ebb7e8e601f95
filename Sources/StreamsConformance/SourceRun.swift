/// One fresh instance of a source and the kit's subscriptions to it.
final class SourceRun<Value: Equatable> {
  let harness: SourceHarness<Value>
  let instance: SourceUnderTest<Value>

  init(_ harness: SourceHarness<Value>) {
    self.harness = harness
    instance = harness.make()
  }

  /// Subscribes a new subscriber named `label`.
  func subscribe(_ label: String) -> Subscriber<Value> {
    let subscriber = Subscriber<Value>(label)
    subscriber.subscribe(to: instance.stream)
    return subscriber
  }

  /// Drives the source once, step `step`.
  func drive(_ step: Int) {
    instance.drive(step)
  }

  /// Drives the source for every step in `steps`.
  func drive(_ steps: some Sequence<Int>) {
    for step in steps { instance.drive(step) }
  }

  /// The source's connection count, when the harness can see it.
  var connections: Int? { instance.connections?() }
}

extension SourceHarness {
  /// What a lone subscription to a fresh instance receives: group 0 on subscribing, group
  /// `k + 1` during drive `k`, for every step.
  func referenceGroups() -> [[StreamEvent<Value>]] {
    let run = SourceRun(self)
    let subscriber = run.subscribe("reference")
    var groups = [subscriber.events]
    for step in 0..<steps {
      let before = subscriber.events.count
      run.drive(step)
      groups.append(Array(subscriber.events[before...]))
    }
    subscriber.unsubscribe()
    return groups
  }

  /// What a lone subscription to a fresh instance receives over every step.
  func reference() -> [StreamEvent<Value>] {
    referenceGroups().flatMap { $0 }
  }
}

/// A weak reference, to see whether an object was freed.
struct WeakObject {
  weak var object: AnyObject?
}
