/// A kit's failure type, as ``KitFailureLog`` makes it: every kit failure names the requirement,
/// the scenario, the rule in one sentence, what was expected, what happened and the subject.
///
/// Shared by `package` access with the gesture kit, whose failures carry the same fields.
package protocol KitFailure {
  /// Creates a failure; `requirement` is `nil` for a harness that could not exercise its subject.
  init(
    requirement: String?, scenario: String, rule: String, expected: String, actual: String,
    subject: String)
}

/// Collects the failures of one scenario run on one subject.
package final class KitFailureLog<Failure: KitFailure> {
  /// The requirement the scenario checks, such as `"MO-2"`.
  package let requirement: String
  /// The scenario's name.
  package let scenario: String
  /// The rule the scenario checks, in one sentence.
  package let rule: String
  /// The harness's name.
  package let subject: String
  /// What the scenario found, in the order found.
  package private(set) var failures: [Failure] = []

  /// A log for one run of `scenario` on `subject`.
  package init(requirement: String, scenario: String, rule: String, subject: String) {
    self.requirement = requirement
    self.scenario = scenario
    self.rule = rule
    self.subject = subject
  }

  /// Records a failure unless `condition` holds.
  package func expect(
    _ condition: Bool, expected: @autoclosure () -> String, actual: @autoclosure () -> String
  ) {
    guard !condition else { return }
    record(requirement, expected: expected(), actual: actual())
  }

  /// Records that the harness could not exercise what the scenario needs (no requirement).
  package func harnessProblem(expected: String, actual: String) {
    record(nil, expected: expected, actual: actual)
  }

  private func record(_ requirement: String?, expected: String, actual: String) {
    failures.append(
      Failure(
        requirement: requirement, scenario: scenario, rule: rule, expected: expected,
        actual: actual, subject: subject))
  }
}

extension StreamConformanceFailure: KitFailure {}

/// The stream kit's log.
typealias FailureLog = KitFailureLog<StreamConformanceFailure>
