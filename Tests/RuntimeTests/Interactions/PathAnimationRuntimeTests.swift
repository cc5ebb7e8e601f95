import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

/// A path motion in the runtime: precedence, scrubbing and hand-off, as for a tween.
@Suite("Path animations in the runtime")
struct PathAnimationRuntimeTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let position = ReactiveProperty(Point(x: -1, y: -1), name: "position")
  let move: PathAnimation
  static let rest = AnimationSample(value: Point.zero)

  init() throws {
    runtime = FrameRuntime(frameSource: source)
    let arc = try MotionPath.arc(from: Point(x: 0, y: 0), to: Point(x: 100, y: 100))
    move = try PathAnimation(along: arc, duration: 1)
  }

  func expectShowing(_ time: Double, _ comment: Comment? = nil) {
    let expected = move.sample(atLocalTime: time, from: Self.rest).value
    #expect(position.value.distance(to: expected) <= 1e-9, comment)
  }

  @Test("TW-15, TW-18: a path motion yields to a later tween and shows again after it")
  func precedence() throws {
    runtime.add(AnimationInteraction(move), to: position)
    source.advance(by: 0.25)
    expectShowing(0.25)
    let over = try Tween(duration: 0.25, values: [Point(x: 500, y: 500), Point(x: 600, y: 600)])
    runtime.add(TweenInteraction(over), to: position)
    source.advance(by: 0.125)
    #expect(position.value.distance(to: Point(x: 550, y: 550)) <= 1e-9)
    source.advance(by: 0.375)
    expectShowing(0.75, "the path motion again, where its own clock has reached")
    source.advance(by: 1)
    #expect(position.value == Point(x: 100, y: 100))
  }

  @Test("TL-R11: a paused timeline scrubs a path motion back and forth along its length")
  func scrubbing() throws {
    let timeline = Timeline(clock: source)
    runtime.add(AnimationInteraction(move, timeline: timeline), to: position)
    timeline.paused.value = true
    try timeline.scrub(to: 0.5)
    // Half the arc's length: its midpoint on the circle around (0, 100).
    #expect(
      position.value.distance(to: Point(x: 70.710678118654752, y: 29.289321881345248)) <= 1e-9)
    try timeline.scrub(to: 0.1)
    expectShowing(0.1)
    try timeline.scrub(to: 0.9)
    expectShowing(0.9)
    timeline.paused.value = false
    source.advance(by: 0.05)
    expectShowing(0.95)
  }

  @Test("PH-6: a spring that takes over a path motion starts from its point and velocity")
  func handOff() throws {
    runtime.add(AnimationInteraction(move), to: position)
    source.advance(by: 0.5)
    let showing = move.sample(atLocalTime: 0.5, from: Self.rest)
    let spring = try SpringAnimation(.standardDefaultSpatial, to: Point(x: 0, y: 100))
    runtime.add(AnimationInteraction(spring), to: position)
    #expect(position.value.distance(to: showing.value) <= 1e-9)  // no jump
    source.advance(by: 0.1)
    let expected = spring.sample(atLocalTime: 0.1, from: showing).value
    #expect(position.value.distance(to: expected) <= 1e-9)
    let still = spring.sample(atLocalTime: 0.1, from: AnimationSample(value: showing.value)).value
    #expect(still.distance(to: expected) > 1, "the path's velocity was taken")
  }
}
