import MotionRuntime

/// Runs the runtime conformance scenarios against any ``RuntimeHarness``.
///
/// ```swift
/// let failures = await RuntimeConformance.check(ManualHarness())
/// for failure in failures { print(failure) }
/// ```
///
/// Each scenario is named after the requirement it checks (RT-1…RT-7, and the interaction
/// requirements as they are covered). The kit imports no test framework: it returns failures
/// with messages naming what was expected and what happened, for any framework to report.
public enum RuntimeConformance {
  /// The names of every scenario, in the order they run.
  public static var scenarioNames: [String] { scenarios.map(\.name) }

  /// Runs every scenario (or those whose names contain `filter`) on `harness`.
  ///
  /// - Returns: Every failure, in scenario order; empty when the runtime conforms.
  public static func check(
    _ harness: some RuntimeHarness, only filter: String? = nil
  ) async -> [ConformanceFailure] {
    var failures: [ConformanceFailure] = []
    for scenario in scenarios where filter.map({ scenario.name.contains($0) }) ?? true {
      let recorder = ScenarioRecorder(scenario: scenario.name, harness: harness.name)
      await scenario.run(harness, recorder)
      failures += recorder.failures
    }
    return failures
  }

  typealias Scenario = (
    name: String, run: (any RuntimeHarness, ScenarioRecorder) async -> Void
  )

  static var scenarios: [Scenario] {
    [
      ("RT-1 connect", connect),
      ("RT-1 release", release),
      ("RT-2 store before invoking", storeBeforeInvoking),
      ("RT-3 independent systems", independentSystems),
      ("RT-4 activity", aggregateActivity),
      ("RT-4 whenAllAtRest immediate", whenAllAtRestImmediate),
      ("RT-4 whenAllAtRest on rest", whenAllAtRestOnRest),
      ("RT-5 toggle", toggle),
      ("RT-6 graph", graph),
      ("RT-7 time", time),
      ("TW-15…18 tween precedence", tweenPrecedence),
      ("TL-R11 tween scrubbing", tweenScrubbing),
      ("TL-R10 timeline coordination", timelineCoordination),
      ("TW-15…18 precedence with app writes", precedenceWithWrites),
      ("RT-5 precedence with toggles", precedenceWithToggles),
      ("TL-R11 precedence with timelines", precedenceWithTimelines),
      ("drag handoff", dragHandoff),
    ]
  }
}
