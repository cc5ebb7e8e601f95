/// A text whose Swift blocks must be compiled: an article (the README, a page of Docs/, a DocC
/// article) or a Swift source file's doc comments.
struct Document: Sendable {
  enum Kind: Equatable, Sendable {
    /// Read as a whole: its first Swift block shows every import its code needs.
    case article
    /// Each block is read beside a declaration of `module`: a block that shows no imports
    /// needs that module alone.
    case docComments(module: String)
  }

  /// The path from the package root.
  var path: String
  var kind: Kind
  var blocks: [FencedBlock]

  init(path: String, kind: Kind, text: String) {
    (self.path, self.kind) = (path, kind)
    blocks =
      kind == .article ? FencedBlock.inMarkdown(text) : FencedBlock.inDocComments(text)
  }

  /// The Swift blocks, each with the imports it must be compiled with.
  var snippets: [(snippet: Snippet, imports: Set<String>)] {
    let snippets = blocks.filter { $0.language.lowercased() == "swift" }.map(Snippet.init)
    switch kind {
    case .article:
      let imports = snippets.reduce(into: Set<String>()) { $0.formUnion($1.imports) }
      return snippets.map { ($0, imports) }
    case .docComments(let module):
      return snippets.map { ($0, $0.imports.isEmpty ? [module] : $0.imports) }
    }
  }
}

/// Something a document's blocks get wrong, with where.
struct SnippetProblem: CustomStringConvertible, Sendable {
  var path: String
  var line: Int
  var message: String

  var description: String { "\(path):\(line): \(message)" }
}
