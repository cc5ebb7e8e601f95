import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween
import Testing

// The example in the doc comment of Sources/Runtime/Transitions/Transition.swift, run by a test
// that asserts what its comments say (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: a transition presenting a sheet")
struct TransitionSheetDocCommentSnippets {
  @Test("TR-3, TR-6: a presentation turned back mid-way, without a jump, cancels")
  func turnedBack() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let sheet = MotionElement(name: "sheet", position: Point(x: 0, y: 800))
    let scrim = MotionElement(name: "scrim", opacity: 0)
    let present = try Transition(in: runtime, initialDirection: .forward)
    present.add(
      try TransitionSpring(back: Point(x: 0, y: 800), fore: Point(x: 0, y: 200)),
      to: sheet.position)
    present.add(try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6])), to: scrim.opacity)
    source.advance(by: 0.1)
    present.direction.value = .backward  // turns back mid-way: no jump, no kink
    // What shows is still the forward spring's value and velocity at 0.1 s.
    let forward = try SpringAnimation(
      .standardDefaultSpatial, to: Point(x: 0, y: 200), from: Point(x: 0, y: 800))
    let model = forward.sample(atLocalTime: 0.1, from: AnimationSample(value: .zero))
    #expect(sheet.position.value.distance(to: model.value) < 1e-9)
    #expect(runtime.velocity(of: sheet.position).distance(to: model.velocity) < 1e-6)
    source.advance(by: 2)
    #expect(present.outcome == .cancelled)
    #expect(sheet.position.value == Point(x: 0, y: 800) && scrim.opacity.value == 0)
  }
}
