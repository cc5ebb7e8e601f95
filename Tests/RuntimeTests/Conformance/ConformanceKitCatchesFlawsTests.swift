import MotionRuntime
import MotionRuntimeConformance
import Testing

/// Every check of the conformance kit must be able to fail: for each scenario, runtimes that
/// break it in one precise way, and the kit's message for that break.
@Suite("Conformance kit catches each flaw", .timeLimit(.minutes(1)))
struct ConformanceKitCatchesFlawsTests {
  typealias Flaw = FlawedRuntime.Flaw

  /// The scenario and a fragment of the message the kit must report for `flaw`.
  static func expected(_ flaw: Flaw) -> [(scenario: String, message: String)] {
    switch flaw {
    case .connectSkipsFirstValue:
      [
        ("RT-1 connect", "did not write the stream's first value"),
        // A timeline tween's connection loses its first value: the first scrub shows nothing.
        ("TL-R11 precedence with timelines", "TL-R11: scrubbed to 0.3 at"),
      ]
    case .connectWritesOnlyFirstValue: [("RT-1 connect", "did not write a later value")]
    case .connectSubscribesTwice: [("RT-1 connect", "subscribed 2 times, not once")]
    case .connectRewritesLastValueEveryFrame:
      [
        ("TW-15…18 tween precedence", "TW-15…18: value at local time"),
        ("TW-15…18 precedence with app writes", "frame after the app's write"),
      ]
    case .retainsItself: [("RT-1 release", "a released runtime is still alive")]
    case .retainsInteractions: [("RT-1 release", "a released runtime's interaction is still alive")]
    case .leavesSubscriptionsConnected: [("RT-1 release", "left 1 subscription(s) connected")]
    case .reversesInteractionList:
      [("RT-2 store before invoking", "did not list the two ramps in the order added")]
    case .listsEachInteractionTwice:
      [("RT-2 store before invoking", "did not list the two ramps in the order added")]
    case .dropsNestedAdd:
      [("RT-2 store before invoking", "an interaction added from inside another's add")]
    case .reportsPhantomInteractions:
      [("RT-2 store before invoking", "a target with nothing added reported interactions")]
    case .addsEachInteractionOnce:
      [("RT-3 independent systems", "b at "), ("RT-3 independent systems", "did not both arrive")]
    case .secondAddFreezesFirstTarget:
      [("RT-3 independent systems", "a at "), ("RT-3 independent systems", "did not both arrive")]
    case .restartsFirstTargetOnSecondAdd: [("RT-3 independent systems", "a at ")]
    case .neverActive:
      [
        ("RT-4 activity", "not active while two interactions are"),
        ("RT-4 activity", "an active interaction reported at rest"),
        ("RT-4 activity", "not active while one interaction still is"),
        ("RT-4 drag handoff", "the drag reported rest while its settle runs"),
      ]
    case .activeWhileAnyInteractionIsAdded:
      [
        ("RT-4 activity", "still active after every interaction came to rest"),
        ("RT-4 activity", "active before any motion started"),
        ("RT-4 whenAllAtRest on rest", "the runtime is active after every motion ended"),
        ("TW-15…18 tween precedence", "the runtime is active after both tweens ended"),
        ("TL-R10 timeline coordination", "the runtime is active after the tween ended"),
      ]
    case .interactionActivityIsSticky:
      [("RT-4 activity", "an interaction that came to rest reported active")]
    case .whenAllAtRestCallsEveryRest:
      [("RT-4 whenAllAtRest immediate", "whenAllAtRest called more than once")]
    case .whenAllAtRestCallsOnFirstRest:
      [
        ("RT-4 whenAllAtRest immediate", "called while an interaction was active"),
        ("RT-4 whenAllAtRest on rest", "body ran while an interaction was still active"),
        ("RT-4 whenAllAtRest on rest", "not at the first frame after the longest motion"),
      ]
    case .whenAllAtRestIgnoresEmptyList:
      [("RT-4 whenAllAtRest immediate", "whenAllAtRest([]) did not call at once")]
    case .whenAllAtRestCallsOnlyAtOnce:
      [
        ("RT-4 whenAllAtRest immediate", "called while an interaction was active"),
        // Called once, as a waiter should be, but while the composite's child moved.
        ("RT-4 composite activity", "whenAllAtRest([composite]) called while its child moved."),
      ]
    case .whenAllAtRestNeverCallsLater:
      [
        ("RT-4 whenAllAtRest immediate", "did not call when the last interaction came to rest"),
        ("RT-4 whenAllAtRest on rest", "whenAllAtRest called 0 times, not once"),
        ("RT-4 composite activity", "whenAllAtRest([composite]) was called 0 times, not once."),
        ("RT-4 composite activity", "was called 0 times after the lift."),
      ]
    case .toggleOnce:
      [
        ("RT-5 toggle", "toggle did not enable A when B came to rest"),
        ("RT-5 precedence with toggles", "the gate moved, disabling the short tween"),
      ]
    case .graphWithoutEdges: [("RT-6 graph", "toGraphViz has no edges")]
    case .graphUnbalanced: [("RT-6 graph", "toGraphViz has unbalanced braces")]
    case .graphWithoutFrames: [("RT-6 graph", "toGraphViz has no node labelled frames")]
    case .skewedNow: [("RT-7 time", "the runtime's time is not its frame source's")]
    case .noFrames: [("RT-7 time", "no frame reached runtime.frames")]
    case .framesAheadOfNow: [("RT-7 time", "during a frame, now")]
    case .framesStopAfterOne: [("RT-7 time", "time did not advance by 0.05 s")]
    case .framesLagOneFrame:
      [
        ("RT-7 time", "during a frame, now"),
        ("RT-4 drag handoff", "the settle did not start moving from the release position"),
      ]
    case .framesGoBack: [("RT-7 time", "frame times decreased")]
    case .freshAttachments:
      [
        ("TW-15…18 tween precedence", "TW-15: the last-registered tween did not write first"),
        ("TL-R11 tween scrubbing", "TL-R11: value scrubbed to"),
        ("TL-R11 precedence with timelines", "the paused timeline tween added"),
        ("PH-6 precedence with a grab", "frame under a still finger"),
      ]
    case .afterFrameReportsPreviousTime:
      [
        ("TW-15…18 tween precedence", "TW-15…18: value at local time"),
        ("TL-R10 timeline coordination", "TW-14: value at"),
      ]
    case .noAfterFrameObservers:
      [
        ("RT-3 independent systems", "no frame was delivered"),
        ("RT-4 whenAllAtRest on rest", "not at the first frame after the longest motion"),
        ("TW-15…18 tween precedence", "no frame was delivered"),
        ("TL-R10 timeline coordination", "no frame was delivered"),
        ("RT-4 drag handoff", "the drag came to rest at"),
      ]
    case .foreignFrameSource:
      [("TL-R10 timeline coordination", "TW-13: adding the tween did not begin its timeline now")]
    case .compositesNotCredited:
      [
        ("RT-4 composite activity", "While its child moved, the composite was at rest."),
        ("RT-4 composite activity", "whenAllAtRest([DirectlyManipulable]) called in the middle"),
      ]
    case .freshReactiveViews:
      [("RT-3 shared state", "get(_:) called twice on one object returned different views")]
    case .attachmentsKeyedByObjectOnly:
      [("RT-3 shared state", "attachments are not keyed by type")]
    case .attachmentsKeyedByTypeOnly:
      [("RT-3 shared state", "attachments are not keyed by object")]
    case .framesHoldRuntime:
      [("RT-1 no retain cycles", "while the app held its frames stream.")]
    case .frameSubscriptionsHoldRuntime:
      [
        ("RT-1 no retain cycles", "while the app held a subscription to its frames stream."),
        ("RT-1 release", "a released runtime is still alive"),
      ]
    case .relaysHoldRuntime:
      [
        ("RT-1 release", "a released runtime is still alive"),
        ("RT-1 no retain cycles", "while an interaction it runs held its frames stream."),
      ]
    case .waitersHoldRuntime, .togglesHoldRuntime:
      [("RT-1 no retain cycles", "while a whenAllAtRest call and a toggle waited")]
    case .afterFrameObserversRunFirst:
      [
        ("RT-7 frame order", "called [\"after-frame X at"),
        ("RT-7 frame order", "before the ramp wrote the frame"),
      ]
    case .framesReverseSubscriberOrder:
      [("RT-7 frame order", "called [\"frames B at")]
    case .graphLabelsWithoutArguments: [("RT-6 graph", "has no node labelled kitRamp(1.0)")]
    case .graphEdgesReversed: [("RT-6 graph", "has no edge from frames to kitRamp(1.0)")]
    case .makesViewsBeforeLookingUp:
      [
        ("RT-3 shared state", "returned different views (makeReactiveView called 2 times)"),
        ("RT-3 shared state", "After get(_:) was used, the attachments or views changed."),
      ]
    case .forgetsDisabledEndedTweens:
      [("RT-5 precedence with toggles", "the long tween enabled again")]
    case .togglesFromLastFramesActivity:
      [("RT-5 precedence with toggles", "until both ended")]
    case .togglesFromTheFirstFrame:
      [("RT-5 precedence with toggles", "both added, the gate at rest")]
    case .slowsPointDestinationTweens:
      [("PH-6 precedence with a grab", "while and after it runs")]
    case .addsTimelineTweensAtTheNextAdd:
      [("TL-R11 tween scrubbing", "TW-13: adding the tween did not begin its timeline")]
    case .reportsLateTimelineTweensActive, .reportsTimelineBeginnersActive:
      [("TL-R11 tween scrubbing", "a paused tween reported active")]
    case .togglesOnlyOnChanges: [("RT-5 toggle", "toggle left A enabled while B is active")]
    case .hearsAppWritesOnlyOnAdd:
      [
        ("TW-15…18 precedence with app writes", "the app wrote -5 while B runs"),
        ("TL-R11 precedence with timelines", "the app wrote 7 at offset 0.25"),
      ]
    }
  }

  /// Runs the whole kit on a runtime with `flaw`, lets whatever the flaw leaked go, and expects
  /// every runtime the kit made to be freed: a scenario that waits for something a broken
  /// runtime never does (a rest, a frame) must not keep that runtime alive through its closures.
  static func failures(_ flaw: Flaw?) async -> [ConformanceFailure] {
    let keeper = FlawedRuntime.Keeper()
    let watched = WeakSet()
    let harness = ManualHarness { source in
      let runtime = FlawedRuntime(frameSource: source, flaw: flaw, keeper: keeper)
      watched.watch("runtime", runtime)
      watched.watch("its inner FrameRuntime", runtime.inner)
      return runtime
    }
    let failures = await RuntimeConformance.check(harness)
    keeper.release()
    #expect(watched.alive.isEmpty, "\(flaw.map(\.rawValue) ?? "no flaw"): \(watched.alive) alive")
    return failures
  }

  @Test("the flawless relay runtime passes every scenario, so each failure below is the flaw's")
  func flawlessPasses() async {
    #expect(await Self.failures(nil) == [])
  }

  @Test("RT-6: a DOT document after blank lines and spaces is still read as one digraph")
  func graphAfterWhitespace() async {
    let keeper = FlawedRuntime.Keeper()
    let harness = ManualHarness {
      FlawedRuntime(frameSource: $0, flaw: nil, keeper: keeper, graphPrefix: "\n \n  ")
    }
    let failures = await RuntimeConformance.check(harness, only: "RT-6")
    keeper.release()
    #expect(failures == [])
  }

  @Test(
    "RT-1…RT-7, TW-15…18, TL-R10, TL-R11: the kit reports each flaw with its own message",
    arguments: Flaw.allCases)
  func reportsFlaw(_ flaw: Flaw) async {
    let failures = await Self.failures(flaw)
    for (scenario, message) in Self.expected(flaw) {
      #expect(
        failures.contains { $0.scenario == scenario && $0.message.contains(message) },
        "\(flaw): no \(scenario) failure saying “\(message)” in \(failures)")
    }
    for failure in failures {
      #expect(failure.requirement != nil, "\(failure)")
      let rule = RuntimeConformance.rule(of: failure.scenario)
      #expect(rule.map { failure.message.hasPrefix($0 + " ") } == true, "\(failure)")
    }
  }

  @Test("RT-7: frames delivered out of order are reported once, not once per frame")
  func misorderedFramesReportedOnce() async {
    let failures = await Self.failures(.framesReverseSubscriberOrder)
    let order = failures.filter {
      $0.scenario == "RT-7 frame order" && $0.message.contains("called [")
    }
    #expect(order.count == 1, "\(order)")
  }

  @Test(
    "RT-1…RT-7: the shipped runtime conforms at frame rates whose frames fall between the kit's times",
    arguments: [24.0, 90, 144, 1000])
  func oddFrameRates(_ framesPerSecond: Double) async throws {
    let harness = ManualHarness(rate: try FrameRate(framesPerSecond: framesPerSecond))
    let failures = await RuntimeConformance.check(harness)
    #expect(failures == [], "\(failures)")
  }

  @Test("every scenario of the kit fails on at least one flawed runtime, and has an ID and a rule")
  func everyScenarioCanFail() {
    let covered = Set(Flaw.allCases.flatMap { Self.expected($0).map(\.scenario) })
    #expect(Set(RuntimeConformance.scenarioNames).subtracting(covered) == [])
    #expect(covered.subtracting(RuntimeConformance.scenarioNames) == [])
    for name in RuntimeConformance.scenarioNames {
      let failure = ConformanceFailure(scenario: name, message: "", harness: "")
      #expect(failure.requirement != nil, "\(name)")
      let rule = RuntimeConformance.rule(of: name) ?? ""
      #expect(rule.hasSuffix(".") && !rule.dropLast().contains(". "), "\(name): \(rule)")
    }
    #expect(RuntimeConformance.rule(of: "no such scenario") == nil)
  }
}

/// The kit's `only:` filter runs exactly the scenarios whose names contain it.
@Suite("Conformance kit scenario filter")
struct ConformanceKitFilterTests {
  /// Runtimes a scenario makes: one, but four for the retain-cycle scenario (one per thing held),
  /// plus the one of the delivery check that runs first when any scenario is selected.
  static func runtimes(_ scenarios: [String]) -> Int {
    guard !scenarios.isEmpty else { return 0 }
    return 1 + scenarios.count + 3 * scenarios.filter { $0 == "RT-1 no retain cycles" }.count
  }

  /// A manual harness that counts the runtimes it makes.
  final class CountingHarness: RuntimeHarness {
    let manual = ManualHarness()
    var made = 0
    var name: String { manual.name }
    var frameSource: any FrameSource { manual.frameSource }

    func makeRuntime() -> any Runtime {
      made += 1
      return manual.makeRuntime()
    }

    func perform<Result>(_ body: @escaping () -> Result) async -> Result {
      await manual.perform(body)
    }

    func advance(by seconds: Double) async { await manual.advance(by: seconds) }
  }

  @Test("without a filter every scenario runs once")
  func everyScenario() async {
    let harness = CountingHarness()
    #expect(await RuntimeConformance.check(harness).isEmpty)
    #expect(harness.made == Self.runtimes(RuntimeConformance.scenarioNames))
  }

  @Test("a filter runs the scenarios whose names contain it, and only those")
  func selects() async {
    for filter in ["RT-4", "RT-1", "RT-1 connect", "tween", "RT-6 graph", "no such scenario"] {
      let harness = CountingHarness()
      #expect(await RuntimeConformance.check(harness, only: filter).isEmpty)
      let named = RuntimeConformance.scenarioNames.filter { $0.contains(filter) }
      #expect(harness.made == Self.runtimes(named), "\(filter)")
    }
  }

  @Test("a filter keeps exactly the failures of the scenarios it selects")
  func keepsTheSelectedFailures() async {
    let keeper = FlawedRuntime.Keeper()
    let harness = ManualHarness {
      FlawedRuntime(frameSource: $0, flaw: .activeWhileAnyInteractionIsAdded, keeper: keeper)
    }
    let all = await RuntimeConformance.check(harness)
    let selected = await RuntimeConformance.check(harness, only: "RT-4")
    keeper.release()
    #expect(!selected.isEmpty)
    #expect(selected == all.filter { $0.scenario.contains("RT-4") })
    #expect(all.contains { !$0.scenario.contains("RT-4") })
  }
}

/// The shipped harnesses' own promises.
@Suite("Conformance harnesses")
struct ConformanceHarnessTests {
  @Test("ManualHarness advances by at least one frame, and by the time asked for")
  func manualAdvance() async {
    let harness = ManualHarness()
    #expect(harness.name == "manual 60.0 Hz")
    await harness.advance(by: 0)
    #expect(harness.source.frameCount == 1)
    await harness.advance(by: -1)
    #expect(harness.source.frameCount == 2)
    let before = harness.source.now
    await harness.advance(by: 0.05)
    #expect(harness.source.frameCount == 5)
    #expect(abs(harness.source.now - (before + 0.05)) < 1e-9)
  }

  @Test("ManualHarness makes a fresh runtime on its shared source each time")
  func manualRuntimes() {
    let harness = ManualHarness(rate: .hz120)
    let first = harness.makeRuntime()
    let second = harness.makeRuntime()
    #expect(first !== second)
    #expect(first.frameSource === harness.source && second.frameSource === harness.source)
    #expect(harness.name == "manual 120.0 Hz")
  }

  @Test(
    "RealTimeHarness waits at least the time asked for, returns perform's result, names its rate")
  func realTimeAdvance() async {
    let harness = RealTimeHarness(rate: .hz120)
    #expect(harness.name == "real-time 120.0 Hz")
    #expect(await harness.perform { 42 } == 42)
    let before = await harness.perform { harness.source.now }
    await harness.advance(by: 0.03)
    let after = await harness.perform { harness.source.now }
    #expect(after >= before + 0.03)  // a lower bound only: a busy machine only makes it later
    harness.stop()
  }
}
