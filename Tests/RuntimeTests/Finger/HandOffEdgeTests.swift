import MotionGestures
import MotionPhysics
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

@testable import MotionRuntime

/// Edges of the hand-offs that the 30-mutant Runtime sample found untested: what a drag's many
/// settles leave behind, a spring's value exactly at its start, at one second and at its rest
/// instant, and the order in which properties of two value types are written in a frame after
/// one of them stops moving.
@Suite("Where a finger meets motion: hand-off edges")
struct HandOffEdgeTests {
  @Test("PH-12: a toss's spring runs are dropped once superseded: 50 tosses leave a bounded list")
  func tossRunsStayBounded() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    runtime.add(
      Tossable(pan, spring: spring, anchors: [Point(x: 0, y: 0), Point(x: 300, y: 0)]), to: card)
    let arbiter = PropertyArbiter.of(card.position, in: runtime)
    for toss in 0..<50 {
      let t = source.now
      let x = toss % 2 == 0 ? 100.0 : -100
      feed([pan], [pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, x / 5, 0, at: t + 0.01)])
      feed([pan], [pointer(.move, 1, x, 0, at: t + 0.05), pointer(.up, 1, x, 0, at: t + 0.06)])
      source.advance(by: 2)
    }
    // The ghost, the drag's motion, the latest run (and at most one more).
    #expect(arbiter.motions.count <= 4, "\(arbiter.motions.count) motions kept")
  }

  @Test(
    "PH-4, PH-5: a spring shows its start exactly at 0, its model at 1 s and its destination at rest"
  )
  func springExactInstants() throws {
    // A slow spring (still moving at 1 s), stepped to exactly 1 s, then to its rest instant.
    let parameters = try SpringParameters(stiffness: 20, dampingRatio: 1)
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let offset = ReactiveProperty(0.0)
    let driven = try Spring(to: 100.0, parameters: parameters)
    runtime.add(driven, to: offset)
    #expect(offset.value == 0)  // local time 0: the start, exactly
    let model = try SpringAnimation(parameters, to: 100.0, from: 0, velocity: 0)
    #expect(source.step(to: 1))
    let atOne = model.sample(atLocalTime: 1, from: AnimationSample(value: 0)).value
    #expect(atOne > 1 && atOne < 99)
    #expect(abs(offset.value - atOne) < 1e-9, "at 1 s: \(offset.value), model \(atOne)")
    let rest = model.endSeconds(from: AnimationSample(value: 0))
    #expect(source.step(to: rest))
    #expect(offset.value == 100, "at its rest instant the spring shows its destination")
    withExtendedLifetime(runtime) {}
  }

  @Test("RT-7: after one property stops moving, the frame writes the others in the same order")
  func laneOrderAfterARemoval() throws {
    // Lanes of Double properties subscribe first, then lanes of Point properties. A Double
    // tween ending mid-way must not move the Double lanes behind the Point ones.
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let (short, long) = (ReactiveProperty(0.0), ReactiveProperty(0.0))
    let point = ReactiveProperty(Point(x: 0, y: 0))
    runtime.add(TweenInteraction(try Tween(duration: 0.05, values: [0.0, 1])), to: short)
    runtime.add(TweenInteraction(try Tween(duration: 1, values: [0.0, 1])), to: long)
    runtime.add(
      TweenInteraction(try Tween(duration: 1, values: [Point(x: 0, y: 0), Point(x: 1, y: 1)])),
      to: point)
    var order: [String] = []
    let a = long.subscribe { _ in order.append("double") }
    let b = point.subscribe { _ in order.append("point") }
    defer {
      a.unsubscribe()
      b.unsubscribe()
    }
    for _ in 0..<10 {
      order.removeAll()
      source.advance(frames: 1)
      #expect(order == ["double", "point"], "at \(source.now): \(order)")
    }
  }
}
