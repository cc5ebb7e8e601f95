import Testing

@testable import MotionRuntimeConformance

/// The kit's closeness check: a value passes when it differs from the expected one by at most
/// the tolerance (issue 17: `<=` → `<` survived, as no runtime is ever off by exactly it). A
/// strict bound would fail a runtime whose only error is the tolerance the kit grants.
@Suite("Conformance kit tolerance")
struct ScenarioToleranceTests {
  @Test("a difference of exactly the tolerance passes; any larger difference fails")
  func inclusive() {
    let check = ScenarioRecorder(scenario: "scenario", harness: "harness")
    check.expectClose(1e-9, 0, "default tolerance, exactly")  // |1e-9 − 0| is exactly 1e-9
    check.expectClose(0.5, 0.25, tolerance: 0.25, "given tolerance, exactly")
    check.expectClose(-0.25, 0, tolerance: 0.25, "below, exactly")
    #expect(check.failures.isEmpty, "\(check.failures)")
    check.expectClose(2e-9, 0, "default tolerance, beyond")
    check.expectClose(0.5, 0.25, tolerance: 0.249, "given tolerance, beyond")
    // The default is 1e-9 itself, not a little more (a mutation sample's 1.1e-9 survived).
    check.expectClose(1.05e-9, 0, "default tolerance, just beyond")
    #expect(check.failures.map(\.scenario) == ["scenario", "scenario", "scenario"])
    #expect(
      check.failures.first?.message.hasPrefix("default tolerance, beyond: expected 0") == true)
    #expect(check.failures[1].message.hasPrefix("given tolerance, beyond"))
    #expect(check.failures.last?.message.hasPrefix("default tolerance, just beyond") == true)
  }
}
