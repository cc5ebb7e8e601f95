import Dispatch
import MotionRuntime
import MotionStreams
import MotionTween
import Synchronization
import Testing

/// What crosses threads, hammered so that ThreadSanitizer (CI runs this suite under
/// `--sanitize=thread`) sees every interleaving it can: `start`/`stop`/`isRunning` from several
/// threads and from inside frames, and frame-thread writes while another thread subscribes and
/// adds interactions through `perform`, the documented way in. Bounded: well under a second each.
@Suite("RealTimeFrameSource under stress", .timeLimit(.minutes(1)))
struct RealTimeFrameSourceStressTests {
  @Test("RT-7: start and stop 1,000 times from two threads and from frames; stopped means stopped")
  func startStopStorm() async throws {
    let source = RealTimeFrameSource(rate: try FrameRate(framesPerSecond: 1000))
    let frames = Mutex(0)
    let late = Mutex(0)
    let stopped = Mutex(false)
    let observer = Confined(Subscription())
    source.queue.sync {
      observer.value = source.addFrameObserver { _ in
        if stopped.withLock({ $0 }) { late.withLock { $0 += 1 } }
        let count = frames.withLock { value in
          value += 1
          return value
        }
        if count % 7 == 0 {  // from inside a frame: the current frame finishes, then a restart
          source.stop()
          source.start()
        }
      }
    }
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for round in 0..<1_000 {
        source.start()
        if round % 3 == thread { _ = source.isRunning }
        source.stop()
        if round % 10 == 0 { source.start() }  // leave it running for a while now and then
      }
    }
    // Let it run until some frames have been seen, then stop for good.
    source.start()
    await waitForFrames(source, count: 20)
    source.stop()
    stopped.withLock { $0 = true }
    #expect(!source.isRunning)
    source.queue.sync {}  // drain: whatever was enqueued before stop has run
    #expect(late.withLock { $0 } == 0)
    #expect(frames.withLock { $0 } >= 20)
    source.queue.sync { observer.value.unsubscribe() }
  }

  @Test("RT-7: frame-thread writes while another thread subscribes and adds interactions")
  func writesWhileSubscribing() async throws {
    let source = RealTimeFrameSource(rate: try FrameRate(framesPerSecond: 1000))
    let scene = Confined<StressScene?>(nil)
    source.queue.sync { scene.value = StressScene(source: source) }
    source.start()
    // Another thread (this one) reaches into the scene only through `perform`.
    for round in 0..<1_000 {
      source.perform { scene.value?.churn(round) }
      if round % 100 == 0 { _ = source.isRunning }
    }
    await waitForFrames(source, count: 100)
    source.stop()
    let report = await withCheckedContinuation { continuation in
      source.perform {
        let report = scene.value?.finish() ?? StressScene.Report()
        scene.value = nil
        continuation.resume(returning: report)
      }
    }
    #expect(report.rounds == 1_000)
    #expect(report.decreasing == 0)
    #expect(report.nonFinite == 0)
    #expect(report.received > 1_000)
    #expect(report.observersLeft == 0)
  }

  /// Suspends until the source has delivered `count` more frames (no sleeping: a frame observer
  /// resumes the waiting task).
  func waitForFrames(_ source: RealTimeFrameSource, count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      source.perform {
        var seen = 0
        let subscription = Confined(Subscription())
        subscription.value = source.addFrameObserver { _ in
          seen += 1
          guard seen == count else { return }
          subscription.value.unsubscribe()
          continuation.resume()
        }
      }
    }
  }
}

/// A runtime whose frames write a property, plus what the other thread asks for through
/// `perform`: new subscribers (checked for order), dropped subscribers, and new tweens.
final class StressScene {
  struct Report: Sendable {
    var rounds = 0
    var received = 0
    var decreasing = 0
    var nonFinite = 0
    var observersLeft = -1
  }

  let runtime: FrameRuntime
  let clock = ReactiveProperty(0.0)
  let opacity = ReactiveProperty(1.0)
  var subscriptions: [Subscription] = []
  var report = Report()

  init(source: RealTimeFrameSource) {
    runtime = FrameRuntime(frameSource: source)
    runtime.connect(runtime.frames, to: clock)
  }

  func churn(_ round: Int) {
    report.rounds += 1
    var last = -Double.infinity
    subscriptions.append(
      clock.subscribe { [unowned self] time in
        self.report.received += 1
        if time < last { self.report.decreasing += 1 }
        last = time
      })
    if subscriptions.count > 8 { subscriptions.removeFirst().unsubscribe() }
    if round % 50 == 0, let tween = try? Tween(duration: 0.02, values: [0.0, 1, 0.5]) {
      runtime.add(TweenInteraction(tween), to: opacity)
    }
    if !opacity.value.isFinite { report.nonFinite += 1 }
  }

  func finish() -> Report {
    for subscription in subscriptions { subscription.unsubscribe() }
    subscriptions.removeAll()
    report.observersLeft = clock.observerCount
    return report
  }
}
