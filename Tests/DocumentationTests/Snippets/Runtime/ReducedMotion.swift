import MotionPhysics
import MotionRuntime
import MotionStreams
import MotionTween
import Testing

// The Swift blocks of Runtime.docc/ReducedMotion.md, each run by a test that asserts what the
// article says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: reduced motion")
struct ReducedMotionSnippets {
  let source = ManualFrameSource()
  let runtime: FrameRuntime
  let card = MotionElement(name: "card", opacity: 0)

  init() { runtime = FrameRuntime(frameSource: source) }

  @Test("spatial motion is at its end at once; an effect plays")
  func overview() throws {
    runtime.reducesMotion = true  // mirror the platform's setting
    let slide = TweenInteraction(
      try Tween(duration: 0.3, values: [Point(x: 0, y: 0), Point(x: 240, y: 0)]))
    runtime.add(slide, to: card.position)  // spatial: at x = 240 at once
    let fade = TweenInteraction(try Tween(duration: 0.3, values: [0.0, 1]))
    runtime.add(fade, to: card.opacity)  // an effect: fades in over 0.3 s
    #expect(card.position.value == Point(x: 240, y: 0) && card.opacity.value == 0)
    source.advance(by: 0.15)
    #expect(card.position.value == Point(x: 240, y: 0) && abs(card.opacity.value - 0.5) < 1e-9)
    source.advance(by: 0.15)
    #expect(card.opacity.value == 1)
  }

  @Test("an effects preset plays; an essential tween plays")
  func exceptions() throws {
    runtime.reducesMotion = true
    let glow = try Spring(to: 1.0, parameters: .standardDefaultEffects)
    runtime.add(glow, to: try card.property(named: "glow", initialValue: 0.0))  // plays
    let progress = TweenInteraction(try Tween(duration: 2, values: [0.0, 1]))
    progress.reducedMotion = .essential  // it carries information: plays
    runtime.add(progress, to: try card.property(named: "progress", initialValue: 0.0))
    source.advance(by: 1)
    let shown = try card.property(named: "progress", initialValue: 0.0).value
    #expect(abs(shown - 0.5) < 1e-9 && runtime.isActive(progress))
    #expect(try card.property(named: "glow", initialValue: 0.0).value > 0.99)
  }
}
