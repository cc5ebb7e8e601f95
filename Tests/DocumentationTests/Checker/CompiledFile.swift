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
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0.trimmingTrailingSpaces()) }
    isCode = Self.codeStarts(lines)
    imports = Set(
      zip(lines, isCode).compactMap { line, isCode in
        isCode ? Snippet.importedModule(String(line.drop { $0 == " " })) : nil
      })
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
    for line in lines {
      let startsAsCode = depth == 0 && !inString
      starts.append(startsAsCode && !disabled.contains(true))
      if startsAsCode {
        let directive = line.drop { $0 == " " }
        if directive.hasPrefix("#if ") {
          disabled.append(directive.trimmingTrailingSpaces() == "#if false")
        } else if directive.hasPrefix("#else") || directive.hasPrefix("#elseif") {
          if !disabled.isEmpty { disabled[disabled.count - 1] = false }
        } else if directive.hasPrefix("#endif") {
          _ = disabled.popLast()
        }
      }
      scan(Array(line.utf8), depth: &depth, inString: &inString)
    }
    return starts
  }

  private static func scan(_ bytes: [UInt8], depth: inout Int, inString: inout Bool) {
    let (slash, star, quote, backslash) = (
      UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\""), UInt8(ascii: "\\")
    )
    func at(_ index: Int, _ pattern: [UInt8]) -> Bool {
      index + pattern.count <= bytes.count && Array(bytes[index..<index + pattern.count]) == pattern
    }
    var index = 0
    while index < bytes.count {
      if inString {
        if at(index, [quote, quote, quote]) {
          inString = false
          index += 3
        } else {
          index += bytes[index] == backslash ? 2 : 1
        }
      } else if depth > 0 {
        if at(index, [slash, star]) {
          depth += 1
          index += 2
        } else if at(index, [star, slash]) {
          depth -= 1
          index += 2
        } else {
          index += 1
        }
      } else if at(index, [slash, slash]) {
        return
      } else if at(index, [slash, star]) {
        depth = 1
        index += 2
      } else if at(index, [quote, quote, quote]) {
        inString = true
        index += 3
      } else if bytes[index] == quote {
        index += 1
        while index < bytes.count, bytes[index] != quote {
          index += bytes[index] == backslash ? 2 : 1
        }
        index += 1
      } else {
        index += 1
      }
    }
  }
}
