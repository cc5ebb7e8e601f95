public import MotionRuntime

/// How the conformance kit creates runtimes and moves their time: one implementation per kind
/// of frame source.
///
/// The kit calls ``makeRuntime()`` and touches every runtime only inside
/// ``FrameSourceHarness/perform(_:)``, so a harness whose frame source delivers on a queue runs
/// the scenarios on that queue. Every runtime a harness makes shares the harness's frame source.
///
/// Two harnesses ship: ``ManualHarness`` (a `ManualFrameSource`, synchronous)
/// and ``RealTimeHarness`` (a `RealTimeFrameSource` ticking on its queue).
/// Write your own to check a frame source of your own.
///
/// A runtime harness is also a ``FrameSourceHarness``: ``FrameSourceConformance`` checks its
/// frame source with the same `perform` and `advance`.
public protocol RuntimeHarness: FrameSourceHarness {
  /// Creates a fresh runtime on the harness's frame source (``FrameSourceHarness/frameSource``).
  /// Called inside ``FrameSourceHarness/perform(_:)``.
  func makeRuntime() -> any Runtime
}

/// One way in which a runtime failed a conformance scenario.
public struct ConformanceFailure: Hashable, Sendable, CustomStringConvertible {
  /// The scenario, named after the requirement it checks (`"RT-4 whenAllAtRest"`).
  public let scenario: String
  /// What was expected and what happened.
  public let message: String
  /// The harness the scenario ran on.
  public let harness: String

  /// Creates a failure.
  public init(scenario: String, message: String, harness: String) {
    self.scenario = scenario
    self.message = message
    self.harness = harness
  }

  /// The requirement the scenario checks, from its name: `"RT-7"` for `"RT-7 monotonic time"`,
  /// `"TW-15…18"` for `"TW-15…18 tween precedence"`; `nil` for a scenario named by behaviour
  /// only (`"drag handoff"`).
  public var requirement: String? {
    let first = scenario.prefix { $0 != " " }
    guard let dash = first.firstIndex(of: "-"), dash > first.startIndex,
      first[..<dash].allSatisfy(\.isUppercase), first[dash...].contains(where: \.isNumber)
    else { return nil }
    return String(first)
  }

  /// `"[harness] scenario: message"`.
  public var description: String { "[\(harness)] \(scenario): \(message)" }
}

/// Collects the failures of one scenario.
final class ScenarioRecorder {
  let scenario: String
  let harness: String
  /// The rule the scenario checks, in one sentence: the start of every failure's message.
  let rule: String?
  var failures: [ConformanceFailure] = []

  init(scenario: String, harness: String, rule: String? = nil) {
    self.scenario = scenario
    self.harness = harness
    self.rule = rule
  }

  /// Records `message` (after the scenario's rule, if it has one) unless `condition` holds.
  func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      let text = rule.map { "\($0) \(message())" } ?? message()
      failures.append(ConformanceFailure(scenario: scenario, message: text, harness: harness))
    }
  }

  /// Records that two doubles differ by more than `tolerance`.
  func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ what: String
  ) {
    expect(
      abs(actual - expected) <= tolerance,
      "\(what): expected \(expected), got \(actual)")
  }
}
