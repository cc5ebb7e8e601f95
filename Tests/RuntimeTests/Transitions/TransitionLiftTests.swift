import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// A release between two frames (TR-10, PH-12): the released spring is timed from the lift,
/// whether the lift is delivered before the next frame or only after it, so the sheet neither
/// runs ahead nor stands still for a frame, as a drag's settle does.
@Suite("Transitions: a lift between two frames")
struct TransitionLiftTests {
  /// A dismissal dragged down at 1,000 pt/s (events every 4 ms) and lifted `fraction` of a
  /// frame after the twelfth; the lift delivered before the next frame, or after it when
  /// `late`. Returns what shows each frame after, against the spring started at the lift.
  func release(at fraction: Double, late: Bool) throws -> [(shown: Point, expected: Point)] {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let (back, fore) = (Point(x: 0, y: 800), Point(x: 0, y: 200))
    let sheet = MotionElement(name: "sheet", position: fore)
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let dismiss = try Transition(in: runtime, initialDirection: .backward)
    dismiss.add(try TransitionSpring(back: back, fore: fore), to: sheet.position)
    runtime.add(try TransitionDrag(pan, transition: dismiss, back: back, fore: fore), to: sheet)
    pan.handle(pointer(.down, 1, 0, 200, at: 0))
    let interval = source.frameInterval
    let lift = 12 * interval + fraction * interval
    var t = 0.004
    while t < lift {
      while source.now + interval <= t { source.advance(frames: 1) }
      pan.handle(pointer(.move, 1, 0, 200 + 1000 * t, at: t))
      t += 0.004
    }
    while source.now + interval <= lift { source.advance(frames: 1) }
    pan.handle(pointer(.move, 1, 0, 200 + 1000 * lift, at: lift))
    let released = sheet.position.value
    let velocity = pan.velocity(in: nil)
    if late { source.advance(frames: 1) }
    pan.handle(pointer(.up, 1, 0, 200 + 1000 * lift, at: lift))
    #expect(dismiss.direction.value == .backward)
    let model = try SpringAnimation(
      .standardDefaultSpatial, to: back, from: released, velocity: velocity)
    var frames: [(Point, Point)] = []
    for _ in 0..<4 {
      source.advance(frames: 1)
      let expected = model.sample(atLocalTime: source.now - lift, from: .init(value: .zero))
      frames.append((sheet.position.value, expected.value))
    }
    return frames
  }

  @Test(
    "TR-10: lifted between two frames, the released spring starts at the lift",
    arguments: [0.25, 0.5, 0.75])
  func beforeTheNextFrame(fraction: Double) throws {
    for (shown, expected) in try release(at: fraction, late: false) {
      #expect(shown.distance(to: expected) < 1e-6, "\(shown.y) against \(expected.y)")
    }
  }

  @Test(
    "TR-10: a lift delivered only after the next frame is timed from the lift too",
    arguments: [0.25, 0.5, 0.75])
  func afterTheNextFrame(fraction: Double) throws {
    for (shown, expected) in try release(at: fraction, late: true) {
      #expect(shown.distance(to: expected) < 1e-6, "\(shown.y) against \(expected.y)")
    }
  }
}
