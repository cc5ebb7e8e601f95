import MotionRuntime
import MotionRuntimeConformance
import Testing

// The Swift blocks of RuntimeConformance.docc/MotionRuntimeConformance.md, compiled and run as
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

/// A harness for a frame source of your own: here a manual source the harness steps itself.
final class MyHarness: RuntimeHarness {
  let source = ManualFrameSource(rate: .hz120)
  var name: String { "my source" }
  var frameSource: any FrameSource { source }
  // Every runtime on the source that advance(by:) steps.
  func makeRuntime() -> any Runtime { MyRuntime(frameSource: source) }
  func perform<Result>(_ body: @escaping () -> Result) async -> Result { body() }
  func advance(by seconds: Double) async { source.advance(by: seconds) }
}

@Suite("Snippets: a harness of your own")
struct MyHarnessSnippets {
  @Test("MyHarness: its runtimes get the frames it steps, and the kit's time scenarios pass")
  func myHarness() async {
    #expect(await RuntimeConformance.check(MyHarness(), only: "RT-7").isEmpty)
  }
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
