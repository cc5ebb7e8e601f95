import MotionStreams
import Testing

@testable import MotionStreamsConformance

/// The upstream the stream kit hands to operators keeps the rules of the library's sources, so
/// that whatever goes wrong downstream is the operator's doing.
@Suite("Stream kit: the kit's upstream")
struct UpstreamProbeTests {
  @Test("MO-7: the kit's upstream serves connections in the order made and queues re-entrant sends")
  func orderAndQueue() {
    let probe = UpstreamProbe<Int>()
    var log: [String] = []
    let a = probe.stream.subscribe { value in
      log.append("A\(value)")
      if value == 1 { probe.send(2) }  // queued: B gets 1 first
    }
    let b = probe.stream.subscribe { log.append("B\($0)") }
    probe.send(1)
    #expect(log == ["A1", "B1", "A2", "B2"])
    #expect(probe.connectCount == 2 && probe.liveIDs == [1, 2])
    #expect(probe.received == [1: [1, 2], 2: [1, 2]])
    log = []
    probe.send(3, to: 2)
    #expect(log == ["B3"])
    a.unsubscribe()
    b.unsubscribe()
    #expect(probe.liveIDs.isEmpty)
  }

  @Test("MO-7: sendNow delivers at once, inside the delivery under way")
  func sendNow() {
    let probe = UpstreamProbe<Int>()
    var log: [String] = []
    let a = probe.stream.subscribe { value in
      log.append("A\(value)")
      if value == 1 { probe.sendNow(2) }
    }
    let b = probe.stream.subscribe { log.append("B\($0)") }
    probe.send(1)
    #expect(log == ["A1", "A2", "B2", "B1"])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("MO-2, MO-6: a connection removed during a delivery gets nothing more; states go out too")
  func removalAndStates() {
    let probe = UpstreamProbe<Int>()
    var log: [String] = []
    var b = Subscription()
    let a = probe.stream.subscribe(
      next: { value in
        log.append("A\(value)")
        b.unsubscribe()
      },
      state: { log.append("A \($0)") })
    b = probe.stream.subscribe(next: { log.append("B\($0)") }, state: { log.append("B \($0)") })
    probe.sendState(.active)
    probe.send(1)
    probe.sendState(.atRest, to: 1)
    #expect(log == ["A active", "B active", "A1", "A atRest"])
    #expect(!probe.isLive(2) && probe.isLive(1))
    b.unsubscribe()
    a.unsubscribe()
    #expect(probe.liveIDs.isEmpty && probe.connectCount == 2)
  }
}
