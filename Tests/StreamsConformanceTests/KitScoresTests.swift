import Foundation
import Testing

/// Scripts/kit-scores.md (copied into Docs/Conformance.md) states as many broken operators and
/// sources as this target writes, all caught (``StreamKitCatchesFlawsTests`` runs every one).
@Suite("Kit mutation scores: streams")
struct KitScoresTests {
  /// The cells of the row of Scripts/kit-scores.md that starts with `kit`.
  static func cells(of kit: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Scripts/kit-scores.md"), encoding: .utf8)
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("| \(kit) |") })
    return line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test("the stream operators' row counts every OperatorFlaw and ShareFlaw, all caught")
  func operators() throws {
    let count = OperatorFlaw.allCases.count + ShareFlaw.allCases.count
    #expect(try Self.cells(of: "stream operators")[2] == "\(count) / \(count)")
  }

  @Test("the stream sources' row counts every SourceFlaw, all caught")
  func sources() throws {
    let count = SourceFlaw.allCases.count
    #expect(try Self.cells(of: "stream sources")[2] == "\(count) / \(count)")
  }
}
