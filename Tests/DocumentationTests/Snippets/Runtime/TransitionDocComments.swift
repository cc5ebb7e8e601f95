import MotionRuntime
import MotionTween
import Testing

// The examples in the doc comments of Sources/Runtime/Transitions/DirectionalAnimation.swift and
// TransitionTween.swift, each run by a test that asserts what it shows (Docs/Testing.md,
// "Documentation snippets").
@Suite("Snippets: directional animations")
struct TransitionDocCommentSnippets {
  let source = ManualFrameSource()
  let runtime: FrameRuntime

  init() { runtime = FrameRuntime(frameSource: source) }

  @Test("TR-5: an app's own animation follows a direction by naming its two motions")
  func glow() throws {
    struct Glow: DirectionalAnimation {
      let rise: Tween<Double>
      let fall: Tween<Double>

      func motion(toward direction: TransitionDirection) -> Tween<Double> {
        direction == .forward ? rise : fall
      }
    }

    let glow = Glow(
      rise: try Tween(duration: 0.2, values: [0.0, 1]),
      fall: try Tween(duration: 0.4, values: [1.0, 0]))
    #expect(glow.motion(toward: .backward).duration == 0.4)
    let card = MotionElement(name: "card", opacity: 0)
    let transition = try Transition(in: runtime, initialDirection: .forward)
    transition.add(glow, to: card.opacity)
    source.advance(by: 0.3)
    #expect(card.state.opacity == 1)
    #expect(transition.outcome == .finished)
  }

  @Test("TR-7: a transition tween played backward fades the scrim out along its mirror")
  func fade() throws {
    let scrim = MotionElement(name: "scrim", opacity: 0.6)
    let transition = try Transition(in: runtime, initialDirection: .backward)
    let fade = try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6]))
    transition.add(fade, to: scrim.opacity)
    source.advance(by: 0.1)
    #expect(abs(scrim.state.opacity - 0.4) < 1e-9)  // the forward tween at 0.2 s
    source.advance(by: 0.2)
    #expect(scrim.state.opacity == 0)
    #expect(transition.outcome == .finished)
  }
}
