import MotionRuntimeConformance
import Testing

// The examples in the doc comments of Sources/RuntimeConformance, each run by a test: the
// shipped runtime and frame sources pass, so every list of failures is empty (Docs/Testing.md,
// "Documentation snippets").
@Suite("Snippets: MotionRuntimeConformance doc comments")
struct RuntimeConformanceDocCommentSnippets {
  @Test("RuntimeConformance and ManualHarness: the shipped runtime has no failures")
  func runtime() async {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let failures = await RuntimeConformance.check(ManualHarness())
    for failure in failures { print(failure) }
    #expect(failures.isEmpty && printed.lines.isEmpty)
  }

  @Test("FrameSourceConformance and FrameSourceHarness: the manual source has no failures")
  func frameSource() async {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let failures = await FrameSourceConformance.check(ManualHarness())
    for failure in failures { print(failure) }  // "[manual 60.0 Hz] RT-7 observer order: …"
    #expect(failures.isEmpty && printed.lines.isEmpty)
  }
}
