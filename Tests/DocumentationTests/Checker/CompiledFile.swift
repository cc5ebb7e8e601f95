/// A Swift file that the package compiles (a file of a test target), read for snippets.
struct CompiledFile: Sendable {
  /// The path from the package root.
  var path: String
  /// The file's lines, without trailing spaces.
  var lines: [String]
  /// The modules the file imports (any `import` line outside comments and strings).
  var imports: Set<String>
  /// For each line, whether it begins as code: not inside a block comment, a multi-line string
  /// literal or an `#if false` region.
  var isCode: [Bool]

  init(path: String, text: String) {
    self.path = path
    lines = text.lines.map { String($0.trimmingTrailingSpaces()) }
    isCode = Self.codeStarts(lines)
    imports = Set(
      zip(lines, isCode).compactMap { line, isCode in
        isCode && Self.mayImport(line) ? Snippet.importedModule(line) : nil
      })
  }

  /// Whether a line may be an import: its first character begins `import`, an attribute or an
  /// access modifier (a cheap filter before parsing).
  private static func mayImport(_ line: String) -> Bool {
    guard let first = line.utf8.first(where: { $0 != 32 }) else { return false }
    return [UInt8(ascii: "i"), UInt8(ascii: "@"), UInt8(ascii: "p"), UInt8(ascii: "f")]
      .contains(first)
  }

  /// For each line, whether it begins as code: outside `/* … */` comments (which nest),
  /// multi-line string literals and `#if false` regions. Single-line strings are skipped so that
  /// a `"//"` or `"/*"` in one does not count; the scan is approximate and errs towards "not
  /// code", which makes a snippet fail to match rather than pass.
  static func codeStarts(_ lines: [String]) -> [Bool] {
    var depth = 0
    var inString = false
    var disabled: [Bool] = []
    var starts: [Bool] = []
    starts.reserveCapacity(lines.count)
    for line in lines {
      let startsAsCode = depth == 0 && !inString
      starts.append(startsAsCode && !disabled.contains(true))
      if startsAsCode, line.utf8.first(where: { $0 != 32 }) == UInt8(ascii: "#") {
        let directive = line.droppingLeadingSpaces().trimmingTrailingSpaces()
        if directive.hasPrefix("#if ") {
          disabled.append(directive == "#if false")
        } else if directive.hasPrefix("#else") || directive.hasPrefix("#elseif") {
          if !disabled.isEmpty { disabled[disabled.count - 1] = false }
        } else if directive.hasPrefix("#endif") {
          _ = disabled.popLast()
        }
      }
      var text = line
      text.withUTF8 { scan($0, depth: &depth, inString: &inString) }
    }
    return starts
  }

  /// Follows one line's bytes through comments and string literals.
  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, depth: inout Int, inString: inout Bool
  ) {
    let (slash, star, quote, backslash): (UInt8, UInt8, UInt8, UInt8) = (47, 42, 34, 92)
    let count = bytes.count
    func at(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }
    var index = 0
    while index < count {
      let current = bytes[index]
      if inString {
        if current == quote && at(index + 1) == quote && at(index + 2) == quote {
          inString = false
          index += 3
        } else {
          index += current == backslash ? 2 : 1
        }
      } else if depth > 0 {
        if current == slash && at(index + 1) == star {
          depth += 1
          index += 2
        } else if current == star && at(index + 1) == slash {
          depth -= 1
          index += 2
        } else {
          index += 1
        }
      } else if current != slash && current != quote {
        index += 1
      } else if current == slash {
        let next = at(index + 1)
        if next == slash { return }
        if next == star { depth = 1 }
        index += next == star ? 2 : 1
      } else if at(index + 1) == quote && at(index + 2) == quote {
        inString = true
        index += 3
      } else {
        index += 1
        while index < count, bytes[index] != quote {
          index += bytes[index] == backslash ? 2 : 1
        }
        index += 1
      }
    }
  }
}
