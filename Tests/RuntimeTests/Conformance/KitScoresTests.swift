import MotionTestSupport
import Testing

/// Scripts/kit-scores.md (copied into Docs/Conformance.md) states, for the runtime and
/// frame-source kits, as many flawed implementations as the test target writes, all caught
/// (each flaw's test requires the kit to catch it).
@Suite("Kit mutation scores: runtime and frame source")
struct KitScoresTests {
  @Test("the runtime kit's row counts every FlawedRuntime flaw, all caught")
  func runtime() throws {
    let count = FlawedRuntime.Flaw.allCases.count
    #expect(try #require(try KitScoresTable.row("runtime"))[2] == "\(count) / \(count)")
  }

  @Test("the frame-source kit's row counts every FlawedFrameSource flaw, all caught")
  func frameSource() throws {
    let count = FlawedFrameSource.Flaw.allCases.count
    #expect(try #require(try KitScoresTable.row("frame source"))[2] == "\(count) / \(count)")
  }
}
