import MotionRuntime
import MotionRuntimeConformance
import Testing

/// A harness whose runtimes run on another frame source than the one it steps, or that steps
/// nothing: the kit says so once, naming the likely cause, instead of failing every scenario
/// that waits for a frame with "no frame was delivered" (issue 32).
@Suite("Conformance kit: a harness that delivers no frame")
struct WrongFrameSourceTests {
  /// Steps its own manual source; `makeRuntime()` builds on `other` (or steps nothing at all
  /// when `stepsNothing`).
  final class MiswiredHarness: RuntimeHarness {
    let source = ManualFrameSource()
    let other = ManualFrameSource()
    let stepsNothing: Bool

    init(stepsNothing: Bool = false) { self.stepsNothing = stepsNothing }

    var name: String { stepsNothing ? "steps nothing" : "wrong source" }
    var frameSource: any FrameSource { source }
    func makeRuntime() -> any Runtime {
      FrameRuntime(frameSource: stepsNothing ? source : other)
    }
    func perform<Result>(_ body: @escaping () -> Result) async -> Result { body() }
    func advance(by seconds: Double) async {
      if !stepsNothing { source.advance(by: seconds) }
    }
  }

  @Test("a runtime made on another frame source: one failure naming that cause, no scenario run")
  func otherSource() async {
    let failures = await RuntimeConformance.check(MiswiredHarness())
    #expect(failures.count == 1)
    let failure = failures.first
    #expect(failure?.scenario == RuntimeConformance.deliveryCheck)
    #expect(failure?.requirement == nil)
    #expect(
      failure?.message.contains("different frame source than the one the harness steps") == true)
    #expect(failure?.message.contains("(its frameSource is not the harness's)") == true)
    #expect(failure?.message.contains("no frame was delivered") == false)
    // A filter that selects scenarios still gets the one failure; one that selects none gets
    // nothing, as before.
    #expect(await RuntimeConformance.check(MiswiredHarness(), only: "RT-7").count == 1)
    #expect(await RuntimeConformance.check(MiswiredHarness(), only: "no such scenario").isEmpty)
  }

  @Test("a harness whose advance delivers no frame at all: one failure saying so")
  func noFrameAtAll() async {
    let failures = await RuntimeConformance.check(MiswiredHarness(stepsNothing: true))
    #expect(failures.count == 1)
    #expect(failures.first?.scenario == RuntimeConformance.deliveryCheck)
    #expect(failures.first?.message.hasPrefix("advance(by: 0.05) delivered no frame") == true)
  }

  @Test("the check is silent for a harness that delivers: the shipped runtime still conforms")
  func silentWhenDelivered() async {
    #expect(await RuntimeConformance.check(ManualHarness(), only: "RT-7").isEmpty)
    #expect(!RuntimeConformance.scenarioNames.contains(RuntimeConformance.deliveryCheck))
  }
}
