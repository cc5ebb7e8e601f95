import MotionRuntimeConformance
import Testing

// The example in the doc comment of SteppedFrameSourceHarness and the last block of
// Runtime.docc/RunningTheConformanceKit.md, compiled and run (Docs/Testing.md, "Documentation
// snippets").
@Suite("Snippets: SteppedFrameSourceHarness")
struct SteppedHarnessSnippetTests {
  @Test("RT-7: the manual harness steps exact frame times")
  func exactOnly() async {
    let failures = await FrameSourceConformance.check(ManualHarness(), only: "exact")
    #expect(failures.isEmpty)
    #expect(FrameSourceConformance.scenarioNames.filter { $0.contains("exact") }.count == 1)
  }

  @Test("RT-1…RT-7: the shipped runtime on a manual source passes the runtime kit")
  func shippedRuntime() async {
    let failures = await RuntimeConformance.check(ManualHarness())
    #expect(failures.isEmpty)
  }
}
