import MotionRuntime
import MotionStreams
import Testing

@Suite("FrameRuntime: activity, whenAllAtRest and toggle")
struct RuntimeActivityTests {
  @Test("RT-4: the runtime is active while any connected motion is active")
  func aggregate() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let a = ReactiveProperty(false)
    let b = ReactiveProperty(false)
    let first = Switch(a)
    let second = Switch(b)
    runtime.add(first, to: ReactiveProperty(0.0))
    runtime.add(second, to: ReactiveProperty(0.0))
    #expect(!runtime.isActive)
    a.value = true
    b.value = true
    #expect(runtime.isActive && runtime.isActive(first) && runtime.isActive(second))
    a.value = false
    #expect(runtime.isActive && !runtime.isActive(first))
    a.value = false  // a repeated report changes nothing
    b.value = false
    #expect(!runtime.isActive && !runtime.isActive(second))
  }

  @Test(
    "RT-4: whenAllAtRest calls at once when everything is already at rest, and for an empty list")
  func alreadyAtRest() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let idle = Switch(ReactiveProperty(false))
    runtime.add(idle, to: ReactiveProperty(0.0))
    var calls = 0
    runtime.whenAllAtRest([idle]) { calls += 1 }
    #expect(calls == 1)
    runtime.whenAllAtRest([]) { calls += 1 }
    #expect(calls == 2)
    runtime.whenAllAtRest([Switch(ReactiveProperty(true))]) { calls += 1 }  // never added
    #expect(calls == 3)
  }

  @Test("RT-4: whenAllAtRest calls once, when the last active interaction comes to rest")
  func lastComesToRest() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let a = ReactiveProperty(true)
    let b = ReactiveProperty(true)
    let first = Switch(a)
    let second = Switch(b)
    runtime.add(first, to: ReactiveProperty(0.0))
    runtime.add(second, to: ReactiveProperty(0.0))
    var calls = 0
    runtime.whenAllAtRest([first, second]) {
      calls += 1
      #expect(!runtime.isActive(first) && !runtime.isActive(second))
    }
    a.value = false
    #expect(calls == 0)
    a.value = true
    b.value = false
    #expect(calls == 0)
    a.value = false
    #expect(calls == 1)
    a.value = true
    a.value = false
    #expect(calls == 1)
  }

  @Test("RT-4: whenAllAtRest follows frame-driven motion and can be cancelled")
  func frameDriven() {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let short = Ramp(to: 1, over: 0.1)
    let long = Ramp(to: 1, over: 0.3)
    runtime.add(short, to: ReactiveProperty(0.0))
    runtime.add(long, to: ReactiveProperty(0.0))
    var restedAt: Double?
    var cancelledCalls = 0
    runtime.whenAllAtRest([short, long]) { restedAt = runtime.now }
    let cancelled = runtime.whenAllAtRest([short]) { cancelledCalls += 1 }
    cancelled.unsubscribe()
    source.advance(by: 0.2)
    #expect(restedAt == nil)
    #expect(!runtime.isActive(short) && runtime.isActive(long))
    source.advance(by: 0.2)
    #expect(restedAt.map { abs($0 - 0.3) < 1e-9 } == true)
    #expect(cancelledCalls == 0)
    #expect(runtime.frameObserverCount == 0)
  }

  @Test("RT-4: an interaction that adds others is active while any of them is")
  func nestedActivity() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let moving = ReactiveProperty(false)
    let composite = Composite(child: Switch(moving))
    runtime.add(composite, to: ReactiveProperty(0.0))
    moving.value = true
    #expect(runtime.isActive(composite))
    moving.value = false
    #expect(!runtime.isActive(composite))
  }

  @Test("RT-5: toggle enables A exactly while B is at rest")
  func toggle() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let moving = ReactiveProperty(true)
    let gesture = Switch(moving)
    let spring = Toggled()
    runtime.add(gesture, to: ReactiveProperty(0.0))
    runtime.add(spring, to: ReactiveProperty(0.0))
    var seen: [Bool] = []
    let record = spring.enabled.subscribe { seen.append($0) }
    runtime.toggle(spring, inReactionTo: gesture)
    #expect(spring.enabled.value == false)
    moving.value = false
    #expect(spring.enabled.value == true)
    moving.value = true
    #expect(spring.enabled.value == false)
    #expect(seen == [true, false, true, false])
    record.unsubscribe()
  }
}
