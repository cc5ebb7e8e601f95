/// A Swift block of a document, split into the imports it shows and the code that must be
/// compiled.
struct Snippet: Sendable {
  /// The block it was read from.
  var block: FencedBlock
  /// The modules of the block's leading `import` lines.
  var imports: Set<String>
  /// The block's other lines, without leading and trailing blank lines and without their common
  /// indentation (empty for a block of imports only).
  var code: [String]
  /// The lines of `code` that are `import`s: imports come first in a block.
  var misplacedImports: [String]

  init(_ block: FencedBlock) {
    self.block = block
    var imports: Set<String> = []
    var rest = block.lines[...]
    while let first = rest.first {
      if let module = Self.importedModule(first) {
        imports.insert(module)
      } else if !first.isEmpty {
        break
      }
      rest = rest.dropFirst()
    }
    while rest.last?.isEmpty == true { rest = rest.dropLast() }
    let indent = rest.filter { !$0.isEmpty }.map(\.indentation).min() ?? 0
    self.imports = imports
    self.code = rest.map { String($0.dropFirst(indent)) }
    self.misplacedImports = code.filter { Self.importedModule($0) != nil }
  }

  /// The module a line imports (`import A`, `public import A.B`, `@testable import A`,
  /// `import struct A.B`), or nil if the line is not an import.
  static func importedModule(_ line: String) -> String? {
    let statement = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
    var words = statement.split(separator: " ")[...]
    let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
    while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
      words = words.dropFirst()
    }
    guard words.first == "import" else { return nil }
    words = words.dropFirst()
    let kinds: Set<Substring> = [
      "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]
    if let kind = words.first, kinds.contains(kind), words.count > 1 { words = words.dropFirst() }
    guard let path = words.first, words.count == 1 else { return nil }
    return path.split(separator: ".").first.map(String.init)
  }
}
