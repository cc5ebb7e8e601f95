import MotionRuntime

/// Runs the runtime conformance scenarios against any ``RuntimeHarness``.
///
/// ```swift
/// let failures = await RuntimeConformance.check(ManualHarness())
/// for failure in failures { print(failure) }
/// ```
///
/// Each scenario is named after the requirement it checks (RT-1…RT-7, and the tween and
/// timeline requirements a runtime carries out), and every failure's message starts with the
/// scenario's rule, in one sentence, followed by what was expected and what happened. The kit
/// imports no test framework: it returns failures for any framework to report.
public enum RuntimeConformance {
  /// The names of every scenario, in the order they run.
  public static var scenarioNames: [String] { scenarios.map(\.name) }

  /// The rule `scenario` checks, in one sentence: the start of each of its failures' messages;
  /// `nil` for a name that is not a scenario's.
  public static func rule(of scenario: String) -> String? {
    scenarios.first { $0.name == scenario }?.rule
  }

  /// Runs every scenario (or those whose names contain `filter`) on `harness`.
  ///
  /// Before the scenarios, the kit checks that frames reach a runtime the harness makes at all
  /// (``deliveryCheck``): when none does, it returns that one failure, naming the likely cause
  /// (a runtime made on another frame source than the one the harness steps), and runs no
  /// scenario, instead of one "no frame was delivered" per scenario.
  ///
  /// - Returns: Every failure, in scenario order; empty when the runtime conforms.
  public static func check(
    _ harness: some RuntimeHarness, only filter: String? = nil
  ) async -> [ConformanceFailure] {
    let selected = scenarios.filter { scenario in filter.map { scenario.name.contains($0) } ?? true
    }
    guard !selected.isEmpty else { return [] }
    if let problem = await undeliveredFrames(harness) {
      return [ConformanceFailure(scenario: deliveryCheck, message: problem, harness: harness.name)]
    }
    var failures: [ConformanceFailure] = []
    for scenario in selected {
      let recorder = ScenarioRecorder(
        scenario: scenario.name, harness: harness.name, rule: scenario.rule)
      await scenario.run(harness, recorder)
      failures += recorder.failures
    }
    return failures
  }

  /// The rule every precedence scenario checks, in one sentence.
  static let precedenceRule =
    "A motion is in effect from its start until it ends; the latest-registered enabled motion in effect shows, else the one that ended most recently (an app's write ends as it is made), else the first value of the one that starts first."

  typealias Scenario = (
    name: String, rule: String, run: (any RuntimeHarness, ScenarioRecorder) async -> Void
  )

  static var scenarios: [Scenario] {
    [
      (
        "RT-1 connect",
        "connect subscribes to the stream once and writes each of its values to the property, the first at once.",
        connect
      ),
      (
        "RT-1 release",
        "A released runtime is freed with the interactions it holds and leaves nothing subscribed.",
        release
      ),
      (
        "RT-1 no retain cycles",
        "Nothing handed out by the runtime or given to it keeps it alive: not its frames stream, a subscription to it, an interaction holding the stream, a pending whenAllAtRest or a toggle.",
        noRetainCycles
      ),
      (
        "RT-2 store before invoking",
        "add stores an interaction before invoking it, and interactions(ofType:for:) lists what was added to a target, in order.",
        storeBeforeInvoking
      ),
      (
        "RT-3 independent systems",
        "One interaction added to several targets gives each its own system, started when it was added there.",
        independentSystems
      ),
      (
        "RT-3 shared state",
        "attachment(for:make:) keeps one attachment per object and attached type, and get(_:) one reactive view per object, for the runtime's lifetime: the same instance on every call.",
        sharedState
      ),
      (
        "RT-4 activity",
        "The runtime is active while any connected motion is, and an interaction while any stream connected on its behalf is.",
        aggregateActivity
      ),
      (
        "RT-4 composite activity",
        "A stream connected while an interaction is being added counts for it and for every interaction adding it, so a composite is active while any of its children is.",
        compositeActivity
      ),
      ("RT-4 whenAllAtRest immediate", whenAllAtRestRule, whenAllAtRestImmediate),
      ("RT-4 whenAllAtRest on rest", whenAllAtRestRule, whenAllAtRestOnRest),
      (
        "RT-5 toggle", "toggle(A, inReactionTo: B) keeps A enabled exactly while B is at rest.",
        toggle
      ),
      ("RT-6 graph", graphRule, graph),
      (
        "RT-7 time",
        "The runtime's now is its frame source's, and during a frame it reads that frame's time; frame times never decrease.",
        time
      ),
      (
        "RT-7 frame order",
        "Each frame reaches every frames subscriber, in the order they subscribed, and then every after-frame observer, in the order added, each once and with the frame's time.",
        frameOrder
      ),
      ("TW-15…18 tween precedence", precedenceRule, tweenPrecedence),
      (
        "TL-R11 tween scrubbing",
        "A tween on a paused timeline shows its value at the timeline's offset after every scrub, under the same precedence rule.",
        tweenScrubbing
      ),
      (
        "TL-R10 timeline coordination",
        "A tween on a running timeline is positioned by the timeline's beginTime, which adding the tween sets to now.",
        timelineCoordination
      ),
      ("TW-15…18 precedence with app writes", precedenceRule, precedenceWithWrites),
      ("RT-5 precedence with toggles", precedenceRule, precedenceWithToggles),
      ("TL-R11 precedence with timelines", precedenceRule, precedenceWithTimelines),
      ("PH-6 precedence with a grab", grabRule, precedenceWithGrabs),
      (
        "RT-4 drag handoff",
        "A drag released into a settle stays active until the settle ends at its destination, and whenAllAtRest fires on that frame.",
        dragHandoff
      ),
    ]
  }

  /// The rule of both whenAllAtRest scenarios.
  static let whenAllAtRestRule =
    "whenAllAtRest calls its body at once when every interaction listed is at rest (or the list is empty), else exactly once, when the last of them comes to rest."
}
