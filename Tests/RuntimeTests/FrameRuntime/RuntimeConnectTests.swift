import MotionRuntime
import MotionStreams
import Testing

@Suite("FrameRuntime: connect, time and lifetime")
struct RuntimeConnectTests {
  @Test("RT-1: connect subscribes and writes every value to the property")
  func connectWrites() {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let input = ReactiveProperty(1.0)
    let output = ReactiveProperty(0.0, name: "output")
    runtime.connect(input.asStream(), to: output)
    #expect(output.value == 1)
    input.value = 7
    #expect(output.value == 7)
    #expect(runtime.connectionCount == 1)
    #expect(input.observerCount == 1)
  }

  @Test("RT-1: a runtime that goes away unsubscribes everything it connected")
  func releaseUnsubscribes() {
    let source = ManualFrameSource()
    let input = ReactiveProperty(1.0)
    let output = ReactiveProperty(0.0)
    weak var weakRuntime: FrameRuntime?
    weak var weakRamp: Ramp?
    do {
      let runtime = FrameRuntime(frameSource: source)
      let ramp = Ramp(to: 10, over: 1)
      runtime.connect(input.asStream(), to: output)
      runtime.add(ramp, to: output)
      source.advance(frames: 1)
      #expect(source.observerCount == 1)
      #expect(runtime.frameObserverCount == 1)
      weakRuntime = runtime
      weakRamp = ramp
    }
    #expect(weakRuntime == nil)
    #expect(weakRamp == nil)
    #expect(input.observerCount == 0)
    #expect(source.observerCount == 0)
    let before = output.value
    input.value = 99
    source.advance(frames: 10)
    #expect(output.value == before)
  }

  @Test("RT-7: time comes from the frame source; frames reach streams before after-frame observers")
  func timeFromFrameSource() {
    let source = ManualFrameSource(now: 5)
    let runtime = FrameRuntime(frameSource: source)
    #expect(runtime.now == 5)
    var log: [String] = []
    let frames = runtime.frames.subscribe { log.append("frame \($0) now \(runtime.now)") }
    let after = runtime.addAfterFrameObserver { log.append("after \($0)") }
    source.step(to: 6)
    #expect(log == ["frame 6.0 now 6.0", "after 6.0"])
    #expect(runtime.now == 6)
    frames.unsubscribe()
    after.unsubscribe()
    source.step(to: 7)
    #expect(log.count == 2)
  }

  @Test("RT-7: a renderer reads one consistent state per frame, after every write")
  func consistentFrames() {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let element = MotionElement(name: "card", opacity: 0)
    runtime.add(Ramp(to: 60, over: 1), to: element.rotation)
    runtime.add(Ramp(to: 1, over: 1), to: element.opacity)
    var midFrame: [Double] = []
    let direct = element.rotation.subscribe { _ in midFrame.append(element.opacity.value) }
    var frames: [(time: Double, state: MotionElement.State)] = []
    let render = runtime.addAfterFrameObserver { frames.append(($0, element.state)) }
    source.advance(frames: 30)
    #expect(frames.count == 30)
    for (time, state) in frames {
      #expect(abs(state.rotation - 60 * time) < 1e-9)
      #expect(abs(state.opacity - time) < 1e-12)
    }
    // A direct observer of rotation runs before opacity's write: it sees the previous frame.
    #expect(abs(midFrame[2] - frames[0].time) < 1e-12)
    direct.unsubscribe()
    render.unsubscribe()
  }
}
