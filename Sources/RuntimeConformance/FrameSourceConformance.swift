import MotionRuntime

/// Runs the frame-source conformance scenarios against any ``FrameSourceHarness``: the
/// `FrameSource` contract that every runtime relies on for RT-7.
///
/// ```swift
/// let failures = await FrameSourceConformance.check(ManualHarness())
/// for failure in failures { print(failure) }  // "[manual 60.0 Hz] RT-7 observer order: …"
/// ```
///
/// Each scenario checks one rule of the contract; a failure's scenario names the requirement
/// (RT-7) and its message starts with the rule, in one sentence, followed by what happened.
/// Scenarios compare frames with each other and with `now`, never with the wall clock, so a
/// real-time source on a busy machine is slowed down but not failed.
public enum FrameSourceConformance {
  /// The names of every scenario, in the order they run.
  public static var scenarioNames: [String] { scenarios.map(\.name) }

  /// The rule `scenario` checks, in one sentence: the start of each of its failures' messages;
  /// `nil` for a name that is not a scenario's.
  public static func rule(of scenario: String) -> String? {
    scenarios.first { $0.name == scenario }?.rule
  }

  /// Runs every scenario (or those whose names contain `filter`) on `harness`.
  ///
  /// Every observer a scenario adds is removed before it ends.
  /// - Returns: Every failure, in scenario order; empty when the frame source conforms.
  public static func check(
    _ harness: some FrameSourceHarness, only filter: String? = nil
  ) async -> [ConformanceFailure] {
    var failures: [ConformanceFailure] = []
    for scenario in scenarios where filter.map({ scenario.name.contains($0) }) ?? true {
      let recorder = ScenarioRecorder(
        scenario: scenario.name, harness: harness.name, rule: scenario.rule)
      await scenario.run(harness, recorder)
      failures += recorder.failures
    }
    return failures
  }

  typealias Scenario = (
    name: String, rule: String, run: (any FrameSourceHarness, ScenarioRecorder) async -> Void
  )

  static var scenarios: [Scenario] {
    [
      (
        "RT-7 observer order", "Observers are called once per frame, in the order they were added.",
        observerOrder
      ),
      (
        "RT-7 add during a frame",
        "An observer added during a frame is first called on the next frame.", addDuringFrame
      ),
      (
        "RT-7 remove during a frame",
        "An observer removed during a frame is not called again, not even later in that frame.",
        removeDuringFrame
      ),
      (
        "RT-7 unsubscribe",
        "Unsubscribing stops the calls, a second time does nothing, and the observer is released.",
        unsubscribe
      ),
      ("RT-7 monotonic time", "Frame times and now never decrease.", monotonicTime),
      (
        "RT-7 now is the frame time", "While observers run, now reads the frame's time exactly.",
        nowIsFrameTime
      ),
      (
        "RT-7 no nested frames",
        "A frame reaches every observer before the next one starts, never from inside an observer's call.",
        noNestedFrames
      ),
      (
        "RT-7 exact frame times",
        "Stepping whole frames, frame n after the start reads start + n × frameInterval, computed from the start, not by adding the interval n times.",
        exactFrameTimes
      ),
    ]
  }
}
