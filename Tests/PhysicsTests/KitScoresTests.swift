import Foundation
import MotionPhysics
import MotionTestSupport
import Testing

/// Scripts/kit-scores.md (copied into Docs/Conformance.md) states as many flawed animations as
/// `FlawedAnimation` writes, all caught (``AnimationKitPhysicsTests`` runs every one).
@Suite("Kit mutation scores: animation")
struct KitScoresTests {
  @Test("the animation kit's row counts every FlawedAnimation flaw, all caught")
  func animation() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Scripts/kit-scores.md"), encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("| animation |") })
    let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    let count = FlawedAnimation<SpringAnimation<Double>>.Flaw.allCases.count
    #expect(cells[2] == "\(count) / \(count)")
  }
}
