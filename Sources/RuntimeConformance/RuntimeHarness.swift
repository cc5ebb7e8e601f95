public import MotionRuntime

/// How the conformance kit creates runtimes and moves their time: one implementation per kind
/// of frame source.
///
/// The kit calls ``makeRuntime()`` and touches every runtime only inside ``perform(_:)``, so a
/// harness whose frame source delivers on a queue runs the scenarios on that queue. Every
/// runtime a harness makes shares the harness's frame source.
///
/// Two harnesses ship: ``ManualHarness`` (a `ManualFrameSource`, synchronous)
/// and ``RealTimeHarness`` (a `RealTimeFrameSource` ticking on its queue).
/// Write your own to check a frame source of your own.
public protocol RuntimeHarness: AnyObject {
  /// A human-readable name for failure messages, such as `"manual 60 Hz"`.
  var name: String { get }

  /// Creates a fresh runtime on the harness's frame source. Called inside ``perform(_:)``.
  func makeRuntime() -> any Runtime

  /// Runs `body` where the harness's runtimes live (thread or queue) and returns its result.
  func perform<Result>(_ body: @escaping () -> Result) async -> Result

  /// Lets at least `seconds` of frame time pass, delivering at least one frame.
  func advance(by seconds: Double) async
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

  /// `"[harness] scenario: message"`.
  public var description: String { "[\(harness)] \(scenario): \(message)" }
}

/// Collects the failures of one scenario.
final class ScenarioRecorder {
  let scenario: String
  let harness: String
  var failures: [ConformanceFailure] = []

  init(scenario: String, harness: String) {
    self.scenario = scenario
    self.harness = harness
  }

  /// Records `message` unless `condition` holds.
  func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      failures.append(
        ConformanceFailure(scenario: scenario, message: message(), harness: harness))
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
