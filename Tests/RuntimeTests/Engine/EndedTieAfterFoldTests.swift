import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// The arbiter keeps memory bounded by folding ended motions that can no longer win into one
/// "ghost" holding the latest-ended value; the ghost must lose every tie, as the earliest
/// registered motion (issue 17: the ghost inserted second instead of first survived, as no test
/// re-evaluated after a fold with two motions that ended at the same instant).
@Suite("Ended tie after a fold")
struct EndedTieAfterFoldTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let property = ReactiveProperty(-1.0, name: "x")

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test(
    "TW-18: of two tweens that ended at the same instant the later registered stays, also later")
  func laterRegisteredStays() throws {
    let first = TweenInteraction(try Tween(duration: 0.5, values: [0.0, 100]))
    let second = TweenInteraction(try Tween(duration: 0.5, values: [500.0, 600]))
    runtime.add(first, to: property)
    runtime.add(second, to: property)
    source.advance(by: 1)  // both ended at 0.5; the first is folded away
    #expect(property.value == 600)
    // Anything that makes the arbiter decide again (here a tween added toggled off, which
    // takes no part) must come to the same answer.
    let idle = TweenInteraction(try Tween(duration: 0.5, values: [-5.0, -6]))
    idle.enabled.value = false
    runtime.add(idle, to: property)
    #expect(property.value == 600)
    source.advance(by: 1)
    #expect(property.value == 600)
    second.enabled.value = false  // without the second, the first's end shows
    #expect(property.value == 100)
    second.enabled.value = true
    #expect(property.value == 600)
  }

  @Test("TW-18: two tweens that ended together under a running one: the later registered is kept")
  func tieUnderARunningTween() throws {
    let running = TweenInteraction(try Tween(duration: 2, values: [0.0, 1_000]))
    let first = TweenInteraction(try Tween(duration: 0.5, values: [0.0, 100]))
    let second = TweenInteraction(try Tween(duration: 0.5, values: [500.0, 600]))
    for tween in [running, first, second] { runtime.add(tween, to: property) }
    source.advance(by: 1)  // both short ones ended at 0.5 while the long one runs
    #expect(property.value == 500)
    running.enabled.value = false  // the most recently ended shows: of the tie, the later one
    #expect(property.value == 600)
  }
}
