import Foundation
import Testing

/// Docs/Recipes.md shows the recipes of RecipeTests.swift and TransitionRecipeTests.swift line
/// for line, each recipe a whole test body, so every snippet in the document compiles and runs
/// (issue 16). That each block appears in a compiled file with exactly the imports the page
/// shows is the general check of DocumentationTests (Docs/Testing.md, "Documentation
/// snippets"); this one adds that a recipe is a whole test, nothing left out.
@Suite("Recipes: the document shows the tested code")
struct RecipeDocumentTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The named regions between `// recipe: <name>` and `// end recipe`, with the indentation
  /// of the marker removed.
  static func testRegions(_ source: String) -> [String: [String]] {
    var regions: [String: [String]] = [:]
    var current: (name: String, indent: Int, lines: [String])?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.drop { $0 == " " }
      if let open = current {
        if trimmed == "// end recipe" {
          regions[open.name] = open.lines
          current = nil
        } else {
          current?.lines.append(
            String(line.dropFirst(min(open.indent, line.count - trimmed.count))))
        }
      } else if trimmed.hasPrefix("// recipe: ") {
        current = (String(trimmed.dropFirst("// recipe: ".count)), line.count - trimmed.count, [])
      }
    }
    return regions
  }

  /// The `swift` blocks that follow `<!-- recipe: <name> -->` lines.
  static func documentBlocks(_ markdown: String) -> [String: [String]] {
    var blocks: [String: [String]] = [:]
    var name: String?
    var lines: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("<!-- recipe: "), line.hasSuffix(" -->") {
        name = String(line.dropFirst("<!-- recipe: ".count).dropLast(" -->".count))
      } else if line == "```swift", name != nil {
        lines = []
      } else if line == "```", let name, let block = lines {
        blocks[name] = block
        lines = nil
      } else if lines != nil {
        lines?.append(line)
      }
      if lines == nil, line == "```" { name = nil }
    }
    return blocks
  }

  /// The files that hold the recipes' tests: the first six, and the transitions (7 and 8).
  static let testFiles = [
    "Tests/RuntimeTests/Recipes/RecipeTests.swift",
    "Tests/RuntimeTests/Recipes/TransitionRecipeTests.swift",
  ]

  @Test("every recipe in Docs/Recipes.md is a tested region of the recipe tests, line for line")
  func documentMatchesTests() throws {
    var regions: [String: [String]] = [:]
    for file in Self.testFiles {
      regions.merge(Self.testRegions(try Self.read(file))) { first, _ in first }
    }
    let blocks = Self.documentBlocks(try Self.read("Docs/Recipes.md"))
    #expect(regions.count == 8)
    #expect(Set(blocks.keys) == Set(regions.keys))
    for (name, region) in regions {
      #expect(blocks[name] == region, "\(name) differs between the document and the test")
    }
  }
}
