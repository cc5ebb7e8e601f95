/// One way in which a stream source or operator broke a rule of the stream contract.
///
/// Every failure names the requirement it checks (`"MO-2"`), the scenario that found it, the
/// rule in one sentence, what the kit expected and what happened; its ``description`` reads
/// `"[subject] scenario: rule Expected …; got …."`.
///
/// A failure is an `Error`, so a test may throw the first one instead of recording them all:
///
/// ```swift
/// import MotionStreams
/// import MotionStreamsConformance
///
/// let failures = StreamConformance.check(operator: harness)
/// if let first = failures.first { throw first }
/// ```
public struct StreamConformanceFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The requirement the scenario checks, such as `"MO-2"`; `nil` when the harness itself could
  /// not exercise the stream (its inputs or drives produced no value).
  public let requirement: String?
  /// The scenario, named after its requirement: `"MO-2 disconnect once"`.
  public let scenario: String
  /// The rule the scenario checks, in one sentence.
  public let rule: String
  /// What the rule expected to happen.
  public let expected: String
  /// What happened.
  public let actual: String
  /// The name of the harness the scenario ran on (the source or operator under test).
  public let subject: String

  /// Creates a failure.
  public init(
    requirement: String?, scenario: String, rule: String, expected: String, actual: String,
    subject: String
  ) {
    self.requirement = requirement
    self.scenario = scenario
    self.rule = rule
    self.expected = expected
    self.actual = actual
    self.subject = subject
  }

  /// The rule, then what was expected and what happened: `"<rule> Expected …; got …."`.
  public var message: String { "\(rule) Expected \(expected); got \(actual)." }

  /// `"[subject] scenario: rule Expected …; got …."`.
  public var description: String { "[\(subject)] \(scenario): \(message)" }
}
