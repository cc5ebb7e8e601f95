import MotionPhysics
import Testing

// The examples in the doc comments of Sources/Physics that need MotionPhysics alone, each run by
// a test that asserts what the comment says (Docs/Testing.md, "Documentation snippets").
@Suite("Snippets: spring and decay parameters")
struct PhysicsParametersSnippets {
  @Test("PH-2: SwiftUI's snappy spring has a damping ratio of 0.8, and its stiffness and damping")
  func springParameters() throws {
    let snappy = try SpringParameters(duration: 0.4, bounce: 0.2)  // SwiftUI's .snappy
    let ratio = snappy.dampingRatio  // 0.8
    let same = try SpringParameters(stiffness: snappy.stiffness, damping: snappy.damping)
    #expect(abs(ratio - 0.8) < 1e-12)
    #expect(abs(same.dampingRatio - ratio) < 1e-12)
  }

  @Test("PH-8: a 1,000 pt/s fling from 100 stops at 599.5; a slow one snaps to the nearer anchor")
  func decayParameters() {
    let decay = DecayParameters.normal
    let stop = decay.project(value: 100.0, velocity: 1000)  // 599.5: where a 1000 pt/s fling stops
    let anchor = DecayParameters.normal.snapAnchor(
      value: 0.0, velocity: 400, anchors: [0, 300, 600])
    // 300: the fling would stop at 199.8, nearer to 300 than to 0
    #expect(abs(stop - 599.5) < 0.05)
    #expect(anchor == 300)
    #expect(abs(decay.project(value: 0.0, velocity: 400) - 199.8) < 0.05)
  }
}
