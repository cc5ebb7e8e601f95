import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// Pointer timestamps on another clock than the frames (issue 32; Docs/Decisions/0026): the
/// recognizers take velocity from the pointer's own timestamps (differences on one clock), and
/// motion runs on the frame source's time. A release hands off at the lift's timestamp only when
/// that lies within one frame of the runtime's time; on another clock it hands off at the
/// runtime's time. So a toss whose pointer clock is hours off tosses with the finger's velocity,
/// with no jump, and lands where the same toss on one clock lands.
@Suite("Clocks that misbehave: pointer time on another clock")
struct PointerClockTests {
  struct Outcome {
    var velocity = Point.zero
    var released = Point.zero
    var destination = Point.zero
    /// The card after each frame from the release on, and the frames' times since the start.
    var after: [Point] = []
    var times: [Double] = []
    /// The lift and the last frame before it, in seconds since the start.
    var lift = 0.0
    var frameBeforeLift = 0.0
    var restsBy = Double.infinity
  }

  /// A toss: a finger moving right at 1,000 pt/s, its events every 4 ms between the frames, its
  /// timestamps the frame clock's plus `offset`; lifted mid-frame, then 3 s of frames.
  func toss(frameStart: Double, offset: Double) throws -> Outcome {
    let source = ManualFrameSource(now: frameStart, rate: .hz60)
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: .zero)
    let pan = PanGestureRecognizer(element: HitRegion(name: "screen"))
    let spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    let toss = Tossable(pan, spring: spring, anchors: [.zero, Point(x: 400, y: 0)])
    runtime.add(toss, to: card)
    var outcome = Outcome()
    let interval = source.frameInterval
    let lift = 12.5 * interval
    func event(_ phase: PointerEvent.Phase, at t: Double) {
      pan.handle(pointer(phase, 1, 1000 * t, 0, at: frameStart + offset + t))
    }
    event(.down, at: 0)
    var t = 0.004
    while t < lift {
      while source.now + interval <= frameStart + t { source.advance(frames: 1) }
      event(.move, at: t)
      t += 0.004
    }
    event(.move, at: lift)
    outcome.velocity = pan.velocity(in: nil)
    outcome.released = card.position.value
    event(.up, at: lift)
    (outcome.lift, outcome.frameBeforeLift) = (lift, source.now - frameStart)
    outcome.destination = spring.destination.value
    for _ in 0..<180 {
      source.advance(frames: 1)
      outcome.after.append(card.position.value)
      outcome.times.append(source.now - frameStart)
      if !runtime.isActive(toss) {
        outcome.restsBy = min(outcome.restsBy, source.now - frameStart)
      }
    }
    return outcome
  }

  @Test(
    "GR-8, PH-12: a toss whose pointer clock is hours off the frames' tosses with the finger's velocity, without a jump",
    arguments: [(0.0, 7200.25), (86400.0, -86400), (3600.0, -3599.875)])
  func offsetPointerClock(frameStart: Double, offset: Double) throws {
    let same = try toss(frameStart: 0, offset: 0)
    let other = try toss(frameStart: frameStart, offset: offset)
    // The finger's velocity: differences of its own timestamps, whatever their clock.
    #expect(abs(other.velocity.x - 1000) < 1e-3 && abs(other.velocity.y) < 1e-6)
    #expect(other.destination == Point(x: 400, y: 0) && same.destination == other.destination)
    #expect(abs(other.released.x - same.released.x) < 1e-6)
    // Both tosses are the spring launched from the release with the finger's velocity: on one
    // clock from the lift's instant, on two from the runtime's time (the frame before the lift).
    let model = try SpringAnimation(
      .standardDefaultSpatial, to: Point(x: 400, y: 0), from: other.released,
      velocity: other.velocity)
    func shown(_ local: Double) -> Double {
      model.sample(atLocalTime: local, from: .init(value: .zero)).value.x
    }
    for index in other.after.indices {
      let (a, b) = (other.after[index], same.after[index])
      #expect(abs(a.x - shown(other.times[index] - other.frameBeforeLift)) < 1e-6 && a.isFinite)
      #expect(abs(b.x - shown(same.times[index] - same.lift)) < 1e-6)
    }
    // So no jump: the first frame after the lift moves the card by less than two frames' worth
    // of the finger's speed (the hand-off starts under a frame before the lift).
    let step = 1000 * (1.0 / 60)
    #expect(other.after[0].x > other.released.x && other.after[0].x - other.released.x < 2 * step)
    #expect(other.after.last == Point(x: 400, y: 0) && other.restsBy < 3)
    #expect(abs(other.restsBy - same.restsBy) <= 2.0 / 60)
  }

  @Test("GR-8: pointer timestamps below zero keep the finger's velocity")
  func negativePointerTimes() throws {
    // A pointer clock that reads below zero (an hour before its epoch): every event is accepted,
    // none is restamped, so the toss has the finger's velocity and reaches the far anchor.
    let outcome = try toss(frameStart: 0, offset: -3600)
    #expect(abs(outcome.velocity.x - 1000) < 1e-3)
    #expect(outcome.destination == Point(x: 400, y: 0))
  }
}
