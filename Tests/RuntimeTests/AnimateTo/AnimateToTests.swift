import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// "Animate to" (issue 31, part 5): one call moves a property to a value; a second call while it
/// moves continues from the value (and, for a spring, the velocity) showing, replacing the first.
@Suite("Animate to: one call, retargeting instead of stacking")
struct AnimateToTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", position: Point(x: 0, y: 0))

  init() {
    runtime = FrameRuntime(frameSource: source)
  }

  @Test("PH-12: the default spring brings the property to rest on the target")
  func springToRest() async throws {
    let completion = try runtime.animate(card.position, to: Point(x: 200, y: 0))
    source.advance(frames: 1)
    #expect(card.position.value.x > 0 && card.position.value.x < 200)
    source.advance(by: 3)
    #expect(!runtime.isActive)
    #expect(card.position.value == Point(x: 200, y: 0))
    #expect(try await completion.value() == .finished)
  }

  @Test("PH-5, PH-6: a second call mid-flight keeps the value and the velocity showing")
  func retargetKeepsVelocity() throws {
    let first = try runtime.animate(card.position, to: Point(x: 200, y: 0))
    source.advance(by: 0.1)
    let value = card.position.value
    let velocity = runtime.velocity(of: card.position)
    #expect(velocity.x > 100)  // moving
    let second = try runtime.animate(card.position, to: Point(x: 0, y: 120))
    #expect(card.position.value == value)
    let after = runtime.velocity(of: card.position)
    #expect(abs(after.x - velocity.x) < 1e-9 * abs(velocity.x) && abs(after.y - velocity.y) < 1e-9)
    #expect(first.outcome == .interrupted)
    // The next frame is the new spring's from exactly that value and velocity.
    let continued = try SpringAnimation(
      .standardDefaultSpatial, to: Point(x: 0, y: 120), from: value, velocity: velocity)
    let dt = source.frameInterval
    source.advance(frames: 1)
    let expected = continued.sample(atLocalTime: dt, from: AnimationSample(value: value)).value
    #expect(abs(card.position.value.x - expected.x) < 1e-9)
    #expect(abs(card.position.value.y - expected.y) < 1e-9)
    source.advance(by: 3)
    #expect(card.position.value == Point(x: 0, y: 120))
    #expect(second.outcome == .finished)
  }

  @Test("no stacking: a call per frame for 300 frames keeps at most two and frees the rest")
  func noStacking() throws {
    var made: [Weak] = []
    var completions: [MotionCompletion] = []
    for index in 0..<300 {
      // The first target is where the card is: that spring is at rest from its start, ends
      // at once, and stays the property's latest-ended motion (the bounded ghost).
      completions.append(
        try runtime.animate(card.position, to: Point(x: Double(index % 7) * 40, y: 0)))
      made.append(
        Weak(
          runtime.interactions(
            ofType: AnimationInteraction<SpringAnimation<Point>>.self, for: card.position
          ).last))
      source.advance(frames: 1)
      #expect(runtime.connectionCount <= 2)
    }
    #expect(made.allSatisfy { $0.object != nil } == false)
    #expect(made.filter { $0.object != nil }.count <= 2)
    #expect(completions[0].outcome == .finished)
    #expect(completions[1..<299].allSatisfy { $0.outcome == .interrupted })
    #expect(completions[299].outcome == nil)
  }

  /// A weak reference, for counting what is still alive.
  struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
  }

  @Test("TW-6: a tween starts from the value showing, replaces a running one, ends on target")
  func tween() throws {
    let spec = MotionSpec.tween(duration: 0.3, timingFunction: .linear)
    let first = try runtime.animate(card.position, to: Point(x: 300, y: 0), with: spec)
    source.advance(by: 0.1)
    #expect(abs(card.position.value.x - 100) < 1e-9)
    let second = try runtime.animate(card.position, to: Point(x: 100, y: 0), with: spec)
    #expect(first.outcome == .interrupted)
    #expect(abs(card.position.value.x - 100) < 1e-9)  // no jump
    source.advance(by: 0.15)
    #expect(abs(card.position.value.x - 100) < 1e-9)  // from 100 to 100: it holds
    source.advance(by: 0.2)
    #expect(card.position.value == Point(x: 100, y: 0))
    #expect(second.outcome == .finished)
    // The first tween never shows again, though its span would have covered 0.1…0.3.
    #expect(runtime.connectionCount <= 1)
  }

  @Test("a tween to a new place, from where a spring left the property, follows its curve")
  func tweenAfterSpring() throws {
    try runtime.animate(card.position, to: Point(x: 200, y: 0))
    source.advance(by: 0.1)
    let value = card.position.value
    let spec = MotionSpec.tween(duration: 0.2, timingFunction: .linear)
    try runtime.animate(card.position, to: Point(x: 0, y: 0), with: spec)
    #expect(card.position.value == value)
    source.advance(by: 0.1)
    #expect(abs(card.position.value.x - value.x / 2) < 1e-6)
  }

  @Test("PH-6: a grab interrupts an animate-to, and the finger holds the property")
  func grabInterrupts() throws {
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    runtime.add(Draggable(pan, catchesOnTouch: false), to: card)
    let completion = try runtime.animate(card.position, to: Point(x: 0, y: 400))
    source.advance(frames: 6)
    let t = source.now
    feed([pan], [pointer(.down, 1, 0, 0, at: t), pointer(.move, 1, 20, 0, at: t)])
    #expect(completion.outcome == .interrupted)
    let held = card.position.value
    source.advance(by: 1)
    #expect(card.position.value == held)
  }

  @Test("bad input: a NaN or infinite target, a bad duration: typed errors, nothing starts")
  func badInput() throws {
    let before = card.position.value
    #expect(throws: AnimateToError.nonFiniteTarget) {
      try runtime.animate(card.position, to: Point(x: .nan, y: 0))
    }
    #expect(throws: AnimateToError.nonFiniteTarget) {
      try runtime.animate(card.position, to: Point(x: 0, y: .infinity), with: .tween(duration: 1))
    }
    #expect(throws: AnimateToError.invalidDuration(-1)) {
      try runtime.animate(card.position, to: Point(x: 1, y: 0), with: .tween(duration: -1))
    }
    #expect(throws: AnimateToError.invalidDuration(.infinity)) {
      try runtime.animate(card.position, to: Point(x: 1, y: 0), with: .tween(duration: .infinity))
    }
    source.advance(frames: 2)
    #expect(card.position.value == before)
    #expect(!runtime.isActive)
    #expect(runtime.connectionCount == 0)
    #expect("\(AnimateToError.invalidDuration(-1))".contains("-1.0"))
  }

  @Test("reduced motion: a spatial animate-to is an instant change; an opacity still plays")
  func reducedMotion() throws {
    runtime.reducesMotion = true
    let moved = try runtime.animate(card.position, to: Point(x: 200, y: 0))
    try runtime.animate(card.opacity, to: 0.5, with: .spring(.standardDefaultEffects))
    source.advance(frames: 1)
    #expect(card.position.value == Point(x: 200, y: 0))
    #expect(moved.outcome == .finished)
    #expect(card.state.opacity > 0.5 && card.state.opacity < 1)
    let tween = try runtime.animate(
      card.position, to: Point(x: 0, y: 0), with: .tween(duration: 0.3))
    source.advance(frames: 1)
    #expect(card.position.value == Point(x: 0, y: 0))
    source.advance(by: 0.3)
    #expect(tween.outcome == .finished)
  }
}
