import MotionRuntimeConformance
import Testing

// The example in the doc comment of SteppedFrameSourceHarness, compiled and run
// (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: SteppedFrameSourceHarness")
struct SteppedHarnessSnippetTests {
  @Test("RT-7: the manual harness steps exact frame times")
  func exactOnly() async {
    let failures = await FrameSourceConformance.check(ManualHarness(), only: "exact")
    #expect(failures.isEmpty)
    #expect(FrameSourceConformance.scenarioNames.filter { $0.contains("exact") }.count == 1)
  }
}
