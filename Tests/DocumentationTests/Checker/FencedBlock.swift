/// A fenced code block of Markdown: a block of a document, or of a doc comment's text.
struct FencedBlock: Equatable, Sendable {
  /// The first word of the info string (`swift`, `sh`, `text`, …); empty for a bare fence.
  var language: String
  /// The 1-based line of the opening fence in its file.
  var line: Int
  /// The block's lines, with trailing spaces and the lines' common indentation removed.
  var lines: [String]
  /// Whether the block has a closing fence.
  var isClosed: Bool

  /// The fenced blocks of a Markdown document.
  static func inMarkdown(_ text: String) -> [FencedBlock] {
    parse(text.lines.enumerated().map { ($0.offset + 1, String($0.element)) })
  }

  /// The fenced blocks of the doc comments (`///` lines) of a Swift source file. A block ends
  /// with its comment: a block left open at a line that is not `///` is unclosed.
  static func inDocComments(_ source: String) -> [FencedBlock] {
    var blocks: [FencedBlock] = []
    var comment: [(Int, String)] = []
    for (offset, line) in source.lines.enumerated() {
      let trimmed = line.droppingLeadingSpaces()
      if trimmed.utf8.starts(with: "///".utf8) {
        let text = trimmed.dropFirst(3)
        comment.append((offset + 1, String(text.hasPrefix(" ") ? text.dropFirst() : text)))
      } else if !comment.isEmpty {
        blocks += parseIfFenced(comment)
        comment = []
      }
    }
    return blocks + parseIfFenced(comment)
  }

  /// The blocks of a doc comment's lines; most comments have none, and are not parsed.
  private static func parseIfFenced(_ lines: [(number: Int, text: String)]) -> [FencedBlock] {
    let fenced = lines.contains { line in
      let text = line.text.droppingLeadingSpaces()
      return text.utf8.starts(with: "```".utf8) || text.utf8.starts(with: "~~~".utf8)
    }
    return fenced ? parse(lines) : []
  }

  /// The blocks between ``` (or ~~~) fences of numbered Markdown lines. A fence may be indented
  /// (inside a list item); the closing fence is a run of the same character, at least as long.
  static func parse(_ lines: [(number: Int, text: String)]) -> [FencedBlock] {
    var blocks: [FencedBlock] = []
    var open: (fence: String, indent: Int, block: FencedBlock)?
    for (number, text) in lines {
      let indent = text.indentation
      let rest = text.dropFirst(indent).trimmingTrailingSpaces()
      if let current = open {
        if rest.hasPrefix(current.fence), rest.allSatisfy({ $0 == current.fence.first }) {
          blocks.append(current.block.closed())
          open = nil
        } else {
          open?.block.lines.append(String(text.dropFirst(min(indent, current.indent))))
        }
      } else if let character = rest.first, character == "`" || character == "~" {
        let fence = String(rest.prefix { $0 == character })
        guard fence.count >= 3 else { continue }
        let info = rest.dropFirst(fence.count).drop { $0 == " " }
        let language = info.prefix { $0 != " " && $0 != "{" && $0 != "," }
        open = (fence, indent, FencedBlock(language: String(language), line: number, lines: []))
      }
    }
    if let open { blocks.append(open.block.closed(false)) }
    return blocks
  }

  private init(language: String, line: Int, lines: [String], isClosed: Bool = false) {
    (self.language, self.line, self.lines, self.isClosed) = (language, line, lines, isClosed)
  }

  /// The block with its indentation normalised, closed or not.
  private func closed(_ isClosed: Bool = true) -> FencedBlock {
    let trimmed = lines.map { String($0.trimmingTrailingSpaces()) }
    let indent = trimmed.filter { !$0.isEmpty }.map(\.indentation).min() ?? 0
    return FencedBlock(
      language: language, line: line, lines: trimmed.map { String($0.dropFirst(indent)) },
      isClosed: isClosed)
  }
}
