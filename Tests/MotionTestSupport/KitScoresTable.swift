import Foundation

/// Reads the hand-kept table of the kits' scores, `Scripts/kit-scores.md` (copied into
/// Docs/Conformance.md), for the tests that check its counts against the flaws each test target
/// writes (`KitScoresTests` in each kit's test target).
public enum KitScoresTable {
  /// The trimmed cells of the row that starts with `kit` (cell 0 is the kit's name, cell 2
  /// "caught / written"), or `nil` when the table has no such row.
  public static func row(_ kit: String) throws -> [String]? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Scripts/kit-scores.md"), encoding: .utf8)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("| \(kit) |") })
    else { return nil }
    return line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
