import Foundation
import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTestSupport
import Testing

@Suite("Rotatable, Scalable and DirectlyManipulable")
struct DirectlyManipulableTests {
  let runtime = FrameRuntime(frameSource: ManualFrameSource())
  let card = MotionElement(name: "card", position: Point(x: 50, y: 50), rotation: 1, scale: 2)
  let coordinator = GestureCoordinator()

  /// Finger 2 at `angle` on a circle of `radius` around finger 1 at (20, 0).
  func second(_ phase: PointerEvent.Phase, angle: Double, radius: Double = 100, at time: Double)
    -> PointerEvent
  {
    pointer(phase, 2, 20 + radius * cos(angle), radius * sin(angle), at: time)
  }

  @Test("RT-2: the composite stores itself, then its three interactions, on the element")
  func composite() throws {
    let manipulable = try DirectlyManipulable(element: HitRegion(), coordinator: coordinator)
    runtime.add(manipulable, to: card)
    #expect(runtime.interactions(ofType: DirectlyManipulable.self, for: card).count == 1)
    #expect(runtime.interactions(ofType: Draggable.self, for: card).first === manipulable.draggable)
    #expect(runtime.interactions(ofType: Rotatable.self, for: card).first === manipulable.rotatable)
    #expect(runtime.interactions(ofType: Scalable.self, for: card).first === manipulable.scalable)
  }

  @Test("drag, rotate and pinch at once; fingers added or lifted cause no jump")
  func noJumps() throws {
    let manipulable = try DirectlyManipulable(element: HitRegion(), coordinator: coordinator)
    runtime.add(manipulable, to: card)
    coordinator.handle(pointer(.down, 1, 0, 0, at: 0))
    coordinator.handle(pointer(.move, 1, 20, 0, at: 0.01))
    #expect(runtime.isActive(manipulable))
    let dragged = card.position.value
    coordinator.handle(second(.down, angle: 0, at: 0.02))
    #expect(near(card.position.value, dragged))  // the second finger does not move the card
    #expect(card.rotation.value == 1 && card.scale.value == 2)
    var time = 0.02
    for step in 1...15 {
      time += 0.01
      coordinator.handle(second(.move, angle: Double(step) * 0.02, at: time))
    }
    let turned = card.rotation.value - 1
    #expect(turned > 0.1 && turned < 0.3)
    coordinator.handle(second(.move, angle: 0.3, radius: 150, at: time + 0.01))
    coordinator.handle(second(.move, angle: 0.3, radius: 160, at: time + 0.015))
    let (position, rotation, scale) = (card.position.value, card.rotation.value, card.scale.value)
    #expect(scale > 2 && scale < 3)
    coordinator.handle(second(.up, angle: 0.3, radius: 160, at: time + 0.02))
    #expect(near(card.position.value, position))
    #expect(card.rotation.value == rotation && card.scale.value == scale)
    coordinator.handle(pointer(.move, 1, 30, 0, at: time + 0.03))
    #expect(near(card.position.value, position + Point(x: 10, y: 0)))
    coordinator.handle(pointer(.up, 1, 30, 0, at: time + 0.04))
    #expect(!runtime.isActive(manipulable))
  }

  @Test("RT-5: toggling the composite toggles its three gestures")
  func toggles() throws {
    let manipulable = try DirectlyManipulable(element: HitRegion(), coordinator: coordinator)
    runtime.add(manipulable, to: card)
    manipulable.enabled.value = false
    #expect(!manipulable.draggable.enabled.value && !manipulable.rotatable.enabled.value)
    #expect(!manipulable.scalable.enabled.value)
    coordinator.handle(pointer(.down, 1, 0, 0, at: 0))
    coordinator.handle(pointer(.move, 1, 40, 0, at: 0.01))
    #expect(card.position.value == Point(x: 50, y: 50))
    manipulable.enabled.value = true
    #expect(manipulable.scalable.enabled.value)
  }

  @Test("constraints shape rotation and scale")
  func constraints() throws {
    let rotation = RotationGestureRecognizer(element: HitRegion())
    let scale = ScaleGestureRecognizer(element: HitRegion())
    runtime.add(Rotatable(rotation), to: card, constraints: { $0.upperBound(1.05) })
    runtime.add(Scalable(scale), to: card, constraints: { $0.upperBound(2.5) })
    var events = [pointer(.down, 1, 20, 0, at: 0), second(.down, angle: 0, at: 0)]
    for step in 1...20 {
      events.append(
        second(
          .move, angle: Double(step) * 0.02, radius: 100 + Double(step) * 5, at: Double(step) * 0.01
        ))
    }
    feed([rotation, scale], events)
    #expect(card.rotation.value == 1.05)
    #expect(card.scale.value == 2.5)
  }
}

@Suite("Gesture interactions: lifetime")
struct GestureLifetimeTests {
  @Test("RT-1: a released runtime leaves the recognizers unobserved and frees the interactions")
  func released() throws {
    let source = ManualFrameSource()
    let card = MotionElement(name: "card")
    let coordinator = GestureCoordinator()
    let manipulable = try DirectlyManipulable(
      element: HitRegion(), coordinator: coordinator, release: try DragRelease())
    weak var weakRuntime: FrameRuntime?
    weak var weakDrag: Draggable?
    do {
      let runtime = FrameRuntime(frameSource: source)
      let drag = Draggable(PanGestureRecognizer(element: HitRegion()), release: try DragRelease())
      runtime.add(manipulable, to: card)
      runtime.add(drag, to: MotionElement())
      coordinator.handle(pointer(.down, 1, 0, 0, at: 0))
      coordinator.handle(pointer(.move, 1, 40, 0, at: 0.05))
      coordinator.handle(pointer(.up, 1, 40, 0, at: 0.1))
      source.advance(frames: 2)  // settling
      (weakRuntime, weakDrag) = (runtime, drag)
    }
    #expect(weakRuntime == nil)
    #expect(weakDrag == nil)
    #expect(card.position.observerCount == 0)
    #expect(source.observerCount == 0)
    let settled = card.position.value
    coordinator.handle(pointer(.down, 1, 0, 0, at: 1))
    coordinator.handle(pointer(.move, 1, 80, 0, at: 1.05))
    source.advance(frames: 5)
    #expect(card.position.value == settled)
  }
}
