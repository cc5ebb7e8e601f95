import MotionRuntime
import MotionRuntimeConformance
import Testing

/// The Swift Testing adapter for the conformance kit: one recorded issue per failure.
func expectConformance(
  _ harness: some RuntimeHarness, only filter: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let failures = await RuntimeConformance.check(harness, only: filter)
  for failure in failures {
    Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
  }
}
