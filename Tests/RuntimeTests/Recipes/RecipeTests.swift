import Foundation
import MotionGestures
import MotionRuntime
import MotionStreams
import MotionTimeline
import MotionTween
import Testing

// The recipes of Docs/Recipes.md, each runnable headless on a manual frame source with its
// expected values asserted. The text between `// recipe:` and `// end recipe` markers is what
// the document shows, line for line (RecipeDocumentTests checks it).

/// A pointer event: pointer `pointer`'s `phase` at `(x, y)`, `time` seconds on the frame
/// source's clock.
func event(
  _ phase: PointerEvent.Phase, _ pointer: Int, _ x: Double, _ y: Double, _ time: Double
)
  -> PointerEvent
{
  PointerEvent(pointer: pointer, phase: phase, position: Point(x: x, y: y), timestamp: time)
}

/// Whether two points are within `tolerance` of each other (1e-9 points unless told): a
/// position reached by adding many moves is exact only to rounding.
func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
  a.distance(to: b) <= tolerance
}

@Suite("Recipes: the interactions a newcomer writes first")
struct RecipeTests {
  @Test("move a card with one call, and give it a new target mid-flight")
  func animateTo() async throws {
    // recipe: animate-to
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: Point(x: 0, y: 0))
    // One call: a spring (Material's standard spatial one) to (200, 0), no interaction to build.
    try runtime.animate(card.position, to: Point(x: 200, y: 0))
    source.advance(by: 0.1)
    // A new target mid-flight: the card turns from where it is, at the speed it has.
    let turn = try runtime.animate(card.position, to: Point(x: 200, y: 150))
    source.advance(by: 2)
    #expect(card.position.value == Point(x: 200, y: 150))
    #expect(try await turn.value() == .finished)
    // end recipe
  }

  @Test("fade in, then drag and throw to the nearest slot")
  func fadeInThenThrow() throws {
    // recipe: fade-in-then-throw
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(
      name: "card", position: Point(x: 100, y: 400), size: Size(width: 80, height: 80),
      opacity: 0)
    // Fade in over 0.3 s: a single-value tween starts from the value showing (0).
    runtime.add(TweenInteraction(try Tween(duration: 0.3, values: [1.0])), to: card.opacity)
    // On release, settle at the slot nearest to where the throw would carry the card in 0.2 s.
    let slots = [Point(x: 100, y: 100), Point(x: 100, y: 400), Point(x: 100, y: 700)]
    let release = try DragRelease(duration: 0.3) { position, velocity in
      let projected = position + velocity * 0.2
      return slots.min { $0.distance(to: projected) < $1.distance(to: projected) } ?? position
    }
    let pan = PanGestureRecognizer(element: card.makeHitRegion())
    runtime.add(Draggable(pan, release: release), to: card)
    source.advance(by: 0.3)
    #expect(card.opacity.value == 1)
    // A flick upwards: 60 points in 30 ms, about 2,000 points per second.
    let t = source.now
    for (index, y) in [400.0, 380, 360, 340].enumerated() {
      pan.handle(event(index == 0 ? .down : .move, 1, 100, y, t + 0.01 * Double(index)))
    }
    pan.handle(event(.up, 1, 100, 340, t + 0.03))
    #expect(card.position.value.y < 400)  // it followed the finger
    source.advance(by: 0.3)
    #expect(card.position.value == slots[0])  // thrown past the middle slot to the top one
    #expect(!runtime.isActive)
    // end recipe
  }

  @Test("interrupt a running tween with a touch: caught where drawn, it stays where it is left")
  func interruptTween() throws {
    // recipe: interrupt-a-tween
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", position: .zero, size: Size(width: 80, height: 80))
    let entrance = TweenInteraction(
      try Tween(duration: 1, values: [Point.zero, Point(x: 300, y: 0)]))
    runtime.add(entrance, to: card.position)
    let pan = PanGestureRecognizer(element: card.makeHitRegion())
    runtime.add(Draggable(pan), to: card)
    source.advance(by: 0.5)
    let caught = card.position.value
    #expect(caught.x > 0 && caught.x < 300)  // on its way
    // A finger lands where the card is drawn: the touch catches the card there, before any
    // slop, and the entrance ends (a grab interrupts, as a physics start does).
    pan.handle(event(.down, 1, caught.x, caught.y, source.now))
    source.advance(frames: 3)
    #expect(card.position.value == caught)  // held under the still finger
    // The finger moves 20 points (the pan begins past its 10-point slop, from there), then 40
    // more, and lifts.
    let t = source.now
    pan.handle(event(.move, 1, caught.x + 20, caught.y, t + 0.01))
    pan.handle(event(.move, 1, caught.x + 60, caught.y, t + 0.02))
    pan.handle(event(.up, 1, caught.x + 60, caught.y, t + 0.03))
    #expect(card.position.value == caught + Point(x: 40, y: 0))
    source.advance(by: 1)
    #expect(card.position.value == caught + Point(x: 40, y: 0))  // what the finger left holds
    // end recipe
  }

  @Test("a bottom sheet follows the finger vertically and settles to the nearest detent")
  func bottomSheet() throws {
    // recipe: bottom-sheet
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let detents = [200.0, 500.0, 800.0]  // the sheet's center: open, half open, closed
    let sheet = MotionElement(
      name: "sheet", position: Point(x: 200, y: 800), size: Size(width: 400, height: 600))
    let release = try DragRelease(duration: 0.35) { position, velocity in
      let projected = position.y + velocity.y * 0.2
      let y = detents.min { abs($0 - projected) < abs($1 - projected) } ?? position.y
      return Point(x: position.x, y: y)
    }
    let pan = PanGestureRecognizer(element: sheet.makeHitRegion())
    runtime.add(
      Draggable(pan, release: release), to: sheet, constraints: { $0.xLocked(to: 200) })
    // A slow drag up by 280 points (the finger drifts sideways; the sheet does not), then a
    // pause before lifting: no velocity left, so the nearest detent wins. Frames run while the
    // finger moves, as they do in an app: events and frames share one clock.
    pan.handle(event(.down, 1, 200, 800, source.now))
    for step in 1...28 {
      source.advance(by: 0.05)
      pan.handle(event(.move, 1, 200 + Double(step), 800 - 10 * Double(step), source.now))
    }
    #expect(sheet.position.value.x == 200)
    source.advance(by: 0.2)
    pan.handle(event(.up, 1, 228, 520, source.now))
    source.advance(by: 0.4)
    #expect(sheet.position.value == Point(x: 200, y: 500))
    // A flick up from the half-open detent carries the sheet to the open one.
    pan.handle(event(.down, 1, 200, 500, source.now))
    for step in 1...4 {
      source.advance(by: 0.01)
      pan.handle(event(.move, 1, 200, 500 - 20 * Double(step), source.now))
    }
    pan.handle(event(.up, 1, 200, 420, source.now))
    source.advance(by: 0.4)
    #expect(sheet.position.value == Point(x: 200, y: 200))
    // end recipe
  }

  @Test("a scrubbed choreography: staggered tiles on one paused timeline")
  func scrubbedChoreography() throws {
    // recipe: scrubbed-choreography
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let timeline = Timeline()  // runs on the runtime's clock once used
    timeline.paused.value = true
    let tiles = (0..<3).map { MotionElement(name: "tile\($0)", opacity: 0) }
    for (index, tile) in tiles.enumerated() {
      // Each tile fades in over 0.2 s, 0.1 s after the one before.
      let fade = try Tween(duration: 0.2, delay: 0.1 * Double(index), values: [0.0, 1.0])
      runtime.add(TweenInteraction(fade, timeline: timeline), to: tile.opacity)
    }
    func opacities() -> [Double] { tiles.map { ($0.opacity.value * 1000).rounded() / 1000 } }
    // While paused, the tiles show the timeline's offset, at once, in any order.
    timeline.timeOffset.value = 0.15
    #expect(opacities() == [0.75, 0.25, 0])
    timeline.timeOffset.value = 0.05
    #expect(opacities() == [0.25, 0, 0])
    timeline.timeOffset.value = 0.4
    #expect(opacities() == [1, 1, 1])
    // Scrub back to the start and play: time runs on from the offset, frame by frame.
    timeline.timeOffset.value = 0
    timeline.paused.value = false
    source.advance(by: 0.25)
    #expect(opacities() == [1, 0.75, 0.25])
    source.advance(by: 0.2)
    #expect(opacities() == [1, 1, 1])
    // end recipe
  }

  @Test("pinch, turn and pan a photo with two fingers")
  func pinchRotatePan() throws {
    // recipe: pinch-rotate-pan
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let photo = MotionElement(
      name: "photo", position: Point(x: 200, y: 200), size: Size(width: 300, height: 200))
    let coordinator = GestureCoordinator()
    let manipulable = try DirectlyManipulable(
      element: photo.makeHitRegion(), coordinator: coordinator)
    runtime.add(manipulable, to: photo)
    // Two fingers on a circle about (200, 200); each gesture begins once past its slop (10
    // points of spread, 5° of turn, 10 points of travel) and counts from there.
    var t = source.now
    var radius = 50.0
    var angle = 0.0
    func fingers(_ phase: PointerEvent.Phase, offset: Point = .zero) {
      t += 0.01
      let d = Point(x: radius * cos(angle), y: radius * sin(angle))
      coordinator.handle(event(phase, 1, 200 - d.x + offset.x, 200 - d.y + offset.y, t))
      coordinator.handle(event(phase, 2, 200 + d.x + offset.x, 200 + d.y + offset.y, t))
    }
    fingers(.down)
    // Spread from 100 to 120 points apart (the pinch begins), then on to 240, 5 points per
    // finger at a time: twice the size.
    radius = 60
    fingers(.move)
    while radius < 120 {
      radius += 5
      fingers(.move)
    }
    #expect(abs(photo.scale.value - 2) < 1e-9)
    // Turn 0.1 rad (the rotation begins), then a quarter turn more.
    for _ in 0..<2 {
      angle += 0.05
      fingers(.move)
    }
    for _ in 0..<32 {
      angle += .pi / 2 / 32
      fingers(.move)
    }
    #expect(abs(photo.rotation.value - .pi / 2) < 1e-9)
    // Move both fingers 20 points right (the pan begins), then 50 more.
    fingers(.move, offset: Point(x: 20, y: 0))
    fingers(.move, offset: Point(x: 70, y: 0))
    fingers(.up, offset: Point(x: 70, y: 0))
    #expect(near(photo.position.value, Point(x: 250, y: 200)))
    #expect(abs(photo.scale.value - 2) < 1e-9)
    #expect(abs(photo.rotation.value - .pi / 2) < 1e-9)
    // end recipe
  }
}
