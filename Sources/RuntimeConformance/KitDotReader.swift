/// Reads the nodes and edges of a Graphviz DOT digraph, enough for the RT-6 scenario: node and
/// edge statements, quoted or bare identifiers, attribute lists (of which it keeps `label`).
///
/// A node's label is its `label` attribute, or its identifier when it has none (Graphviz draws
/// it so). Default-attribute statements (`node [...]`) and graph attributes (`rankdir=LR`) are
/// skipped; subgraphs are read as if their statements were top-level.
struct KitDotReader {
  /// The label of every node, by identifier.
  private(set) var labels: [String: String] = [:]
  /// Every edge, as identifiers, in document order.
  private(set) var edges: [(from: String, to: String)] = []

  init(_ text: String) {
    let tokens = Self.tokens(text)
    var index = 0
    var statement: [Token] = []
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      switch token {
      case .symbol(";"), .symbol("{"), .symbol("}"):
        read(statement)
        statement = []
      default:
        statement.append(token)
      }
    }
    read(statement)
  }

  /// The labels of the edges' ends.
  var labelledEdges: [(from: String, to: String)] {
    edges.map { (labels[$0.from] ?? $0.from, labels[$0.to] ?? $0.to) }
  }

  enum Token: Equatable {
    case word(String)
    case symbol(String)
  }

  private mutating func read(_ statement: [Token]) {
    let body = statement.prefix { $0 != .symbol("[") }
    let attributes = Self.attributes(statement.dropFirst(body.count))
    let ends = body.split(separator: .symbol("->"), omittingEmptySubsequences: false)
    let ids = ends.compactMap { end -> String? in
      guard end.count == 1, case .word(let id) = end.first else { return nil }
      return id
    }
    guard ids.count == ends.count, let first = ids.first,
      !["digraph", "graph", "node", "edge", "subgraph", "strict"].contains(first)
    else { return }
    if ids.count == 1 {
      labels[first] = attributes["label"] ?? labels[first] ?? first
      return
    }
    for id in ids where labels[id] == nil { labels[id] = id }
    for (from, to) in zip(ids, ids.dropFirst()) { edges.append((from, to)) }
  }

  /// `[a=b, c="d"]` as a dictionary.
  private static func attributes(_ tokens: ArraySlice<Token>) -> [String: String] {
    var result: [String: String] = [:]
    let list = Array(tokens)
    var index = 0
    while index + 2 < list.count {
      if case .word(let key) = list[index], list[index + 1] == .symbol("="),
        case .word(let value) = list[index + 2]
      {
        result[key] = value
        index += 3
      } else {
        index += 1
      }
    }
    return result
  }

  /// Identifiers, numbers and quoted strings (unescaped) as words; `{ } [ ] ; , = ->` as
  /// symbols.
  static func tokens(_ text: String) -> [Token] {
    var tokens: [Token] = []
    var characters = Array(text)[...]
    while let character = characters.first {
      if character == "\"" {
        characters.removeFirst()
        var word = ""
        while let next = characters.popFirst(), next != "\"" {
          word.append(next == "\\" ? Self.unescape(characters.popFirst()) : next)
        }
        tokens.append(.word(word))
      } else if character == "-", characters.dropFirst().first == ">" {
        characters.removeFirst(2)
        tokens.append(.symbol("->"))
      } else if "{}[];,=".contains(character) {
        characters.removeFirst()
        tokens.append(.symbol(String(character)))
      } else if character.isLetter || character.isNumber || "_.-".contains(character) {
        characters.removeFirst()
        let rest = characters.prefix { $0.isLetter || $0.isNumber || "_.".contains($0) }
        characters.removeFirst(rest.count)
        tokens.append(.word(String(character) + rest))
      } else {
        characters.removeFirst()
      }
    }
    return tokens
  }

  /// The character an escape `\c` stands for.
  private static func unescape(_ character: Character?) -> Character {
    switch character {
    case "n": "\n"
    case "r": "\r"
    case let other?: other
    case nil: "\\"
    }
  }
}
