import MotionRuntime
import MotionRuntimeConformance
import MotionStreams
import Testing

// The Swift blocks of Runtime.docc/WritingAFrameSource.md ("Implementing a frame source") and the
// last block of Runtime.docc/ImplementingARuntime.md, compiled and run (Docs/Testing.md,
// "Documentation snippets").

final class DisplayLinkFrameSource: FrameSource {
  private let observers = FrameObserverList()
  private(set) var now: Double = 0
  let frameInterval = 1.0 / 120

  func addFrameObserver(_ observer: @escaping (Double) -> Void) -> Subscription {
    observers.add(observer)
  }

  /// Called by the platform's display link, on the main thread.
  func displayLinkFired(targetTimestamp: Double) {
    guard targetTimestamp >= now else { return }
    now = targetTimestamp
    observers.deliver(targetTimestamp)
  }
}

/// Fires the display link as the platform would: every frame interval, on the caller's thread.
final class DisplayLinkHarness: FrameSourceHarness {
  let source = DisplayLinkFrameSource()
  var name: String { "display link" }
  var frameSource: any FrameSource { source }

  func perform<Result>(_ body: @escaping () -> Result) async -> Result { body() }

  func advance(by seconds: Double) async {
    let end = source.now + max(seconds, source.frameInterval)
    while source.now < end {
      source.displayLinkFired(targetTimestamp: min(source.now + source.frameInterval, end))
    }
  }
}

/// The runtime of your own that the article checks: the shipped one here.
typealias MyRuntime = FrameRuntime

@Suite("Snippets: implementing a frame source, implementing a runtime")
struct ImplementingAFrameSourceTests {
  @Test("RT-7: the article's display-link source keeps the frame-source contract")
  func displayLinkConforms() async {
    let failures = await FrameSourceConformance.check(DisplayLinkHarness())
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test("RT-7: the display-link harness fires every interval and lands on the time asked")
  func harnessSteps() async {
    let harness = DisplayLinkHarness()
    var times: [Double] = []
    let subscription = harness.source.addFrameObserver { times.append($0) }
    await harness.advance(by: 0.02)
    await harness.advance(by: 0)
    #expect(times == [1.0 / 120, 2.0 / 120, 0.02, 0.02 + 1.0 / 120])
    subscription.unsubscribe()
  }

  @Test("RT-1…RT-7: a runtime of your own, here the shipped one, passes the runtime kit")
  func runtimeConforms() async {
    let failures = await RuntimeConformance.check(ManualHarness { MyRuntime(frameSource: $0) })
    #expect(failures.isEmpty, "\(failures)")
  }
}
