import MotionRuntime
import Testing

// The examples in the doc comments of Sources/Runtime that need MotionRuntime alone, each run by
// a test that asserts what the comment says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: MotionRuntime doc comments")
struct RuntimeDocCommentSnippets {
  @Test("FrameRuntime: whenAllAtRest calls once the fade has come to rest")
  func frameRuntime() {
    let printed = Printed()
    func print(_ items: Any...) { printed.record(items) }
    let fadeIn = FadeTo(1, over: 0.3)
    let source = ManualFrameSource(rate: .hz60)
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card")
    runtime.add(fadeIn, to: card)
    runtime.whenAllAtRest([fadeIn]) { print("done") }
    source.advance(by: 0.5)
    #expect(printed.lines == ["done"])
    #expect(!runtime.isActive)
  }

  @Test("FrameRate: 90 frames per second are 1/90 s apart")
  func frameRate() throws {
    let rate = try FrameRate(framesPerSecond: 90)
    let interval = rate.interval  // 1/90 s
    #expect(interval == 1.0 / 90)
  }

  @Test("ManualFrameSource: frames by count, by duration, and one at a given time")
  func manualFrameSource() {
    let source = ManualFrameSource(rate: .hz60)
    let runtime = FrameRuntime(frameSource: source)
    // ... add interactions ...
    source.advance(frames: 3)  // three frames, 1/60 s apart
    source.advance(by: 0.25)  // frames every 1/60 s, the last exactly 0.25 s later
    source.step(to: 2)  // one frame at t = 2 s (a host loop's call)
    #expect(runtime.now == 2)
    // What the comments say, observed on a second source:
    let observed = ManualFrameSource(rate: .hz60)
    var times: [Double] = []
    _ = observed.addFrameObserver { times.append($0) }
    observed.advance(frames: 3)
    let sixtieths = times.map { ($0 * 60).rounded() }
    #expect(sixtieths == [1, 2, 3])
    let before = observed.now
    observed.advance(by: 0.25)
    #expect(times.last == before + 0.25)
    #expect(times.count == 18)
    observed.step(to: 2)
    #expect(times.last == 2)
    #expect(times.count == 19)
  }

  @Test("RealTimeFrameSource: the runtime is built and kept on the source's queue")
  func realTimeFrameSource() {
    let app = App()
    let source = RealTimeFrameSource(rate: .hz120)
    source.perform {
      let runtime = FrameRuntime(frameSource: source)  // built on the source's queue
      app.run(on: runtime)  // adds interactions, keeps the runtime alive
    }
    source.start()
    // later
    source.stop()
    drain(source)
    #expect(app.runtime?.frameSource === source)
    #expect(!source.isRunning)
  }
}
