/// Collects the failures of one scenario run on one recognizer.
final class FailureLog {
  let requirement: String
  let scenario: String
  let rule: String
  let subject: String
  private(set) var failures: [GestureConformanceFailure] = []

  init(requirement: String, scenario: String, rule: String, subject: String) {
    self.requirement = requirement
    self.scenario = scenario
    self.rule = rule
    self.subject = subject
  }

  /// Records a failure unless `condition` holds.
  func expect(
    _ condition: Bool, expected: @autoclosure () -> String, actual: @autoclosure () -> String
  ) {
    guard !condition else { return }
    record(requirement, expected: expected(), actual: actual())
  }

  /// Records that the harness could not exercise what the scenario needs (no requirement).
  func harnessProblem(expected: String, actual: String) {
    record(nil, expected: expected, actual: actual)
  }

  private func record(_ requirement: String?, expected: String, actual: String) {
    failures.append(
      GestureConformanceFailure(
        requirement: requirement, scenario: scenario, rule: rule, expected: expected,
        actual: actual, subject: subject))
  }
}
