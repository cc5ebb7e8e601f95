import MotionGestures
import MotionRuntime
import Testing

// The examples in the doc comments of Sources/Runtime that need MotionGestures and MotionRuntime,
// each run by a test that asserts what the comment says (Docs/Testing.md, "Documentation
// snippets").
@Suite("Snippets: direct manipulation doc comments")
struct RuntimeGestureDocCommentSnippets {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card")

  init() { runtime = FrameRuntime(frameSource: source) }

  @Test("DirectlyManipulable: one finger drags; a second one turns and scales, all at once")
  func directlyManipulable() throws {
    let cardNode = HitRegion(name: "card")
    let coordinator = GestureCoordinator()
    let manipulable = try DirectlyManipulable(element: cardNode, coordinator: coordinator)
    runtime.add(manipulable, to: card)
    // feed pointer events to the coordinator
    for event in twoFingerTurnAndSpread() { coordinator.handle(event) }
    #expect(coordinates(of: card) != [0, 0])
    #expect(card.state.rotation > 0)
    #expect(card.state.scale > 1)
  }

  @Test("Rotatable and Scalable: two fingers turn and scale the card")
  func rotatableAndScalable() {
    let region = card.makeHitRegion()
    let (rotation, pinch) = (
      RotationGestureRecognizer(element: region), ScaleGestureRecognizer(element: region)
    )
    runtime.add(Rotatable(rotation), to: card)
    runtime.add(Scalable(pinch), to: card)
    for event in twoFingerTurnAndSpread() {
      rotation.handle(event)
      pinch.handle(event)
    }
    #expect(card.state.rotation > 0)
    #expect(card.state.scale > 1)
  }

  @Test("DragRelease: released at speed, the card settles further along the throw")
  func dragRelease() throws {
    let pan = PanGestureRecognizer(element: card.makeHitRegion())
    let release = try DragRelease(duration: 0.35, projection: 0.2)
    runtime.add(Draggable(pan, release: release), to: card)
    for (index, x) in [0.0, 20, 40, 60].enumerated() {
      pan.handle(touch(index == 0 ? .down : .move, x, 0, at: 0.01 * Double(index)))
    }
    pan.handle(touch(.up, 60, 0, at: 0.03))
    let released = coordinates(of: card)[0]
    source.advance(by: 0.5)
    #expect(coordinates(of: card)[0] > released + 100)  // 2,000 pt/s projected over 0.2 s
    #expect(!runtime.isActive)
  }
}

/// One finger holds still at the origin while a second one turns counterclockwise around it and
/// moves away: a rotation and a pinch that both begin and then grow.
private func twoFingerTurnAndSpread() -> [PointerEvent] {
  let path: [(Double, Double)] = [(100, 0), (70, 70), (0, 120), (-100, 120), (-200, 100)]
  return [touch(.down, 0, 0, at: 0)]
    + path.enumerated().map { index, point in
      touch(index == 0 ? .down : .move, point.0, point.1, at: 0.01 * Double(index), pointer: 2)
    }
}
