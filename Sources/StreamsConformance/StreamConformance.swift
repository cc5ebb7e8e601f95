/// Checks a stream source or operator written outside the library against the stream contract
/// (MO-1…MO-8), with no test framework.
///
/// ```swift
/// import MotionStreams
/// import MotionStreamsConformance
///
/// let failures = StreamConformance.check(
///   operator: OperatorHarness("dedupe", inputs: [1, 1, 2, 2, 3, 1]) { $0.dedupe() })
/// for failure in failures { print(failure) }
/// ```
///
/// Each scenario checks one rule and is named after its requirement (`"MO-2 disconnect once"`);
/// each ``StreamConformanceFailure`` names the requirement, the scenario, the rule in one
/// sentence, what was expected and what happened. The kit compares the subject with itself: a
/// subscription must receive what a lone subscription fed the same values receives, so the kit
/// needs no model of what the operator or source computes.
public enum StreamConformance {
  /// The names of the operator scenarios, in the order they run.
  public static var operatorScenarioNames: [String] { OperatorScenario.allCases.map(\.name) }

  /// The names of the source scenarios, in the order they run.
  public static var sourceScenarioNames: [String] { SourceScenario.allCases.map(\.name) }

  /// Runs every operator scenario (or those whose names contain `filter`) on `harness`.
  ///
  /// - Returns: Every failure, in scenario order; empty when the operator conforms. When the
  ///   harness's inputs make the operator emit nothing, one failure says so (with no
  ///   requirement) and no scenario runs.
  public static func check<Input, Output: Equatable>(
    operator harness: OperatorHarness<Input, Output>, only filter: String? = nil
  ) -> [StreamConformanceFailure] {
    if harness.inputs.count < 2 || harness.reference(harness.inputs).isEmpty {
      let log = FailureLog(
        requirement: "", scenario: "harness", rule: "The kit needs an operator that emits.",
        subject: harness.name)
      log.harnessProblem(
        expected: "at least two inputs that make the operator emit a value",
        actual: "\(harness.inputs.count) input(s) and no value from a lone subscription")
      return log.failures
    }
    return run(OperatorScenario.self, harness.name, filter) { $0.run(harness, $1) }
  }

  /// Runs every source scenario (or those whose names contain `filter`) on `harness`.
  ///
  /// - Returns: Every failure, in scenario order; empty when the source conforms. When driving
  ///   a fresh instance delivers no value, one failure says so (with no requirement) and no
  ///   scenario runs.
  public static func check<Value: Equatable>(
    source harness: SourceHarness<Value>, only filter: String? = nil
  ) -> [StreamConformanceFailure] {
    let reference = harness.referenceGroups()
    if reference.dropFirst().allSatisfy({ $0.allSatisfy { $0.value == nil } }) {
      let log = FailureLog(
        requirement: "", scenario: "harness", rule: "The kit needs a source that emits.",
        subject: harness.name)
      log.harnessProblem(
        expected: "driving a fresh instance to deliver values",
        actual: "\(reference.dropFirst().joined().count) event(s), none a value")
      return log.failures
    }
    return run(SourceScenario.self, harness.name, filter) { $0.run(harness, $1) }
  }

  private static func run<Scenario: KitScenario>(
    _: Scenario.Type, _ name: String, _ filter: String?, _ body: (Scenario, FailureLog) -> Void
  ) -> [StreamConformanceFailure] {
    var failures: [StreamConformanceFailure] = []
    for scenario in Scenario.allCases where filter.map({ scenario.name.contains($0) }) ?? true {
      let log = FailureLog(
        requirement: scenario.requirement, scenario: scenario.name, rule: scenario.rule,
        subject: name)
      body(scenario, log)
      failures += log.failures
    }
    return failures
  }
}
