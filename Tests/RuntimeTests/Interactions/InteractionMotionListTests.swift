import MotionStreams
import MotionTimeline
import MotionTween
import Testing

@testable import MotionRuntime

/// An animation interaction keeps its first motion inline and the others (one per further
/// property it is added to, RT-3), its `enabled` and a timeline other than its animation's own
/// in a box made only when needed: each is still found, toggled and let go.
@Suite("Animation interaction: motions, switch and timeline")
struct InteractionMotionListTests {
  @Test("RT-3, RT-5: toggling an interaction added to three properties reaches each motion")
  func toggleReachesEveryMotion() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let properties = [ReactiveProperty(-1.0), ReactiveProperty(-2.0), ReactiveProperty(-3.0)]
    let tween = try linear([0, 10], over: 1)
    for property in properties { runtime.add(tween, to: property) }
    #expect(tween.extras?.enabled == nil)  // untoggled: no switch made
    #expect(tween.motions.count == 3)
    source.advance(by: 0.5)
    #expect(properties.map(\.value) == [5, 5, 5])

    // Off: no motion on any of them takes part, so each keeps the value it shows.
    tween.enabled.value = false
    source.advance(by: 0.25)
    #expect(properties.map(\.value) == [5, 5, 5])
    tween.enabled.value = true
    #expect(properties.map(\.value) == [7.5, 7.5, 7.5])
  }

  @Test("RT-3: a motion that goes away leaves the list in order, first or not")
  func removalKeepsOrder() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let properties = (0..<3).map { _ in ReactiveProperty(0.0) }
    let tween = try linear([0, 10], over: 1)
    for property in properties { runtime.add(tween, to: property) }
    let motions = tween.motions
    tween.remove(motions[1])
    #expect(
      tween.motions.map(ObjectIdentifier.init)
        == [motions[0], motions[2]].map(ObjectIdentifier.init))
    tween.remove(motions[0])
    #expect(tween.motions.map(ObjectIdentifier.init) == [ObjectIdentifier(motions[2])])
    tween.remove(motions[0])  // no longer listed: nothing changes
    #expect(tween.motions.count == 1)
    tween.remove(motions[2])
    #expect(tween.motions.isEmpty && tween.firstMotion == nil)
  }

  @Test("TW-12: a timeline given at creation overrides the animation's own; nil keeps it")
  func timelineOverride() throws {
    let source = ManualFrameSource()
    let own = Timeline(clock: source)
    let other = Timeline(clock: source)
    var tween = try Tween(duration: 1, values: [0.0, 1])
    tween.timeline = own
    #expect(TweenInteraction(tween).timeline === own)
    #expect(TweenInteraction(tween).extras == nil)
    #expect(TweenInteraction(tween, timeline: own).extras == nil)
    #expect(TweenInteraction(tween, timeline: other).timeline === other)
    tween.timeline = nil
    #expect(TweenInteraction(tween).timeline == nil)
  }
}
