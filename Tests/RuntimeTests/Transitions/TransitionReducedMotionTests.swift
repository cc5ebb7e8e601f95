import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween
import Testing

/// A transition under reduced motion (TR-12): its spatial runs are instant changes, its
/// effects play, and it completes when they end.
@Suite("Transitions: reduced motion")
struct TransitionReducedMotionTests {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let sheet = MotionElement(name: "sheet", position: Point(x: 0, y: 800), opacity: 0)
  let back = Point(x: 0, y: 800)
  let fore = Point(x: 0, y: 200)

  init() {
    runtime = FrameRuntime(frameSource: source)
    runtime.reducesMotion = true
  }

  func present() throws -> Transition {
    let transition = try Transition(in: runtime)
    transition.add(try TransitionSpring(back: back, fore: fore), to: sheet.position)
    transition.add(try TransitionTween(Tween(duration: 0.3, values: [0.0, 1])), to: sheet.opacity)
    return transition
  }

  @Test("TR-12: the sheet's spring is an instant change; the fade plays, and then it finishes")
  func instantSpatial() throws {
    let transition = try present()
    #expect(sheet.position.value == fore, "the spatial run is at rest on its end at once")
    source.advance(frames: 6)
    #expect(sheet.position.value == fore)
    #expect(abs(sheet.opacity.value - 1.0 / 3) < 1e-12, "the effect plays")
    #expect(transition.outcome == nil)
    source.advance(by: 0.25)
    #expect(transition.outcome == .finished)
  }

  @Test("TR-12, TR-6: turned around, the sheet jumps back and the fade plays back from where it is")
  func flipped() throws {
    let transition = try present()
    source.advance(frames: 6)
    let faded = sheet.opacity.value
    transition.direction.value = .backward
    #expect(sheet.position.value == back)
    #expect(sheet.opacity.value == faded)
    source.advance(frames: 1)
    #expect(sheet.opacity.value < faded + 0.05 && sheet.opacity.value > 0)
    source.advance(by: 1)
    #expect(transition.outcome == .cancelled)
    #expect(sheet.opacity.value == 0)
    #expect(sheet.position.value == back)
  }

  @Test("TR-12: an essential transition's motion is not reduced")
  func essential() throws {
    runtime.reducesMotion = false
    let transition = try present()
    source.advance(frames: 3)
    let moving = sheet.position.value
    #expect(moving != fore && moving != back)
    runtime.reducesMotion = true
    // A decision taken while motion is reduced makes the next runs instant.
    transition.direction.value = .backward
    #expect(sheet.position.value == back)
  }
}
