import MotionRuntime
import MotionStreams
import Testing

/// Cancelling a `whenAllAtRest` call from inside another one that fires at the same moment
/// (issue 17: clearing the cancelled waiter's body, deleted, survived: no test cancelled a
/// waiter that was already due). The cancelled body must not run: the subscription promises to
/// cancel the call "if it has not happened yet".
@Suite("whenAllAtRest cancelled while due")
struct WhenAllAtRestCancelTests {
  @Test("RT-4: a call cancelled by another body at the same rest does not happen")
  func cancelledByEarlierBody() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let moving = ReactiveProperty(true)
    let motion = Switch(moving)
    runtime.add(motion, to: ReactiveProperty(0.0))
    var calls: [String] = []
    var second = Subscription()
    let first = runtime.whenAllAtRest([motion]) {
      calls.append("first")
      second.unsubscribe()
    }
    second = runtime.whenAllAtRest([motion]) { calls.append("second") }
    moving.value = false
    #expect(calls == ["first"])
    moving.value = true
    moving.value = false
    #expect(calls == ["first"])
    first.unsubscribe()
  }

  @Test("RT-4: a call cancelled before the rest does not happen; the others do")
  func cancelledBefore() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let moving = ReactiveProperty(true)
    let motion = Switch(moving)
    runtime.add(motion, to: ReactiveProperty(0.0))
    var calls: [String] = []
    let first = runtime.whenAllAtRest([motion]) { calls.append("first") }
    let second = runtime.whenAllAtRest([motion]) { calls.append("second") }
    first.unsubscribe()
    moving.value = false
    #expect(calls == ["second"])
    second.unsubscribe()
  }
}
