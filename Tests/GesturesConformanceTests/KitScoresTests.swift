import Foundation
import Testing

/// Scripts/kit-scores.md (copied into Docs/Conformance.md) states as many broken recognizers as
/// ``FlawedRecognizer`` writes, all caught (``GestureKitCatchesFlawsTests`` runs every one).
@Suite("Kit mutation scores: gestures")
struct KitScoresTests {
  @Test("the gesture recognizers' row counts every FlawedRecognizer flaw, all caught")
  func recognizers() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Scripts/kit-scores.md"), encoding: .utf8)
    let line = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("| gesture recognizers |") })
    let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    let count = FlawedRecognizer.Flaw.allCases.count
    #expect(cells[2] == "\(count) / \(count)")
  }
}
