import MotionStreams
import MotionTween
import Testing

@testable import MotionRuntime

/// An arbiter decides, then applies its decision in one order; an evaluation asked for by the
/// app's code inside one of those effects queues behind it, and the arbiter decides again from
/// the motions as they are. No effect acts on a decision the motions no longer match.
@Suite("Arbiter: decisions applied in order, re-entrant evaluations queued")
struct EvaluationQueueTests {
  @Test("RT-5: a motion disabled by an observer of its own first write never reports active")
  func disabledInsideWrite() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    let below = TweenInteraction(try Tween(duration: 1, values: [10.0, 20]))
    let above = TweenInteraction(try Tween(duration: 1, values: [50.0, 60]))
    runtime.add(below, to: property)
    source.advance(frames: 3)
    var seen: [Double] = []
    property.subscribe { value in
      seen.append(value)
      if value == 50 { above.enabled.value = false }  // inside the write of its first value
    }
    let arbiter = PropertyArbiter.of(property, in: runtime)
    runtime.add(above, to: property)
    // The write of 50 ran first; the toggle's evaluation followed it, not inside it, and the
    // report pass of the stale decision (which had `above` active) never ran.
    let belowNow = try Tween(duration: 1, values: [10.0, 20]).value(
      atLocalTime: 3 * source.frameInterval, from: 0)
    #expect(seen.suffix(2) == [50, belowNow])
    #expect(!runtime.isActive(above) && runtime.isActive(below))
    #expect(arbiter.evaluation == .idle)
    runtime._checkInvariants()
    source.advance(frames: 2)
    #expect(property.value > belowNow && property.value < 20)
  }

  @Test("RT-5: a motion enabled from a report keeps frames running (its lane decided again)")
  func enabledInsideReport() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let property = ReactiveProperty(0.0)
    let short = TweenInteraction(try Tween(duration: 0.05, values: [0.0, 1]))
    let next = TweenInteraction(try Tween(duration: 0.5, values: [1.0, 2]))
    next.enabled.value = false
    runtime.add(short, to: property)
    runtime.add(next, to: property)
    // When the short tween comes to rest (a report inside a frame), the next one is enabled.
    runtime.whenAllAtRest([short]) { next.enabled.value = true }
    source.advance(frames: 6)
    #expect(runtime.isActive(next))
    let arbiter = PropertyArbiter.of(property, in: runtime)
    #expect(arbiter.lane >= 0 && arbiter.evaluation == .idle)
    let before = property.value
    source.advance(frames: 3)
    #expect(property.value > before)  // it moves: not frozen on a lane decided before it ran
    runtime._checkInvariants()
  }
}
