public import MotionGestures
import MotionStreamsConformance

/// Checks a gesture recognizer written outside the library against the gesture contract (GR-4,
/// GR-5, GR-6, GR-8, GR-9 and MO-8), with no test framework.
///
/// ```swift
/// import MotionGestures
/// import MotionGesturesConformance
/// import MotionStreams
///
/// let failures = GestureConformance.check(
///   RecognizerHarness("pan", continuous: true) { element in
///     RecognizerUnderTest(PanGestureRecognizer(element: element))
///   })
/// for failure in failures { print(failure) }
/// ```
///
/// The kit plays pointer events of its own (``GestureScript/standard``: taps, a long press,
/// drags, rotation, pinch, seeded random sequences) and the harness's gestures to fresh
/// recognizers, and checks every write against the state diagram, the observers against each
/// other, and the location against the pointers it sent. Each ``GestureConformanceFailure``
/// names the requirement, the scenario, the rule in one sentence, what was expected and what
/// happened, and the gesture that showed it.
public enum GestureConformance {
  /// The names of every scenario, in the order they run.
  public static var scenarioNames: [String] { GestureScenario.allCases.map(\.name) }

  /// Runs every scenario (or those whose names contain `filter`) on `harness`.
  ///
  /// - Returns: Every failure, in scenario order; empty when the recognizer conforms.
  public static func check<Recognizer: GestureRecognizer>(
    _ harness: RecognizerHarness<Recognizer>, only filter: String? = nil
  ) -> [GestureConformanceFailure] {
    let gestures = GestureScript.standard + harness.gestures
    var failures: [GestureConformanceFailure] = []
    for scenario in GestureScenario.allCases
    where filter.map({ scenario.name.contains($0) }) ?? true {
      let log = FailureLog(
        requirement: scenario.requirement, scenario: scenario.name, rule: scenario.rule,
        subject: harness.name)
      scenario.run(harness, gestures, log)
      failures += log.failures
    }
    return failures
  }
}
