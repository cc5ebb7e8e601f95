import Testing

/// Issue 16: every Swift block of the README, of Docs/ and of the DocC catalogs, and every code
/// block of a doc comment in Sources/, is compiled by a test with the imports it shows. The
/// rules, and how to add a document: Docs/Testing.md, "Documentation snippets".
@Suite("Documentation snippets: every Swift block shown is compiled by a test")
struct DocumentationSnippetTests {
  static let corpus = DocumentationCorpus()

  @Test(
    "every Swift block appears line for line in a compiled test file whose imports are the ones the block shows"
  )
  func everySnippetIsCompiled() throws {
    let problems = try Self.corpus.problems()
    for problem in problems { Issue.record(Comment(rawValue: problem.description)) }
    let count = problems.count
    #expect(count == 0, "blocks that no test compiles with their imports (listed above)")
  }

  @Test("the checker reads every kind of document: README, Docs/, the DocC articles, doc comments")
  func readsEveryDocument() throws {
    let documents = try Self.corpus.documents()
    let paths = Set(documents.map(\.path))
    for path in [
      "README.md", "Docs/Recipes.md", "Docs/Testing.md",
      "Sources/Runtime/Runtime.docc/ImplementingARuntime.md",
      "Sources/Streams/Streams.docc/MotionStreams.md", "Sources/Tween/Tween.swift",
    ] {
      #expect(paths.contains(path), "\(path)")
    }
    let articles = documents.filter { $0.kind == .article }
    #expect(articles.filter { $0.path.contains(".docc/") }.count >= 30)
    let snippets = documents.flatMap(\.snippets).filter { !$0.snippet.code.isEmpty }
    #expect(snippets.count >= 100)
    let docComment = documents.first { $0.path == "Sources/Tween/Tween.swift" }
    #expect(docComment?.kind == .docComments(module: "MotionTween"))
  }

  @Test(
    "every Swift file under Tests/ is compiled: each folder there is a target, and none excludes files"
  )
  func testFilesAreCompiled() throws {
    let manifest = try Self.corpus.read("Package.swift")
    let folders = try Self.corpus.testFolders()
    #expect(folders.contains("DocumentationTests"))
    for folder in folders {
      #expect(manifest.contains("name: \"\(folder)\""), "Tests/\(folder) is not a target")
    }
    #expect(!manifest.contains("exclude:"))
    #expect(!manifest.contains("sources:"))
  }
}
