/// The rules of Docs/Testing.md ("Documentation snippets"), applied to documents and the files
/// the package compiles.
enum SnippetChecker {
  /// `import Testing` belongs to the test file that compiles a snippet; it is compared only when
  /// a snippet shows it.
  static let harnessImports: Set<String> = ["Testing"]

  /// Every problem of the documents' blocks.
  static func problems(in documents: [Document], index: SnippetIndex) -> [SnippetProblem] {
    documents.flatMap { problems(in: $0, index: index) }
  }

  static func problems(in document: Document, index: SnippetIndex) -> [SnippetProblem] {
    var problems: [SnippetProblem] = []
    func report(_ line: Int, _ message: String) {
      problems.append(SnippetProblem(path: document.path, line: line, message: message))
    }
    for block in document.blocks {
      if block.language.isEmpty {
        report(
          block.line,
          "a code block without a language: fence Swift as ```swift (compiled by a test) and "
            + "anything else as ```text, ```sh, ```json…")
      }
      if !block.isClosed { report(block.line, "the code block is never closed") }
    }
    let snippets = document.snippets
    if document.kind == .article, let first = snippets.first, first.snippet.imports.isEmpty {
      report(
        first.snippet.block.line,
        "the article's first Swift block shows no imports: it must show every import the "
          + "article's code needs")
    }
    for (snippet, imports) in snippets {
      for line in snippet.misplacedImports {
        report(snippet.block.line, "imports come first in a block: \(line)")
      }
      guard !snippet.code.isEmpty else { continue }
      if let message = placement(of: snippet.code, imports: imports, index: index) {
        report(snippet.block.line, message)
      }
    }
    return problems
  }

  /// Nil if the code appears in a compiled file with exactly `imports` (besides the harness's),
  /// otherwise what is wrong.
  static func placement(of code: [String], imports: Set<String>, index: SnippetIndex) -> String? {
    let expected = imports.subtracting(harnessImports)
    let files = index.locations(of: code).map { index.files[$0.file] }
    if files.contains(where: { $0.imports.subtracting(harnessImports) == expected }) { return nil }
    let shown = expected.sorted().joined(separator: ", ")
    if let file = files.first {
      let found = file.imports.subtracting(harnessImports).sorted().joined(separator: ", ")
      return "the block is compiled in \(file.path), which imports [\(found)], but the "
        + "document shows [\(shown)]"
    }
    guard let miss = index.nearMiss(of: code) else {
      return "the block is compiled by no test: its first line appears in no test file "
        + "(\(code[0].droppingLeadingSpaces()))"
    }
    return "the block is compiled by no test: nearest is \(miss.path):\(miss.fileLine), where "
      + "the block's line \(miss.snippetLine) \"\(miss.expected)\" reads \"\(miss.found)\""
  }
}
