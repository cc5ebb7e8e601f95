import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// Where the Tween and Timeline decisions meet the runtime: a timeline without a clock runs on
/// the runtime's, a zero-duration tween shows its end once started, a tween whose end falls on a
/// frame is at rest on that frame, and a jump-start curve has jumped on its first frame.
@Suite("Runtime: tween timing at the edges")
struct RuntimeTimingTests {
  @Test("TW-13, TL-R4: a timeline created without a clock runs on the runtime's manual clock")
  func timelineAdoptsRuntimeClock() throws {
    let source = ManualFrameSource(now: 1_000)
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    let timeline = Timeline()  // no clock: never the monotonic system clock
    source.advance(by: 2)
    runtime.add(
      TweenInteraction(try Tween(duration: 1, values: [0.0, 100]), timeline: timeline),
      to: property)
    #expect(timeline.clock as? ManualFrameSource === source)
    #expect(timeline.beginTime == source.now)  // begun on add, on the runtime's time base
    source.advance(by: 0.5)
    #expect(abs(property.value - 50) < 1e-9)
    timeline.pauseInPlace()  // reads the adopted clock: stays where it is
    source.advance(by: 3)
    #expect(abs(property.value - 50) < 1e-9)
    timeline.paused.value = false
    source.advance(by: 0.25)
    #expect(abs(property.value - 75) < 1e-9)
  }

  @Test("TW-3: a zero-duration tween shows its end on the frame its delay elapses")
  func zeroDurationShowsEnd() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(-1.0)
    let tween = TweenInteraction(
      try Tween(duration: 0, delay: 0.25, values: [3.0, 7]))
    runtime.add(tween, to: property)
    #expect(property.value == 3)
    source.advance(by: 0.25)
    #expect(property.value == 7)
    #expect(!runtime.isActive(tween))
    let now = TweenInteraction(try Tween(duration: 0, values: [9.0]))
    runtime.add(now, to: property)
    #expect(property.value == 9)  // started when added: its end at once
  }

  @Test("TW-3: a tween whose end falls exactly on a frame is at rest on that frame")
  func atRestOnItsLastFrame() throws {
    let source = ManualFrameSource(rate: try FrameRate(framesPerSecond: 16))  // 0.0625 s
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    let tween = TweenInteraction(
      try Tween(
        duration: 0.25, values: [0.0, 0.1, 0.3], interTimingFunctions: [.ease, .standard]))
    var rested: Double?
    runtime.add(tween, to: property)
    _ = runtime.whenAllAtRest([tween]) { rested = source.now }
    source.advance(frames: 3)
    #expect(runtime.isActive(tween))
    #expect(property.value != 0.3)
    source.advance(frames: 1)  // t = 0.25: the end, on a frame
    #expect(source.now == 0.25)
    #expect(property.value == 0.3)  // exactly the last frame
    #expect(!runtime.isActive(tween))
    #expect(rested == 0.25)
  }

  @Test(
    "TW-11: steps(4, jump-start) has jumped on the frame the tween starts, not during its delay")
  func jumpStartOnFirstFrame() throws {
    let source = ManualFrameSource(rate: try FrameRate(framesPerSecond: 16))
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    runtime.add(
      TweenInteraction(
        try Tween(
          duration: 1, delay: 0.125, values: [0.0, 100],
          interTimingFunctions: [.steps(4, .jumpStart)])),
      to: property)
    source.advance(frames: 1)
    #expect(property.value == 0)  // during the delay
    source.advance(frames: 1)  // t = 0.125: the first active instant
    #expect(property.value == 25)
  }
}
