import Dispatch
import MotionRuntime
import MotionStreams
import Synchronization
import Testing

/// A clock that reads `step` seconds more on every read: frame times become deterministic
/// whatever the wall clock does, so the tests check behaviour, never timing.
final class SteppingClock: MotionClock, Sendable {
  private let reads = Mutex(0)
  let step: Double

  init(step: Double) {
    self.step = step
  }

  var now: Double {
    reads.withLock { count in
      count += 1
      return Double(count) * step
    }
  }
}

/// Hands a queue-confined object across to the source's queue; the tests touch it only there.
final class Confined<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

@Suite("RealTimeFrameSource", .timeLimit(.minutes(1)))
struct RealTimeFrameSourceTests {
  @Test("RT-7: frames arrive on the source's queue at the injected clock's times, in order")
  func framesOnQueue() async {
    let source = RealTimeFrameSource(rate: .hz120, clock: SteppingClock(step: 0.01))
    let key = DispatchSpecificKey<Int>()
    source.queue.setSpecific(key: key, value: 7)
    let times: [Double] = await withCheckedContinuation { continuation in
      source.perform {
        let log = Confined<[Double]>([])
        let subscription = Confined(Subscription())
        subscription.value = source.addFrameObserver { time in
          guard DispatchQueue.getSpecific(key: key) == 7, source.now == time else { return }
          log.value.append(time)
          if log.value.count == 5 {
            source.stop()
            subscription.value.unsubscribe()
            continuation.resume(returning: log.value)
          }
        }
        source.start()
      }
    }
    #expect(times.count == 5)
    #expect(zip(times, times.dropFirst()).allSatisfy { $1 > $0 })
    #expect(!source.isRunning)
  }

  @Test("start and stop are idempotent; no frame is delivered after stop returns")
  func startStop() async {
    let source = RealTimeFrameSource(rate: .hz120)
    let count = Mutex(0)
    let afterStop = Mutex(0)
    let stopped = Mutex(false)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      source.perform {
        _ = source.addFrameObserver { _ in
          if stopped.withLock({ $0 }) { afterStop.withLock { $0 += 1 } }
          let seen = count.withLock { value in
            value += 1
            return value
          }
          if seen == 2 { continuation.resume() }
        }
      }
      source.start()
      source.start()
      #expect(source.isRunning)
    }
    source.stop()
    stopped.withLock { $0 = true }
    source.stop()
    #expect(!source.isRunning)
    // Drain the queue: anything already enqueued has run by now.
    source.queue.sync {}
    #expect(afterStop.withLock { $0 } == 0)
  }
}
