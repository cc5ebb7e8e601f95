import MotionGestures
import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTestSupport
import MotionTween
import Testing

/// What a finger leaves when physics takes a held property over (PH-6): the gesture's motion
/// ends at that instant holding its last value (it is not removed), so it is what shows again
/// when the physics motion is switched off; and the release defaults a drag settles with.
@Suite("Where a finger meets motion: a held property that physics takes over")
struct HeldThroughPhysicsTests {
  @Test("PH-6: a spring that takes a held card, then is toggled off, leaves the finger's value")
  func fingerValueHoldsWhenPhysicsIsToggledOff() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
    let pan = PanGestureRecognizer(element: HitRegion(parent: HitRegion(name: "screen")))
    let drag = Draggable(pan, catchesOnTouch: false)
    runtime.add(drag, to: card)
    feed([pan], [pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 20, 0, at: 0)])
    feed([pan], [pointer(.move, 1, 70, 0, at: 0)])
    #expect(card.position.value == Point(x: 50, y: 0))
    let pull = AnimationInteraction(
      try SpringAnimation(.standardDefaultSpatial, to: Point(x: 0, y: 300)))
    runtime.add(pull, to: card.position)  // PH-6: takes the card from under the finger
    source.advance(frames: 5)
    #expect(card.position.value.y > 0)
    #expect(runtime.isActive(drag), "the finger is still down")
    pull.enabled.value = false  // the spring takes no part: the finger's last value shows
    #expect(card.position.value == Point(x: 50, y: 0))
    feed([pan], [pointer(.up, 1, 70, 0, at: 0.2)])
    source.advance(by: 1)
    #expect(card.position.value == Point(x: 50, y: 0))
  }

  @Test("PH-12: a drag release settles over 0.35 s toward 0.2 s of its velocity by default")
  func releaseDefaults() throws {
    let release = try DragRelease()
    #expect(release.duration == 0.35)
    #expect(release.projection == 0.2)
    #expect(release.destination == nil)
    // A physics release has no tween duration.
    #expect(try DragRelease(spring: .standardDefaultSpatial).duration == 0)
    #expect(DragRelease(decay: .normal).duration == 0)
  }
}
