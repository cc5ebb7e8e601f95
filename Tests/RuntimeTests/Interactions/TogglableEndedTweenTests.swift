import MotionStreams
import MotionTimeline
import MotionTween
import Testing

@testable import MotionRuntime

/// A togglable tween that has ended is kept by its arbiter, not folded into the ghost that
/// stands for the dropped motions: the ghost keeps only the latest-ended of them, so a tween
/// folded there and toggled off afterwards would still show through it. Found by the arbiter
/// fuzz at seed 863 (a drag released, a togglable tween ended after it, a timeline tween
/// scrubbed past its end, the tween toggled off, the timeline scrubbed back).
@Suite("Togglable ended tweens")
struct TogglableEndedTweenTests {
  @Test("RT-5, TW-18: a togglable tween superseded after its end and then disabled shows nothing")
  func disabledAfterSuperseded() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    let togglable = TweenInteraction(try Tween(duration: 0.1, values: [10.0, 20]))
    _ = togglable.enabled  // togglable from the start
    runtime.add(togglable, to: property)
    let timeline = Timeline(clock: source)
    timeline.paused.value = true
    runtime.add(
      TweenInteraction(
        try Tween(duration: 0.5, delay: 0.5, values: [100.0, 200]), timeline: timeline),
      to: property)
    #expect(timeline.beginTime == 0)
    source.advance(by: 0.05)
    property.value = 5  // the app's write: ended at 0.05
    source.advance(by: 0.1)  // the togglable tween ended at 0.1, after the write
    #expect(property.value == 20)
    let arbiter = PropertyArbiter<Double>.of(property, in: runtime)
    timeline.timeOffset.value = 2  // the timeline tween ended at 1.0: the latest-ended
    #expect(property.value == 200)
    #expect(arbiter.motions.contains { $0.isTogglable })  // kept, not folded into the ghost
    togglable.enabled.value = false
    #expect(property.value == 200)
    timeline.timeOffset.value = 0  // the timeline tween has not started: the app's write shows
    #expect(property.value == 5)
    source.advance(frames: 2)
    #expect(property.value == 5)
    togglable.enabled.value = true  // the latest-ended again
    #expect(property.value == 20)
  }

  @Test("RT-5: a tween made togglable after it was added is kept once ended too")
  func madeTogglableLater() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    let tween = TweenInteraction(try Tween(duration: 0.1, values: [10.0, 20]))
    runtime.add(tween, to: property)
    _ = tween.enabled  // togglable while it runs
    source.advance(by: 0.2)
    property.value = 5  // supersedes it
    source.advance(frames: 1)
    let arbiter = PropertyArbiter<Double>.of(property, in: runtime)
    #expect(arbiter.motions.contains { $0.isTogglable })
    tween.enabled.value = false
    #expect(property.value == 5)
  }
}
