import MotionRuntime
import MotionStreams
import Testing

/// `FrameObserverList`: the public wrapper over the shared fan-out (RT-7 observer rules).
@Suite("FrameObserverList")
struct FrameObserverListTests {
  @Test("RT-7: a frame delivered from inside an observer is queued and follows the current frame")
  func nestedFrameQueued() {
    let list = FrameObserverList()
    var log: [String] = []
    var nested: [Bool] = []
    let a = list.add { time in
      log.append("a\(time)")
      if time == 1 { nested.append(list.deliver(2)) }
    }
    let b = list.add { log.append("b\($0)") }
    #expect(list.deliver(1))
    #expect(log == ["a1.0", "b1.0", "a2.0", "b2.0"])
    #expect(nested == [true])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("RT-7: with nesting dropped, a frame inside a frame is dropped and reported")
  func nestedFrameDropped() {
    let list = FrameObserverList(nesting: .drop)
    var log: [String] = []
    var nested: [Bool] = []
    let a = list.add { time in
      log.append("a\(time)")
      if time == 1 { nested.append(list.deliver(2)) }
    }
    let b = list.add { log.append("b\($0)") }
    #expect(list.deliver(1))
    #expect(list.deliver(3))
    #expect(log == ["a1.0", "b1.0", "a3.0", "b3.0"])
    #expect(nested == [false])
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test("RT-7: added during a frame runs from the next; removed during a frame is not called again")
  func addAndRemoveDuringFrame() {
    let list = FrameObserverList()
    var log: [String] = []
    var late = Subscription()
    var c = Subscription()
    let a = list.add { time in
      log.append("a\(time)")
      if time == 1 {
        late = list.add { log.append("late\($0)") }
        c.unsubscribe()
      }
    }
    let b = list.add { log.append("b\($0)") }
    c = list.add { log.append("c\($0)") }
    list.deliver(1)
    list.deliver(2)
    #expect(log == ["a1.0", "b1.0", "a2.0", "b2.0", "late2.0"])
    #expect(list.count == 3)
    list.removeAll()
    #expect(list.count == 0)
    for subscription in [a, b, late] { subscription.unsubscribe() }
  }
}
