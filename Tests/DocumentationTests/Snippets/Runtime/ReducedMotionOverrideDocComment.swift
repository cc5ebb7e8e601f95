import MotionRuntime
import Testing

// The example in the doc comment of Sources/Runtime/ReducedMotion/ReducedMotionOverride.swift,
// run by a test that asserts what it says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: reduced motion's override")
struct ReducedMotionOverrideDocCommentSnippets {
  @Test("an override gives a role, or keeps a motion from being reduced")
  func overrides() {
    let override = ReducedMotionOverride.role(.effects)  // a custom "glow" property fades
    let progress = ReducedMotionOverride.essential  // never reduced: it carries information
    #expect(override.role == .effects && override.reduces == nil)
    #expect(progress.role == nil && progress.reduces == false)
  }
}
