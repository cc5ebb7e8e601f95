import MotionRuntime
import MotionTween
import Testing

// The examples in the doc comments of Sources/Runtime/Transitions/TransitionTween.swift and
// DirectionalAnimation.swift (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: TransitionTween and DirectionalAnimation")
struct TransitionTweenDocCommentSnippets {
  @Test("TransitionTween: the scrim fades in over the transition")
  func fade() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let scrim = MotionElement(name: "scrim", opacity: 0)
    let transition = try Transition(in: runtime)
    let fade = try TransitionTween(Tween(duration: 0.3, values: [0.0, 0.6]))
    transition.add(fade, to: scrim.opacity)
    #expect(fade.end == 0.3)
    source.advance(by: 1)
    #expect(transition.outcome == .finished)
  }

  @Test("DirectionalAnimation: an app's glow names its motion toward each direction")
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
    #expect(glow.entryTime(toward: .backward, progress: 0.5) == 0, "the defaults")
    #expect(glow.progress(toward: .forward, atLocalTime: 0.1) == nil && !glow.isScrubbable)
  }
}
