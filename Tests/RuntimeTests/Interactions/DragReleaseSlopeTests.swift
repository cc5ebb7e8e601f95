import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import Testing

/// The settle after a release starts at the release velocity (its component towards the
/// destination), up to 4.5 times the settle's average speed. Measured over the first
/// millisecond of the settle, on a diagonal (x ≠ y) so that a swapped coordinate shows.
@Suite("Drag release: the settle's starting speed")
struct DragReleaseSlopeTests {
  let source: ManualFrameSource
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: .zero)
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() throws {
    source = ManualFrameSource(rate: try FrameRate(framesPerSecond: 1000))
    runtime = FrameRuntime(frameSource: source)
  }

  /// Drags at a constant `velocity` for 140 ms, releases, and returns the settle's starting
  /// speed and its first step. The destination is always 100 points away from the release,
  /// along (60, 80). The speed is extrapolated from the first two 1 ms frames (Richardson:
  /// `(4·d₁ − d₂) / 2Δt`), which cancels the curve's second-order term.
  func release(at velocity: Point) throws -> (speed: Double, step: Point) {
    let offset = Point(x: 60, y: 80)
    let release = try DragRelease(duration: 0.4, destination: { position, _ in position + offset })
    runtime.add(Draggable(pan, release: release), to: card)
    var events = [pointer(.down, 1, 0, 0, at: 0)]
    // A first jump passes the slop; the velocity window (100 ms) then sees only the steady part.
    var position = Point(x: 30, y: 40)
    events.append(pointer(.move, 1, position.x, position.y, at: 0.01))
    for step in 1...14 {
      position = position + velocity * 0.01
      events.append(pointer(.move, 1, position.x, position.y, at: 0.01 + Double(step) * 0.01))
    }
    events.append(pointer(.up, 1, position.x, position.y, at: 0.15))
    feed([pan], events)
    let released = card.position.value
    source.advance(frames: 1)
    let first = card.position.value - released
    source.advance(frames: 1)
    let second = card.position.value - released
    let length = { (point: Point) in point.distance(to: .zero) }
    return ((4 * length(first) - length(second)) / 0.002, first)
  }

  @Test("a slow release: the settle leaves at the release velocity's component towards the target")
  func slowRelease() throws {
    // Towards (60, 80)/100 the velocity (80, −10) has component 40 points/s (with x and y
    // swapped it would be 58): slope 40 × 0.4 / 100 = 0.16 < 4.5.
    let (speed, step) = try release(at: Point(x: 80, y: -10))
    #expect(abs(speed - 40) / 40 < 0.01, "speed \(speed)")
    #expect(abs(step.x * 80 - step.y * 60) < 1e-9)  // straight towards the destination
  }

  @Test("a release velocity across the target does not speed the settle up")
  func acrossTheTarget() throws {
    // (40, -30) is perpendicular to (60, 80): no component towards the destination, slope 0.
    let (speed, _) = try release(at: Point(x: 400, y: -300))
    #expect(abs(speed) < 1, "speed \(speed)")  // the curve starts flat
  }

  @Test("a fast release is capped: the settle leaves at 4.5 times its average speed")
  func fastReleaseIsCapped() throws {
    // Component 5,000 points/s: slope 5000 × 0.4 / 100 = 20, capped at 4.5, so the settle
    // starts at 4.5 × 100 / 0.4 = 1,125 points/s.
    let (speed, _) = try release(at: Point(x: 3000, y: 4000))
    #expect(abs(speed - 1125) / 1125 < 0.01, "speed \(speed)")
  }

  @Test("a release moving away from the target never sends the settle the wrong way")
  func awayFromTheTarget() throws {
    // (-300, -400) points away from (60, 80): its component towards the destination is
    // negative, so the slope is clamped to 0 (a negative one would start the curve backwards,
    // away from where it settles, before turning round).
    let (speed, step) = try release(at: Point(x: -300, y: -400))
    #expect(abs(speed) < 1, "speed \(speed)")
    #expect(step.x * 60 + step.y * 80 >= 0, "first step \(step) goes away from the target")
  }
}
