import MotionStreams
import MotionStreamsConformance
import Testing

/// Every guarantee the stream kit claims must be able to fail: for each, an operator and a
/// source written outside the library that break it in one precise way, and the requirement,
/// scenario and message the kit must report for that break.
@Suite("Stream kit catches each flaw")
struct StreamKitCatchesFlawsTests {
  static let inputs: [Double] = [3, 5, 5, -2, 10, 4]

  /// The scenario and a fragment of the message the kit must report for `flaw`.
  static func expected(_ flaw: OperatorFlaw) -> [(scenario: String, message: String)] {
    switch flaw {
    case .connectsWhenApplied: [("MO-1 cold", "once the operator was applied")]
    case .connectsTwice: [("MO-1 cold", "Expected subscribing A to connect the upstream once")]
    case .neverDisconnects:
      [
        ("MO-2 disconnect once", "Expected A's connection [1] closed once A unsubscribed"),
        ("MO-2 nothing after unsubscribe", "after it unsubscribed between two values"),
      ]
    case .disconnectsByPosition:
      [("MO-2 disconnect once", "Expected B's connection [2] open after A unsubscribed three")]
    case .emitsRestAfterUnsubscribe:
      [("MO-2 nothing after unsubscribe", "unsubscribed it at its first value; got A received")]
    case .sharesState: [("MO-5 per-subscription state", "as a lone subscription does")]
    case .dropsMotionState:
      [("MO-6 motion state forwarded", "reported active, a value and at rest")]
    case .statesToFirstSubscriber:
      [("MO-6 motion state forwarded", "then reported active and at rest, to receive both")]
    case .emitsToLatestSubscriber:
      [("MO-7 re-entrant writes", "Expected A, whose observer wrote the remaining values")]
    case .updatesStateAfterEmitting:
      [("MO-7 value during delivery", "A, sent 5.0 during the delivery for 3.0, to receive")]
    case .dropsValuesDuringDelivery:
      [("MO-7 value during delivery", "A, sent 5.0 during the delivery for 3.0, to receive")]
    case .retainsObservers: [("MO-8 release", "A's observer released once A unsubscribed")]
    case .retainsUpstream: [("MO-8 release", "the upstream freed once")]
    }
  }

  /// The scenario and a fragment of the message the kit must report for `flaw`.
  static func expected(_ flaw: SourceFlaw) -> [(scenario: String, message: String)] {
    switch flaw {
    case .connectsEagerly: [("MO-1 cold", "no connection before anything subscribed")]
    case .sharesOneRegistration:
      [
        ("MO-1 cold", "subscribing B to connect once more"),
        ("MO-3 independent subscriptions", "B, subscribed together with A"),
      ]
    case .deliversThroughHiddenRelay:
      [("MO-1 cold", "Expected subscribing A to connect the source")]
    case .emitsCurrentValueOnce:
      [("MO-3 independent subscriptions", "B, subscribed together with A")]
    case .removesByPosition:
      [("MO-2 disconnect once", "Expected B, still subscribed, to receive")]
    case .iteratesACopy:
      [("MO-2 nothing after unsubscribe", "after the other observer unsubscribed it")]
    case .neverRemoves:
      [
        ("MO-1 cold", "A's connection gone once A unsubscribed"),
        ("MO-2 disconnect once", "got A received"),
        ("MO-2 disconnect once", "no connection once A unsubscribed three times and B once"),
        ("MO-2 nothing after unsubscribe", "after its observer unsubscribed it"),
        ("MO-2 nothing after unsubscribe", "unsubscribed it during a delivery; got A received"),
        ("MO-2 nothing after unsubscribe", "no connection once one of A and B unsubscribed"),
        ("MO-3 independent subscriptions", "no connection once A and B unsubscribed"),
        ("MO-6 motion state", "no connection once A and B unsubscribed"),
        ("MO-7 re-entrant writes", "no connection once A and C unsubscribed"),
      ]
    case .repeatsMotionState:
      [("MO-6 motion state", "motion states to alternate between active and at rest")]
    case .statesToFirstOnly: [("MO-6 motion state", "A and B to receive the same motion states")]
    case .deliversReentrantTurnsAtOnce:
      [("MO-7 re-entrant writes", "Expected A and B to receive the same sequence")]
    case .dropsReentrantTurns:
      [("MO-7 re-entrant writes", "in some order, when its observer drove step")]
    case .callsJoinersMidDelivery:
      [("MO-7 re-entrant writes", "in that step (what a subscription made after it receives")]
    case .keepsRemovedObservers: [("MO-8 release", "A's observer released once A unsubscribed")]
    case .retainsItself: [("MO-8 release", "the objects behind the source freed")]
    }
  }

  /// Runs the operator kit on the operator with `flaw`, then lets whatever it leaked go.
  static func failures(_ flaw: OperatorFlaw?) -> [StreamConformanceFailure] {
    let keeper = LeakKeeper()
    let harness = OperatorHarness("deltas \(flaw?.rawValue ?? "flawless")", inputs: inputs) {
      flawedDeltas($0, flaw: flaw, keeper: keeper)
    }
    defer { keeper.release() }
    return StreamConformance.check(operator: harness)
  }

  /// Runs the source kit on the knob with `flaw`, then lets whatever it leaked go. The knob is
  /// turned at every step but those in `silent`.
  static func failures(_ flaw: SourceFlaw?, silent: Set<Int> = []) -> [StreamConformanceFailure] {
    let keeper = LeakKeeper()
    let harness = SourceHarness<Int>("knob \(flaw?.rawValue ?? "flawless")") {
      let knob = FlawedKnob(flaw: flaw)
      keeper.keep { [weak knob] in knob?.me = nil }
      return SourceUnderTest(
        knob.stream(), objects: [knob], connections: { knob.registrations }
      ) { step in if !silent.contains(step) { knob.turn(step) } }
    }
    defer { keeper.release() }
    return StreamConformance.check(source: harness)
  }

  /// Whether `failures` hold one for each expected scenario, with its message fragment.
  static func expectCaught(
    _ failures: [StreamConformanceFailure], _ expected: [(scenario: String, message: String)],
    _ flaw: String
  ) {
    for (scenario, message) in expected {
      #expect(
        failures.contains { $0.scenario == scenario && $0.message.contains(message) },
        "\(flaw): no \(scenario) failure saying “\(message)” in \(failures.map(\.description))")
    }
    for failure in failures {
      #expect(failure.requirement != nil && failure.scenario.hasPrefix(failure.requirement!))
      #expect(!failure.expected.isEmpty && !failure.actual.isEmpty && !failure.rule.isEmpty)
      #expect(failure.description.contains(failure.rule), "\(failure)")
    }
  }

  @Test("MO-1…MO-8: the hand-written operator without flaws passes the stream kit")
  func flawlessOperatorPasses() {
    let failures = Self.failures(nil as OperatorFlaw?)
    #expect(failures.isEmpty, "\(failures.map(\.description))")
  }

  @Test("MO-1…MO-8: the hand-written source without flaws passes the stream kit")
  func flawlessSourcePasses() {
    let failures = Self.failures(nil as SourceFlaw?)
    #expect(failures.isEmpty, "\(failures.map(\.description))")
  }

  /// The kit's failures for a knob that calls its observers newest first, with `flaw`.
  static func newestFirstFailures(_ flaw: SourceFlaw?) -> [StreamConformanceFailure] {
    StreamConformance.check(
      source: SourceHarness<Int>("knob, newest first") {
        let knob = FlawedKnob(flaw: flaw, newestFirst: true)
        return SourceUnderTest(
          knob.stream(), objects: [knob], connections: { knob.registrations }
        ) { step in knob.turn(step) }
      })
  }

  @Test("MO-1…MO-8: a source that calls its observers newest first passes the stream kit")
  func newestFirstPasses() {
    let failures = Self.newestFirstFailures(nil)
    #expect(failures.isEmpty, "\(failures.map(\.description))")
    // B, called first, unsubscribes A: A must then get nothing.
    let copying = Self.newestFirstFailures(.iteratesACopy)
    #expect(
      copying.contains { $0.message.contains("nothing for A after the other observer") },
      "\(copying.map(\.description))")
  }

  @Test("MO-8: the stream kit frees every instance it makes and every upstream it applies")
  func kitReleasesWhatItMakes() {
    var sources: [WeakBox] = []
    var upstreams: [WeakBox] = []
    do {
      _ = StreamConformance.check(
        source: SourceHarness<Int>("knob") {
          let knob = FlawedKnob(flaw: nil)
          sources.append(WeakBox(knob))
          return SourceUnderTest(
            knob.stream(), objects: [knob], connections: { knob.registrations }
          ) { step in knob.turn(step) }
        })
      _ = StreamConformance.check(
        operator: OperatorHarness("share", inputs: Self.inputs, sharesSubscriptions: true) {
          let token = ReleaseToken()  // lives as long as the operator's stream
          upstreams.append(WeakBox(token))
          return flawedShare($0, flaw: nil).onEach { _ in withExtendedLifetime(token) {} }
        })
    }
    #expect(sources.count > 10 && sources.allSatisfy { $0.object == nil })
    #expect(upstreams.count > 10 && upstreams.allSatisfy { $0.object == nil })
  }

  @Test("MO-5: the kit lets the operator's time pass after each input, and at the end")
  func afterEachInput() {
    var log: [String] = []
    _ = StreamConformance.check(
      operator: OperatorHarness("logged", inputs: [1, 2, 3], afterInput: { log.append("tick") }) {
        $0.onEach { log.append("in \($0)") }
      })
    let pattern = log.indices.dropLast(2).contains {
      log[$0].hasPrefix("in") && log[$0 + 1] == "tick" && log[$0 + 2].hasPrefix("in")
    }
    #expect(pattern, "\(log.prefix(20))")
    #expect(log.suffix(4) == ["tick", "tick", "tick", "tick"])
  }

  @Test(
    "MO-1…MO-8: the stream kit reports each broken operator with the right ID and scenario",
    arguments: OperatorFlaw.allCases)
  func reportsOperatorFlaw(_ flaw: OperatorFlaw) {
    Self.expectCaught(Self.failures(flaw), Self.expected(flaw), flaw.rawValue)
  }

  @Test(
    "MO-1…MO-8: the stream kit reports each broken source with the right ID and scenario",
    arguments: SourceFlaw.allCases)
  func reportsSourceFlaw(_ flaw: SourceFlaw) {
    Self.expectCaught(Self.failures(flaw), Self.expected(flaw), flaw.rawValue)
  }

  @Test("MO-7: re-entrant drives are checked from the first step after step 0 that delivers")
  func reentrancyAfterSilentSteps() {
    #expect(Self.failures(nil as SourceFlaw?, silent: [1, 2]).isEmpty)
    let failures = Self.failures(.deliversReentrantTurnsAtOnce, silent: [1, 2])
    #expect(failures.contains { $0.message.contains("when A's observer drove step 4") })
  }

  @Test("MO-1…MO-8: an operator that emits for its first or last input only passes the kit")
  func rareOutputs() {
    for value in [1.0, 99] {
      let failures = StreamConformance.check(
        operator: OperatorHarness("\(value) only", inputs: [1, 2, 3, 99]) {
          $0.filter { $0 == value }
        })
      #expect(failures.isEmpty, "\(failures)")
    }
  }

  /// The scenario and a fragment of the message the kit must report for `flaw`.
  static func expected(_ flaw: ShareFlaw) -> [(scenario: String, message: String)] {
    switch flaw {
    case .iteratesACopy:
      [("MO-2 nothing after unsubscribe", "nothing for B after A's observer unsubscribed it")]
    case .valuesToFirstOnly:
      [("MO-5 per-subscription state", "A and B, sharing one connection, to receive")]
    case .statesToFirstOnly:
      [("MO-6 motion state forwarded", "B, on the shared connection, to receive what A")]
    }
  }

  static func failures(_ flaw: ShareFlaw?) -> [StreamConformanceFailure] {
    StreamConformance.check(
      operator: OperatorHarness(
        "share \(flaw?.rawValue ?? "flawless")", inputs: inputs, sharesSubscriptions: true
      ) { flawedShare($0, flaw: flaw) })
  }

  @Test("MO-3: a hand-written sharing operator without flaws passes the stream kit")
  func flawlessSharePasses() {
    let failures = Self.failures(nil as ShareFlaw?)
    #expect(failures.isEmpty, "\(failures.map(\.description))")
  }

  @Test(
    "MO-2, MO-3, MO-6: the stream kit reports each broken sharing operator",
    arguments: ShareFlaw.allCases)
  func reportsShareFlaw(_ flaw: ShareFlaw) {
    Self.expectCaught(Self.failures(flaw), Self.expected(flaw), flaw.rawValue)
  }

  @Test(
    "MO-2: a delay that keeps its scheduled values after unsubscribe is caught, even two steps late"
  )
  func delayKeepsPending() {
    let scheduler = ManualScheduler()
    // Each value goes through two scheduled steps that unsubscribing does not cancel.
    func leakyDelay(_ stream: MotionObservable<Double>) -> MotionObservable<Double> {
      MotionObservable { observer in
        stream.subscribe { value in
          scheduler.schedule(after: 0.25) {
            scheduler.schedule(after: 0.25) { observer.next(value) }
          }
        }
      }
    }
    let failures = StreamConformance.check(
      operator: OperatorHarness(
        "leaky delay", inputs: [1, 2], afterInput: { scheduler.advance(by: 0.25) }, leakyDelay))
    for fragment in [
      "after it unsubscribed between two values", "unsubscribed it at its first value; got A",
    ] {
      #expect(
        failures.contains {
          $0.scenario == "MO-2 nothing after unsubscribe" && $0.message.contains(fragment)
        }, "\(fragment): \(failures.map(\.description))")
    }
    scheduler.advance(by: 10)
  }

  @Test("a source harness drives at least four steps, six by default")
  func minimumSteps() {
    let harness = SourceHarness<Int>("short", steps: 2) {
      SourceUnderTest(ReactiveProperty(0).asStream()) { _ in }
    }
    #expect(harness.steps == 4)
    #expect(SourceHarness<Int>("default") { harness.make() }.steps == 6)
    #expect(SourceHarness<Int>("long", steps: 9) { harness.make() }.steps == 9)
  }

  @Test("every stream kit scenario fails on at least one broken operator or source")
  func everyScenarioCanFail() {
    let operatorCovered = Set(OperatorFlaw.allCases.flatMap { Self.expected($0).map(\.scenario) })
    #expect(Set(StreamConformance.operatorScenarioNames) == operatorCovered)
    let sourceCovered = Set(SourceFlaw.allCases.flatMap { Self.expected($0).map(\.scenario) })
    #expect(Set(StreamConformance.sourceScenarioNames) == sourceCovered)
  }
}
