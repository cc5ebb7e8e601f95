/// The compiled files, indexed by line, to find where a snippet's code appears.
struct SnippetIndex: Sendable {
  /// Where a snippet appears: a file and the 0-based line of its first line.
  struct Location: Equatable, Sendable {
    var file: Int
    var line: Int
  }

  /// Where a snippet comes closest to appearing, for a message: the snippet's first differing
  /// line, and the file's line in its place.
  struct NearMiss: Sendable {
    var path: String
    var fileLine: Int
    var snippetLine: Int
    var expected: String
    var found: String
  }

  let files: [CompiledFile]
  /// Every line with its leading spaces removed, mapped to where it occurs.
  private let occurrences: [Substring: [Location]]

  init(_ files: [CompiledFile]) {
    self.files = files
    var occurrences: [Substring: [Location]] = [:]
    for (file, compiled) in files.enumerated() {
      for (line, text) in compiled.lines.enumerated() where compiled.isCode[line] {
        let trimmed = text.droppingLeadingSpaces()
        if !trimmed.isEmpty {
          occurrences[trimmed, default: []].append(Location(file: file, line: line))
        }
      }
    }
    self.occurrences = occurrences
  }

  /// Every place where `code` appears line for line: each line equal to the file's line after
  /// one indentation added to all (a blank line to a blank line), starting at a line that begins
  /// as code. From there the same lines are read the same way (as code, comment or string
  /// literal) in the file as in the snippet on its own, so a block is never matched inside a
  /// comment, a string or an `#if false` region.
  func locations(of code: [String]) -> [Location] {
    candidates(code).filter { matched(code, at: $0) == code.count }
  }

  /// Where the code comes closest to appearing (the most leading lines equal), or nil if even
  /// its first line appears nowhere.
  func nearMiss(of code: [String]) -> NearMiss? {
    let best = candidates(code).map { ($0, matched(code, at: $0)) }.max { $0.1 < $1.1 }
    guard let (location, count) = best, count < code.count else { return nil }
    let file = files[location.file]
    let line = location.line + count
    return NearMiss(
      path: file.path, fileLine: line + 1, snippetLine: count + 1, expected: code[count],
      found: line < file.lines.count ? file.lines[line] : "(end of file)")
  }

  private func candidates(_ code: [String]) -> [Location] {
    guard let first = code.first, !first.isEmpty else { return [] }
    return occurrences[first.droppingLeadingSpaces()] ?? []
  }

  /// How many leading lines of `code` appear at `location`.
  private func matched(_ code: [String], at location: Location) -> Int {
    let file = files[location.file]
    let indent = file.lines[location.line].indentation - code[0].indentation
    guard indent >= 0 else { return 0 }
    let padding = String(repeating: " ", count: indent)
    for (offset, line) in code.enumerated() {
      let index = location.line + offset
      guard index < file.lines.count else { return offset }
      let expected = line.isEmpty ? "" : padding + line
      guard file.lines[index] == expected else { return offset }
    }
    return code.count
  }
}
