import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// Bad input to the runtime that other suites do not pin (see Docs/BadInput.md).
@Suite("Runtime bad input")
struct RuntimeBadInputTests {
  @Test("RT-7: a manual source created at NaN reads 0; bad frame counts and durations do nothing")
  func manualSourceBadAmounts() {
    let source = ManualFrameSource(now: .nan)
    #expect(source.now == 0)
    var frames = 0
    let subscription = source.addFrameObserver { _ in frames += 1 }
    source.advance(frames: 0)
    source.advance(frames: -3)
    for bad in [Double.nan, .infinity, -.infinity, -1, 0] { source.advance(by: bad) }
    #expect(frames == 0)
    #expect(source.now == 0)
    subscription.unsubscribe()
  }

  @Test("RT-7: advancing from inside a frame is refused (no nested frames)")
  func nestedAdvance() {
    let source = ManualFrameSource()
    var times: [Double] = []
    let subscription = source.addFrameObserver { time in
      times.append(time)
      source.advance(frames: 5)
      source.advance(by: 1)
    }
    source.advance(frames: 2)
    #expect(times.count == 2)
    subscription.unsubscribe()
  }

  @Test("RT-2: a custom property asked for with two value types is a typed error, not a crash")
  func propertyTypeMismatch() throws {
    let element = MotionElement(name: "card")
    let blur = try element.property(named: "blur", initialValue: 2.0)
    #expect(throws: MotionElementError.self) {
      _ = try element.property(named: "blur", initialValue: "soft")
    }
    #expect(try element.property(named: "blur", initialValue: 9.0) === blur)
    #expect(blur.value == 2)
  }

  @Test("TW-13: a tween whose timeline never began begins it on add; a paused one holds its offset")
  func unbegunTimeline() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let timeline = Timeline(clock: source, start: .onBegin)
    timeline.paused.value = true
    timeline.timeOffset.value = 0.5
    let property = ReactiveProperty(-1.0)
    runtime.add(
      TweenInteraction(try Tween(duration: 1, values: [0.0, 100]), timeline: timeline),
      to: property)
    #expect(timeline.beginTime != nil)
    source.advance(frames: 3)
    #expect(property.value == 50)
  }

  @Test("RT-4: whenAllAtRest with interactions never added calls at once; cancelling twice is safe")
  func restOfStrangers() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    var calls = 0
    let subscription = runtime.whenAllAtRest([
      TweenInteraction(try! Tween(duration: 1, values: [1.0]))
    ]) {
      calls += 1
    }
    subscription.unsubscribe()
    subscription.unsubscribe()
    #expect(calls == 1)
  }
}
