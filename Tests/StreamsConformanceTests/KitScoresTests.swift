import MotionTestSupport
import Testing

/// Scripts/kit-scores.md (copied into Docs/Conformance.md) states as many broken operators and
/// sources as this target writes, all caught (``StreamKitCatchesFlawsTests`` runs every one).
@Suite("Kit mutation scores: streams")
struct KitScoresTests {
  @Test("the stream operators' row counts every OperatorFlaw and ShareFlaw, all caught")
  func operators() throws {
    let count = OperatorFlaw.allCases.count + ShareFlaw.allCases.count
    #expect(try #require(try KitScoresTable.row("stream operators"))[2] == "\(count) / \(count)")
  }

  @Test("the stream sources' row counts every SourceFlaw, all caught")
  func sources() throws {
    let count = SourceFlaw.allCases.count
    #expect(try #require(try KitScoresTable.row("stream sources"))[2] == "\(count) / \(count)")
  }
}
