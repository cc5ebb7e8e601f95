import MotionRuntime
import MotionRuntimeConformance
import Testing

@Suite("Conformance kit", .timeLimit(.minutes(1)))
struct ConformanceTests {
  @Test("RT-1…RT-7: the shipped runtime conforms on the manual frame source")
  func manual() async {
    await expectConformance(ManualHarness())
    await expectConformance(ManualHarness(rate: .hz120))
  }

  @Test("RT-1…RT-7: the shipped runtime conforms on the real-time frame source")
  func realTime() async {
    let harness = RealTimeHarness(rate: .hz120)
    await expectConformance(harness)
    harness.stop()
  }

  @Test("the kit reports each flaw of a deliberately broken runtime, naming its requirement")
  func brokenRuntime() async {
    let cases: [(BrokenRuntime.Flaw, String)] = [
      (.invokesBeforeStoring, "RT-2"), (.waitsForStateChange, "RT-4"), (.invertedToggle, "RT-5"),
      (.noGraph, "RT-6"),
    ]
    for (flaw, requirement) in cases {
      let harness = ManualHarness { BrokenRuntime(frameSource: $0, flaws: [flaw]) }
      let failures = await RuntimeConformance.check(harness)
      #expect(!failures.isEmpty, "the kit missed \(flaw)")
      #expect(failures.contains { $0.scenario.hasPrefix(requirement) }, "\(failures)")
      if flaw != .invokesBeforeStoring {  // that flaw also loses activity attribution (RT-4)
        #expect(failures.allSatisfy { $0.scenario.hasPrefix(requirement) }, "\(failures)")
      }
      #expect(failures.allSatisfy { !$0.message.isEmpty && $0.harness == harness.name })
    }
    let sound = ManualHarness { BrokenRuntime(frameSource: $0, flaws: []) }
    #expect(await RuntimeConformance.check(sound).isEmpty)
  }

  @Test("the kit can run a subset of scenarios by name")
  func filter() async {
    let harness = ManualHarness { BrokenRuntime(frameSource: $0, flaws: [.noGraph]) }
    #expect(await RuntimeConformance.check(harness, only: "RT-4").isEmpty)
    #expect(RuntimeConformance.scenarioNames.contains("RT-6 graph"))
  }
}
