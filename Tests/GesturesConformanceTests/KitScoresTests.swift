import MotionTestSupport
import Testing

/// Scripts/kit-scores.md (copied into Docs/Conformance.md) states as many broken recognizers as
/// ``FlawedRecognizer`` writes, all caught (``GestureKitCatchesFlawsTests`` runs every one).
@Suite("Kit mutation scores: gestures")
struct KitScoresTests {
  @Test("the gesture recognizers' row counts every FlawedRecognizer flaw, all caught")
  func recognizers() throws {
    let count = FlawedRecognizer.Flaw.allCases.count
    #expect(try #require(try KitScoresTable.row("gesture recognizers"))[2] == "\(count) / \(count)")
  }
}
