import Foundation
import Testing

/// Scripts/kit-scores.md (copied into Docs/Conformance.md) states, for the runtime and
/// frame-source kits, as many flawed implementations as the test target writes, all caught
/// (each flaw's test requires the kit to catch it).
@Suite("Kit mutation scores: runtime and frame source")
struct KitScoresTests {
  /// The cells of the row of Scripts/kit-scores.md that starts with `kit`.
  static func row(_ kit: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Scripts/kit-scores.md"), encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("| \(kit) |") })
    return line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test("the runtime kit's row counts every FlawedRuntime flaw, all caught")
  func runtime() throws {
    let count = FlawedRuntime.Flaw.allCases.count
    #expect(try Self.row("runtime")[2] == "\(count) / \(count)")
  }

  @Test("the frame-source kit's row counts every FlawedFrameSource flaw, all caught")
  func frameSource() throws {
    let count = FlawedFrameSource.Flaw.allCases.count
    #expect(try Self.row("frame source")[2] == "\(count) / \(count)")
  }
}
