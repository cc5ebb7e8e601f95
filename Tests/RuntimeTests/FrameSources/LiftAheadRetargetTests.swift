import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// A toss launched at its lift's timestamp, which lies after the last frame (pointer events
/// arrive between frames): until the next frame the spring's local time is below zero, the run
/// has not begun. A retarget then (the anchors move, the destination is written) must keep the
/// run's start for when it begins, never sample the spring before its start (issue 32;
/// Docs/Decisions/0026).
@Suite("Clocks that misbehave: a retarget before the lift's instant")
struct LiftAheadRetargetTests {
  @Test(
    "PH-5, PH-12: anchors moved between a lift and the next frame keep the toss's start and velocity"
  )
  func anchorsMovedBeforeNextFrame() throws {
    try check(stopping: false)
  }

  @Test("PH-12: a spring disabled between a lift and the next frame rests where the finger let go")
  func disabledBeforeNextFrame() throws {
    try check(stopping: true)
  }

  func check(stopping: Bool) throws {
    let source = ManualFrameSource(rate: .hz60)
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: .zero)
    let pan = PanGestureRecognizer(element: HitRegion(name: "screen"))
    let spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    let toss = Tossable(pan, spring: spring, anchors: [.zero, Point(x: 400, y: 0)])
    runtime.add(toss, to: card)
    let interval = source.frameInterval
    let lift = 12.5 * interval
    pan.handle(pointer(.down, 1, 0, 0, at: 0))
    var t = 0.004
    while t < lift {
      while source.now + interval <= t { source.advance(frames: 1) }
      pan.handle(pointer(.move, 1, 1000 * t, 0, at: t))
      t += 0.004
    }
    pan.handle(pointer(.move, 1, 1000 * lift, 0, at: lift))
    let released = card.position.value
    let velocity = pan.velocity(in: nil)
    pan.handle(pointer(.up, 1, 1000 * lift, 0, at: lift))
    #expect(source.now < lift)
    if stopping {
      spring.enabled.value = false
      for _ in 0..<3 {
        source.advance(frames: 1)
        #expect(card.position.value == released, "at \(source.now)")
      }
      return
    }
    toss.anchors.value = [.zero, Point(x: 401, y: 0)]
    #expect(spring.destination.value == Point(x: 401, y: 0))
    let model = try SpringAnimation(
      .standardDefaultSpatial, to: Point(x: 401, y: 0), from: released, velocity: velocity)
    for _ in 0..<30 {
      source.advance(frames: 1)
      let expected = model.sample(atLocalTime: source.now - lift, from: .init(value: .zero))
      #expect(abs(card.position.value.x - expected.value.x) < 1e-6, "at \(source.now)")
    }
    source.advance(by: 3)
    #expect(card.position.value == Point(x: 401, y: 0) && !runtime.isActive(toss))
  }
}
