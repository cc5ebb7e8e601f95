import MotionPhysics
import MotionRuntime
import MotionStreams
import Testing

// The example in the doc comment of Sources/Runtime/Interactions/Spring.swift, run by a test that asserts
// what it says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: Spring")
struct SpringExampleSnippets {
  @Test("PH-5: a spring's destination written while it runs continues from where it is")
  func retarget() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let card = MotionElement(name: "card", opacity: 0)
    source.advance(frames: 1)
    let spring = try Spring(to: 1.0, parameters: .standardDefaultEffects)
    runtime.add(spring, to: card.opacity)
    spring.destination.value = 0.5  // continues from where it is, at the speed it has
    #expect(card.opacity.value == 0)  // the write moves nothing by itself
    source.advance(frames: 1)
    #expect(card.opacity.value > 0 && card.opacity.value < 0.5)
    source.advance(by: 2)
    #expect(abs(card.opacity.value - 0.5) < 1e-3)
    #expect(!runtime.isActive(spring))
  }
}
