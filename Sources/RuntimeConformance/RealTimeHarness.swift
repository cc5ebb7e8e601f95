public import Dispatch
public import MotionRuntime
import MotionStreams

/// A ``RuntimeHarness`` on a `RealTimeFrameSource`: scenarios run on the
/// source's queue while it ticks, and ``advance(by:)`` waits for the frames that cover the
/// requested time.
///
/// Scenarios check values against the frame times actually delivered, never against the wall
/// clock, so a loaded machine delays them but does not fail them.
///
/// ```swift
/// import MotionRuntime
/// import MotionRuntimeConformance
///
/// let harness = RealTimeHarness(rate: .hz120)
/// let failures = await RuntimeConformance.check(harness)
/// harness.stop()
/// ```
public final class RealTimeHarness: RuntimeHarness, @unchecked Sendable {
  /// The shared, running frame source.
  public let source: RealTimeFrameSource
  private let factory: (RealTimeFrameSource) -> any Runtime

  /// Creates a harness and starts its source.
  ///
  /// - Parameters:
  ///   - rate: The real-time source's frame rate.
  ///   - makeRuntime: Creates the runtime under test on the given source; the shipped
  ///     `FrameRuntime` by default.
  public init(
    rate: FrameRate = .hz120,
    makeRuntime: @escaping (RealTimeFrameSource) -> any Runtime = {
      FrameRuntime(frameSource: $0)
    }
  ) {
    source = RealTimeFrameSource(rate: rate)
    factory = makeRuntime
    source.start()
  }

  deinit {
    source.stop()
  }

  /// `"real-time <rate>"`.
  public var name: String { "real-time \(source.rate)" }

  /// Stops the source's ticking.
  public func stop() { source.stop() }

  /// The shared source, for ``FrameSourceConformance``.
  public var frameSource: any FrameSource { source }

  /// A runtime on the shared source; call it inside ``perform(_:)``.
  public func makeRuntime() -> any Runtime { factory(source) }

  /// Runs `body` on the source's queue and returns its result.
  ///
  /// `body` (and whatever it captures, often the harness itself) is released on the queue
  /// *before* the caller resumes: when `perform` returns, no block of this call still holds
  /// anything, so a caller that lets go of its objects can check at once that they are freed,
  /// whatever the thread scheduling.
  public func perform<Result>(_ body: @escaping () -> Result) async -> Result {
    let box = Unchecked<(() -> Result)?>(body)
    let result: Unchecked<Result> = await withCheckedContinuation { continuation in
      source.perform {
        let result = Unchecked(box.value!())
        box.value = nil  // the last reference to `body`: its captures go now, not after resume
        continuation.resume(returning: result)
      }
    }
    return result.value
  }

  /// Waits until every block already enqueued on the source's queue has run and released what
  /// it captured: a deterministic barrier, for checking lifetimes after a scenario.
  public func drain() async {
    await Self.drain(source.queue)
  }

  /// Waits until every block already enqueued on `queue` (a serial queue) has run and released
  /// what it captured. Usable after the harness itself is gone: keep its `source.queue`.
  public static func drain(_ queue: DispatchQueue) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.async { continuation.resume() }
    }
  }

  /// Waits until the source's time has moved on by at least `seconds` and at least one frame
  /// has been delivered.
  public func advance(by seconds: Double) async {
    let source = self.source
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      source.perform {
        let target = source.now + max(seconds, 0)
        let subscription = Unchecked(Subscription())
        subscription.value = source.addFrameObserver { time in
          guard time >= target else { return }
          subscription.value.unsubscribe()
          continuation.resume()
        }
      }
    }
  }
}

/// Carries a queue-confined value across to the queue it belongs to.
final class Unchecked<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
