import MotionStreams

extension StreamConformance {
  static func sourceIndependentSubscriptions<Value>(
    _ harness: SourceHarness<Value>, _ log: FailureLog
  ) {
    let groups = harness.referenceGroups()
    let reference = groups.flatMap { $0 }
    let run = SourceRun(harness)
    let a = run.subscribe("A")
    let b = run.subscribe("B")
    let half = harness.steps / 2
    run.drive(0..<half)
    b.unsubscribe()
    run.drive(half..<harness.steps)
    log.expect(
      a.events == reference,
      expected: "A, subscribed together with B, to receive \(reference) as a lone subscription",
      actual: "\(a.events)")
    let prefix = groups.prefix(half + 1).flatMap { $0 }
    log.expect(
      b.events == prefix,
      expected: "B, subscribed together with A and unsubscribed after step \(half - 1), "
        + "to receive \(prefix)",
      actual: "\(b.events)")
    a.unsubscribe()
    expectNoConnection(run, log, after: "A and B unsubscribed")
  }

  static func sourceMotionState<Value>(_ harness: SourceHarness<Value>, _ log: FailureLog) {
    let run = SourceRun(harness)
    let a = run.subscribe("A")
    let b = run.subscribe("B")
    run.drive(0..<harness.steps)
    // A's states alternate, and B's are A's.
    let states = a.states
    let repeated = states.indices.dropFirst().first { states[$0] == states[$0 - 1] }
    log.expect(
      repeated == nil,
      expected: "A's motion states to alternate between active and at rest",
      actual: "\(states), state \(repeated.map { "\(states[$0])" } ?? "") reported twice in a row")
    log.expect(
      a.states == b.states, expected: "A and B to receive the same motion states, \(a.states)",
      actual: "B received \(b.states)")
    a.unsubscribe()
    b.unsubscribe()
    expectNoConnection(run, log, after: "A and B unsubscribed")
  }

  static func sourceReentrantWrites<Value>(_ harness: SourceHarness<Value>, _ log: FailureLog) {
    let groups = harness.referenceGroups()
    let reference = groups.flatMap { $0 }
    // The first step after step 0 that delivers a value, with a step after it.
    guard
      let k = (1..<(harness.steps - 1)).first(where: {
        groups[$0 + 1].contains { $0.value != nil }
      })
    else { return }
    // A's observer drives step k + 1 from inside its first value of step k.
    do {
      let run = SourceRun(harness)
      let a = run.subscribe("A")
      let b = run.subscribe("B")
      run.drive(0..<k)
      a.onEvent = { subscriber, event in
        guard event.value != nil else { return }
        subscriber.onEvent = nil
        run.drive(k + 1)
      }
      run.drive(k)
      run.drive((k + 2)..<harness.steps)
      // A's events are a permutation of the reference, and B's are A's.
      log.expect(
        a.events.isPermutation(of: reference),
        expected: "A to receive \(reference), in some order, when its observer drove step "
          + "\(k + 1) from inside a delivery of step \(k)",
        actual: "\(a.events)")
      log.expect(
        a.events == b.events,
        expected: "A and B to receive the same sequence when A's observer drove step \(k + 1) "
          + "from inside a delivery of step \(k): A received \(a.events)",
        actual: "B received \(b.events)")
      a.unsubscribe()
      b.unsubscribe()
      expectNoConnection(run, log, after: "A and B unsubscribed")
    }
    // A's observer subscribes C at its first value of step k; D subscribes to another instance
    // right after step k. From step k + 1 on, C must receive what D receives; during step k, no
    // more than what D received on subscribing plus the events of step k after that value.
    let inside = SourceRun(harness)
    let a = inside.subscribe("A")
    inside.drive(0..<k)
    var c: Subscriber<Value>?
    a.onEvent = { _, event in
      if event.value != nil, c == nil { c = inside.subscribe("C") }
    }
    inside.drive(k)
    let cDuring = c?.events.count ?? 0
    inside.drive((k + 1)..<harness.steps)
    let after = SourceRun(harness)
    let e = after.subscribe("E")
    after.drive(0...k)
    let d = after.subscribe("D")
    let dOnSubscribe = d.events.count
    after.drive((k + 1)..<harness.steps)
    if let c {
      let step = groups[k + 1]
      let rest = step.count - 1 - (step.firstIndex { $0.value != nil } ?? step.count)
      let later = Array(c.events.dropFirst(cDuring))
      let dLater = Array(d.events.dropFirst(dOnSubscribe))
      log.expect(
        later == dLater,
        expected: "C, subscribed during a delivery of step \(k), to receive \(dLater) in the "
          + "later steps, as a subscription made after step \(k) does",
        actual: "\(later)")
      log.expect(
        cDuring <= dOnSubscribe + rest,
        expected: "C, subscribed during a delivery of step \(k), to receive at most "
          + "\(dOnSubscribe + rest) event(s) in that step (what a subscription made after it "
          + "receives on subscribing, and the rest of the step)",
        actual: "\(c.events.prefix(cDuring))")
    }
    for subscriber in [a, c, d, e] { subscriber?.unsubscribe() }
    expectNoConnection(inside, log, after: "A and C unsubscribed")
  }

  static func sourceRelease<Value>(_ harness: SourceHarness<Value>, _ log: FailureLog) {
    var run: SourceRun? = SourceRun(harness)
    weak var weakA: Subscriber<Value>?
    do {
      let a = run!.subscribe("A")
      weakA = a
      run!.drive(0..<harness.steps)
      a.unsubscribe()
    }
    log.expect(
      weakA == nil,
      expected: "A's observer released once A unsubscribed, while the source lives",
      actual: "the observer is still held")
    let objects = run!.instance.objects.map { WeakObject(object: $0) }
    run = nil
    let alive = objects.compactMap(\.object).map { "\(type(of: $0))" }
    log.expect(
      alive.isEmpty, expected: "the objects behind the source freed once it was dropped",
      actual: "\(alive) still alive")
  }
}
