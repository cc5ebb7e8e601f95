import Foundation
import Testing

/// The checker of DocumentationSnippetTests fails when it should: a changed character, a changed
/// import list, a new article whose block no test compiles, a block hidden in a comment or a
/// string, a fence without a language.
@Suite("Documentation snippets: the checker bites")
struct SnippetCheckerBitesTests {
  static let documents = (try? DocumentationCorpus().documents()) ?? []
  static let index = SnippetIndex((try? DocumentationCorpus().compiledFiles()) ?? [])
  /// Every checked block of the package with the imports it must be compiled with.
  static let snippets = documents.flatMap(\.snippets).filter { !$0.snippet.code.isEmpty }

  @Test("one changed character in any block of the package makes it uncompiled")
  func oneCharacter() {
    #expect(Self.snippets.count >= 100)
    for (snippet, imports) in Self.snippets {
      let place = "\(snippet.block.line): \(snippet.code[0])"
      #expect(
        SnippetChecker.placement(of: snippet.code, imports: imports, index: Self.index) == nil)
      let changed = Self.changingOneCharacter(snippet.code)
      #expect(Self.index.locations(of: changed).isEmpty, "\(place)")
      #expect(SnippetChecker.placement(of: changed, imports: imports, index: Self.index) != nil)
    }
  }

  @Test("a line indented differently within a block no longer matches")
  func innerIndentation() {
    for (snippet, _) in Self.snippets where snippet.code.count > 1 {
      var shifted = snippet.code
      let last = shifted.count - 1
      shifted[last] = shifted[last].isEmpty ? " " : " " + shifted[last]
      #expect(Self.index.locations(of: shifted).isEmpty, "\(snippet.code[0])")
    }
  }

  @Test("a block shown with one import fewer or one more is reported")
  func importsMustBeEqual() {
    for (snippet, imports) in Self.snippets {
      for module in imports.subtracting(SnippetChecker.harnessImports) {
        let fewer = imports.subtracting([module])
        #expect(
          SnippetChecker.placement(of: snippet.code, imports: fewer, index: Self.index) != nil,
          "without \(module): \(snippet.code[0])")
      }
      let more = imports.union(["MotionUnknown"])
      #expect(SnippetChecker.placement(of: snippet.code, imports: more, index: Self.index) != nil)
    }
  }

  @Test("a new article whose Swift block no test compiles is reported; compiled, it passes")
  func newArticle() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("snippets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write(
      "Package.swift", "targets: [.target(name: \"MotionWidget\", path: \"Sources/Widget\")]")
    let article =
      "# Widgets\n\n```swift\nimport MotionWidget\n\nlet widget = Widget()\nwidget.spin()\n```\n"
    try write("Sources/Widget/Widget.docc/Widgets.md", article)
    try write("Tests/WidgetTests/Other.swift", "import MotionWidget\n\nlet unrelated = 1\n")
    let corpus = DocumentationCorpus(root: root)
    let problems = try corpus.problems()
    #expect(problems.count == 1)
    #expect(problems.first?.path == "Sources/Widget/Widget.docc/Widgets.md")
    let compiled = "func widgets() {\n  let widget = Widget()\n  widget.spin()\n}\n"
    try write(
      "Tests/WidgetTests/Widgets.swift", "import MotionWidget\nimport Testing\n\n" + compiled)
    #expect(try corpus.problems().isEmpty)
    try write("Tests/WidgetTests/Widgets.swift", "import MotionWidget\n\n/*\n" + compiled + "*/\n")
    #expect(try corpus.problems().count == 1)
  }

  @Test("a block in a comment, a string literal or an #if false region is not compiled")
  func hiddenBlocks() {
    let code = ["let widget = Widget()", "widget.spin()"]
    let body = code.map { "  " + $0 }.joined(separator: "\n")
    let compiled = CompiledFile(path: "A.swift", text: "func f() {\n\(body)\n}\n")
    #expect(SnippetIndex([compiled]).locations(of: code).count == 1)
    for hidden in [
      "/*\n\(body)\n*/", "let text = \"\"\"\n\(body)\n\"\"\"", "#if false\n\(body)\n#endif",
      "/* outer /* inner */\n\(body)\n*/",
    ] {
      let file = CompiledFile(path: "A.swift", text: "func f() {\n\(hidden)\n}\n")
      #expect(SnippetIndex([file]).locations(of: code).isEmpty, "\(hidden)")
    }
  }

  @Test("fences: no language, never closed, or an article's first Swift block without imports")
  func fences() {
    let index = SnippetIndex([])
    func problems(_ text: String, kind: Document.Kind = .article) -> [String] {
      SnippetChecker.problems(in: Document(path: "A.md", kind: kind, text: text), index: index)
        .map(\.message)
    }
    #expect(problems("```\nlet x = 1\n```\n").contains { $0.contains("without a language") })
    #expect(problems("```text\nnot Swift\n```\n").isEmpty)
    #expect(problems("```sh\nswift test\n```\n").isEmpty)
    #expect(problems("```swift\nimport A\n").contains { $0.contains("never closed") })
    #expect(problems("```swift\nimport A\n```\n").isEmpty)  // imports only: nothing to compile
    #expect(problems("```swift\nlet x = 1\n```\n").contains { $0.contains("shows no imports") })
    #expect(
      problems("```swift\nimport A\n\nlet x = 1\nimport B\n```\n").contains {
        $0.contains("imports come first")
      })
    let comment = "/// ```swift\n/// let x = 1\n/// ```\nlet x = 1\n"
    #expect(!problems(comment, kind: .docComments(module: "A")).contains { $0.contains("imports") })
  }

  @Test("a doc comment's block without imports is compiled with its module alone")
  func docCommentDefault() {
    let comment = "/// ```swift\n/// let widget = Widget()\n/// ```\nstruct Widget {}\n"
    let document = Document(
      path: "Sources/W/Widget.swift", kind: .docComments(module: "W"), text: comment)
    let body = "func f() {\n  let widget = Widget()\n  _ = widget\n}\n"
    let alone = CompiledFile(path: "T.swift", text: "import Testing\nimport W\n\n" + body)
    let more = CompiledFile(path: "T.swift", text: "import Other\nimport W\n\n" + body)
    #expect(SnippetChecker.problems(in: document, index: SnippetIndex([alone])).isEmpty)
    #expect(SnippetChecker.problems(in: document, index: SnippetIndex([more])).count == 1)
  }

  @Test("import lines: modifiers, attributes, kinds and submodules name their module")
  func importLines() {
    #expect(Snippet.importedModule("import MotionStreams") == "MotionStreams")
    #expect(Snippet.importedModule("import MotionStreams  // Point") == "MotionStreams")
    #expect(Snippet.importedModule("public import MotionTween") == "MotionTween")
    #expect(Snippet.importedModule("@testable import MotionRuntime") == "MotionRuntime")
    #expect(Snippet.importedModule("import struct MotionStreams.Point") == "MotionStreams")
    #expect(Snippet.importedModule("let important = 1") == nil)
    #expect(Snippet.importedModule("// import MotionStreams") == nil)
  }

  /// The block with one character of its longest line changed (a letter or digit near the
  /// middle becomes another).
  static func changingOneCharacter(_ code: [String]) -> [String] {
    var changed = code
    let line = code.indices.max { code[$0].count < code[$1].count } ?? 0
    var characters = Array(code[line])
    let middle = characters.count / 2
    let position =
      characters.indices[middle...].first { characters[$0].isLetter || characters[$0].isNumber }
      ?? characters.indices.last { !characters[$0].isWhitespace } ?? 0
    characters[position] = characters[position] == "x" ? "y" : "x"
    changed[line] = String(characters)
    return changed
  }
}
