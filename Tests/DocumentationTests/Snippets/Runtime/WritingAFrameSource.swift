import MotionRuntime
import MotionStreams
import Testing

// The Swift block of Runtime.docc/WritingAFrameSource.md, run by a test that drives a runtime
// with it (Docs/Testing.md, "Documentation snippets").
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

@Suite("Snippets: writing a frame source")
struct WritingAFrameSourceSnippets {
  @Test("RT-7: a runtime on the display-link source advances with its frames; time never goes back")
  func drivesARuntime() {
    let source = DisplayLinkFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card")
    runtime.add(FadeTo(0, over: 0.1), to: card)
    var times: [Double] = []
    let subscription = source.addFrameObserver { times.append($0) }
    source.displayLinkFired(targetTimestamp: 0.05)
    #expect(abs(card.opacity.value - 0.5) < 1e-9)
    source.displayLinkFired(targetTimestamp: 0.04)  // late and out of order: ignored
    source.displayLinkFired(targetTimestamp: 0.1)
    #expect(card.opacity.value == 0)
    #expect(times == [0.05, 0.1])
    #expect(runtime.now == 0.1)
    subscription.unsubscribe()
  }
}
