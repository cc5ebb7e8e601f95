import MotionStreams
import Testing

@testable import MotionRuntime

/// `FrameRuntime` hears of a connection made with `connect(_:to:until:)` through its
/// `ConnectionEnd` alone (the end is also what the stream's state closure reports to): these
/// check the paths beside the shipped animations' own, where the end is listened to by more
/// than the one connection.
@Suite("Connection end reporting")
struct ConnectionEndReportingTests {
  /// A stream whose observer and unsubscription the test sees.
  final class Probe {
    var observer: MotionObserver<Double>?
    var unsubscribed = false

    var stream: MotionObservable<Double> {
      MotionObservable { observer in
        self.observer = observer
        return Subscription { self.unsubscribed = true }
      }
    }
  }

  @Test("RT-4: an end the runtime reports through still runs its whenEnded bodies")
  func whenEndedAfterConnecting() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let probe = Probe()
    let end = ConnectionEnd()
    runtime.connect(probe.stream, to: ReactiveProperty(0.0), until: end)
    var ended = 0
    end.whenEnded { ended += 1 }
    #expect(end.claim())
    probe.observer?.state(.active)  // still reaches the runtime through the end
    #expect(runtime.isActive)
    probe.observer?.state(.atRest)
    #expect(!runtime.isActive)
    probe.observer?.state(.active)
    end.motionGone()  // the last claim: the connection ends
    #expect(end.isEnded && ended == 1)
    #expect(probe.unsubscribed)
    #expect(runtime.connectionCount == 0)
    #expect(!runtime.isActive)  // closed while active: counted at rest
  }

  @Test("RT-4: one end given to two connections ends both, each reporting its own state")
  func endSharedByTwoConnections() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let first = Probe()
    let second = Probe()
    let end = ConnectionEnd()
    runtime.connect(first.stream, to: ReactiveProperty(0.0), until: end)
    runtime.connect(second.stream, to: ReactiveProperty(0.0), until: end)
    #expect(runtime.connectionCount == 2)
    #expect(end.claim())
    second.observer?.state(.active)
    #expect(runtime.isActive)
    first.observer?.state(.atRest)  // the first connection's report: the second stays active
    #expect(runtime.isActive)
    second.observer?.state(.atRest)
    #expect(!runtime.isActive)
    end.motionGone()
    #expect(first.unsubscribed && second.unsubscribed)
    #expect(runtime.connectionCount == 0)
  }
}
