import MotionPhysics
import MotionRuntime
import Testing

// The examples in the doc comments of Sources/Runtime/ReducedMotion/MotionRole.swift and
// ReducedMotionPolicy.swift, run by tests that assert what they say (Docs/Testing.md,
// "Documentation snippets").
@Suite("Snippets: reduced motion's roles and policy")
struct ReducedMotionDocCommentSnippets {
  @Test("a role is inferred from the property's name, then the spring preset, then spatial")
  func roles() {
    let slide = MotionRole.inferred(propertyNamed: "card.position")  // .spatial
    let fade = MotionRole.inferred(propertyNamed: "card.opacity")  // .effects
    let glow = MotionRole.inferred(propertyNamed: "glow", spring: .standardFastEffects)  // .effects
    let other = MotionRole.inferred(propertyNamed: "progress")  // .spatial: nothing says otherwise
    #expect(slide == .spatial && fade == .effects && glow == .effects && other == .spatial)
  }

  @Test("the policy says what one motion becomes, an override first")
  func policy() {
    let policy = ReducedMotionPolicy.material
    let role = MotionRole.inferred(propertyNamed: "translate", spring: .expressiveFastSpatial)
    let reduced = policy.treatment(of: role, reducing: true)  // .instant
    let essential = policy.treatment(of: role, override: .essential, reducing: true)  // .plays
    #expect(reduced == .instant && essential == .plays)
  }
}
