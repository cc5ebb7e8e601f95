import MotionGestures
import MotionPhysics
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

@testable import MotionRuntime

/// "The velocity of what shows": readable for any animated property, in its units per second,
/// equal to the winner's own velocity (PH-6's hand-off velocity) and zero for what does not move.
@Suite("Where a finger meets motion: the velocity of what shows")
struct ShowingVelocityTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
  let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test("PH-6: a tween's velocity is its curve's slope at the runtime's time; zero once it ends")
  func tween() throws {
    let tween = try Tween(
      duration: 0.4, values: [Point(x: 0, y: 0), Point(x: 200, y: 100)],
      interTimingFunctions: [.standard])
    runtime.add(TweenInteraction(tween), to: card.position)
    for _ in 0..<5 {
      source.advance(frames: 4)
      let expected = tween.sample(atLocalTime: source.now, from: AnimationSample(value: .zero))
      #expect(near(runtime.velocity(of: card.position), expected.velocity, 1e-9))
      #expect(runtime.velocity(of: card.position).x > 0 || source.now >= 0.4)
    }
    source.advance(by: 1)
    #expect(runtime.velocity(of: card.position) == .zero)
  }

  @Test("PH-5, PH-6: a spring's velocity is its own, through a retarget")
  func spring() throws {
    let spring = try Spring(to: 300.0, parameters: .expressiveDefaultSpatial)
    let offset = ReactiveProperty(0.0)
    runtime.add(spring, to: offset)
    source.advance(frames: 3)
    let model = try SpringAnimation(.expressiveDefaultSpatial, to: 300.0, from: 0, velocity: 0)
    let expected = model.sample(atLocalTime: source.now, from: AnimationSample(value: 0))
    #expect(abs(runtime.velocity(of: offset) - expected.velocity) < 1e-6)
    let before = runtime.velocity(of: offset)
    spring.destination.value = -100  // retargeted: the velocity carries on
    #expect(abs(runtime.velocity(of: offset) - before) < 1e-6)
    source.advance(by: 5)
    #expect(runtime.velocity(of: offset) == 0)
  }

  @Test("PH-12: a toss leaves with the finger's velocity; the finger itself reads zero")
  func toss() throws {
    let spring = try Spring(to: Point.zero, parameters: .standardDefaultSpatial)
    runtime.add(Tossable(pan, spring: spring), to: card)
    var events = [pointer(.down, 1, 0, 0, at: 0)]
    for step in 1...5 {
      events.append(pointer(.move, 1, Double(step) * 10 + 10, 0, at: Double(step) * 0.01))
    }
    feed([pan], events)
    #expect(runtime.velocity(of: card.position) == .zero)  // held by the finger
    var released = Point.zero
    let observer = pan.addStateChangeObserver { state in
      if state == .ended { released = self.pan.velocity(in: nil) }
    }
    feed([pan], [pointer(.up, 1, 60, 0, at: 0.05)])
    observer.unsubscribe()
    #expect(released.x > 500)
    #expect(near(runtime.velocity(of: card.position), released, 1e-9))
  }

  @Test("a property this runtime never animated, or only wrote, reads zero and gets no arbiter")
  func untouched() {
    let other = ReactiveProperty(Point(x: 3, y: 4))
    #expect(runtime.velocity(of: other) == .zero)
    other.value = Point(x: 5, y: 6)
    #expect(runtime.velocity(of: other) == .zero)
    #expect(ArbiterTable<Point>.of(runtime).existingArbiter(for: other) == nil)
    #expect(!runtime.isActive)
  }
}
