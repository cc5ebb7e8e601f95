import MotionRuntime
import MotionRuntimeConformance
import Testing

// The Swift block of RuntimeConformance.docc/MotionRuntimeConformance.md, compiled and run as
// shown, and the example in the doc comment of Sources/RuntimeConformance/RealTimeHarness.swift
// (Docs/Testing.md, "Documentation snippets"). `MyRuntime` is the shipped runtime here
// (MyRuntime.swift).
func expectConformance(_ harness: some RuntimeHarness) async {
  for failure in await RuntimeConformance.check(harness) {
    Issue.record(Comment(rawValue: failure.description))
  }
}

@Test func conforms() async {
  await expectConformance(ManualHarness())  // the shipped runtime
  await expectConformance(ManualHarness { MyRuntime(frameSource: $0) })
  let live = RealTimeHarness(rate: .hz120)
  await expectConformance(live)
  live.stop()
}

@Suite("Snippets: RealTimeHarness")
struct RealTimeHarnessSnippets {
  @Test("RealTimeHarness: the scenarios run on a ticking source, then it stops")
  func realTime() async {
    let harness = RealTimeHarness(rate: .hz120)
    let failures = await RuntimeConformance.check(harness)
    harness.stop()
    #expect(failures.isEmpty)
  }
}
