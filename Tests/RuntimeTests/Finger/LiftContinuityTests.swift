import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// "Release at the lift's timestamp": a drag lifted between two frames hands off to its settle
/// at the lift's instant, so the value and velocity are continuous through the lift at any frame
/// rate and with a dropped frame (PH-6, PH-12, GR-8).
@Suite("Where a finger meets motion: continuity through the lift")
struct LiftContinuityTests {
  /// How the drag settles.
  enum Release: CaseIterable, CustomStringConvertible {
    case draggableSpring, tossable
    var description: String { self == .draggableSpring ? "Draggable (spring)" : "Tossable" }
  }

  /// One scene: a finger moving right at a steady 1,000 pt/s, events every 4 ms interleaved with
  /// the frames, lifted `fraction` of a frame after a frame; then `frames` frames, each step
  /// `dropped` frames long.
  struct Outcome {
    var lift = 0.0
    var released = Point.zero
    var velocity = Point.zero
    var destination = Point.zero
    /// The card after each frame that followed the lift, with the frame's time.
    var after: [(time: Double, value: Point)] = []
  }

  func run(_ release: Release, rate: FrameRate, fraction: Double, dropped: Int) throws -> Outcome {
    let source = ManualFrameSource(rate: rate)
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    switch release {
    case .draggableSpring:
      let settle = try DragRelease(spring: .standardDefaultSpatial, projection: 0.2)
      runtime.add(Draggable(pan, release: settle), to: card)
    case .tossable:
      let anchors = [Point(x: 0, y: 0), Point(x: 400, y: 0)]
      runtime.add(Tossable(pan, spring: spring, anchors: anchors), to: card)
    }
    var outcome = Outcome()
    let observer = pan.addStateChangeObserver { state in
      if state == .ended { outcome.velocity = pan.velocity(in: nil) }
    }
    defer { observer.unsubscribe() }
    let interval = source.frameInterval
    outcome.lift = 12 * interval + fraction * interval
    func frames(until time: Double) {
      while source.now + interval <= time { source.advance(frames: 1) }
    }
    pan.handle(pointer(.down, 1, 0, 0, at: 0))
    var step = 1
    while Double(step) * 0.004 < outcome.lift {
      let t = Double(step) * 0.004
      frames(until: t)
      pan.handle(pointer(.move, 1, 1000 * t, 0, at: t))
      step += 1
    }
    frames(until: outcome.lift)
    pan.handle(pointer(.move, 1, 1000 * outcome.lift, 0, at: outcome.lift))
    outcome.released = card.position.value
    pan.handle(pointer(.up, 1, 1000 * outcome.lift, 0, at: outcome.lift))
    outcome.destination =
      release == .tossable
      ? spring.destination.value : outcome.released + outcome.velocity.scaled(by: 0.2)
    for _ in 0..<4 {
      source.advance(frames: dropped)
      outcome.after.append((source.now, card.position.value))
    }
    return outcome
  }

  @Test(
    "PH-12, GR-8: lifted between two frames, the settle starts at the lift: every later frame shows the spring from the lift",
    arguments: Release.allCases, [FrameRate.hz60, .hz120])
  func continuousThroughTheLift(release: Release, rate: FrameRate) throws {
    for fraction in [0.1, 0.48, 0.9] {
      for dropped in [1, 2] {
        let outcome = try run(release, rate: rate, fraction: fraction, dropped: dropped)
        let label = "\(release) \(rate) lift +\(fraction) frame, steps of \(dropped)"
        #expect(abs(outcome.velocity.x - 1000) < 1, "\(label): release \(outcome.velocity)")
        let model = try SpringAnimation(
          .standardDefaultSpatial, to: outcome.destination, from: outcome.released,
          velocity: outcome.velocity)
        for (time, value) in outcome.after {
          let expected = model.sample(
            atLocalTime: time - outcome.lift, from: AnimationSample(value: .zero))
          #expect(near(value, expected.value, 1e-6), "\(label) at \(time): \(value)")
        }
      }
    }
  }
}
