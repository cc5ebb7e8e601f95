import MotionStreams
import Testing

@testable import MotionRuntime

/// A connection's life in one place (`ConnectionTable.admit`, `attach`, `FrameRuntime.receive`):
/// what its stream signals while `subscribe` is still running (a first state, even its end)
/// waits until the subscription is stored, then takes effect in order.
@Suite("Connection lifecycle")
struct ConnectionLifecycleTests {
  /// A stream that, while being subscribed, reports `states` and, if `ends`, claims `end` and
  /// gives the claim back (the connection ends before `subscribe` returns). Counts how often its
  /// subscription is unsubscribed, and what the runtime said while it was being subscribed.
  final class EagerStream {
    var unsubscribed = 0
    var activeDuringSubscribe: Bool?
    let end = ConnectionEnd()

    func stream(_ runtime: FrameRuntime, states: [MotionState], ends: Bool)
      -> MotionObservable<Double>
    {
      MotionObservable { [unowned self] observer in
        observer.next(1)
        for state in states { observer.state(state) }
        self.activeDuringSubscribe = runtime.isActive
        if ends, self.end.claim() { self.end.motionGone() }
        return Subscription { [weak self] in self?.unsubscribed += 1 }
      }
    }
  }

  @Test("RT-4: a state reported while subscribing counts once the subscription is stored")
  func reportWaits() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let property = ReactiveProperty(0.0)
    let eager = EagerStream()
    runtime.connect(eager.stream(runtime, states: [.active], ends: false), to: property)
    #expect(eager.activeDuringSubscribe == false)  // waited
    #expect(runtime.isActive && property.value == 1 && runtime.connectionCount == 1)
    runtime._checkInvariants()
  }

  @Test("RT-1: a connection that ends while being subscribed is closed once, after it is stored")
  func endWaits() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let property = ReactiveProperty(0.0)
    let eager = EagerStream()
    runtime.connect(
      eager.stream(runtime, states: [.active], ends: true), to: property, until: eager.end)
    #expect(eager.end.isEnded)
    #expect(eager.unsubscribed == 1)  // the stored subscription, unsubscribed by the close
    #expect(runtime.connectionCount == 0 && !runtime.isActive)
    #expect(property.value == 1)
    runtime._checkInvariants()
  }

  @Test("RT-1: a connection made while another is being subscribed keeps its own signals")
  func nestedConnections() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let outer = ReactiveProperty(0.0)
    let inner = ReactiveProperty(0.0)
    let ending = EagerStream()
    let staying = EagerStream()
    let stream = MotionObservable<Double> { observer in
      observer.state(.active)
      // Connected while the outer connection is being subscribed: it ends at once.
      runtime.connect(
        ending.stream(runtime, states: [.active], ends: true), to: inner, until: ending.end)
      runtime.connect(staying.stream(runtime, states: [.active], ends: false), to: inner)
      return Subscription()
    }
    runtime.connect(stream, to: outer)
    #expect(ending.unsubscribed == 1 && staying.unsubscribed == 0)
    #expect(runtime.connectionCount == 2 && runtime.isActive)
    runtime._checkInvariants()
  }
}
