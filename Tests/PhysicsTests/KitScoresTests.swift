import MotionPhysics
import MotionTestSupport
import Testing

/// Scripts/kit-scores.md (copied into Docs/Conformance.md) states as many flawed animations as
/// `FlawedAnimation` writes, all caught (``AnimationKitPhysicsTests`` runs every one).
@Suite("Kit mutation scores: animation")
struct KitScoresTests {
  @Test("the animation kit's row counts every FlawedAnimation flaw, all caught")
  func animation() throws {
    let count = FlawedAnimation<SpringAnimation<Double>>.Flaw.allCases.count
    #expect(try #require(try KitScoresTable.row("animation"))[2] == "\(count) / \(count)")
  }
}
