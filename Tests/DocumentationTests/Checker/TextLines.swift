// Line helpers on UTF-8 bytes: the checker reads every source and test file of the package on
// each run, and byte scans keep that well under a second in a debug build.

extension String {
  /// The text's lines, split at each "\n" (a final line without one included).
  var lines: [String] {
    var lines: [String] = []
    var text = self
    text.withUTF8 { bytes in
      var start = 0
      for index in bytes.indices where bytes[index] == 10 {
        lines.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        start = index + 1
      }
      lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
    }
    return lines
  }

  /// The text without its leading spaces and tabs.
  func droppingLeadingSpaces() -> Substring { self[...].droppingLeadingSpaces() }

  /// The text without trailing spaces, tabs and carriage returns.
  func trimmingTrailingSpaces() -> Substring { self[...].trimmingTrailingSpaces() }
}

extension Substring {
  /// The text without its leading spaces and tabs.
  func droppingLeadingSpaces() -> Substring {
    var start = utf8.startIndex
    while start != utf8.endIndex, utf8[start] == 32 || utf8[start] == 9 {
      start = utf8.index(after: start)
    }
    return self[start..<endIndex]
  }

  /// The text without trailing spaces, tabs and carriage returns.
  func trimmingTrailingSpaces() -> Substring {
    var end = utf8.endIndex
    while end != utf8.startIndex {
      let before = utf8.index(before: end)
      guard [32, 9, 13].contains(utf8[before]) else { break }
      end = before
    }
    return self[startIndex..<end]
  }
}

extension StringProtocol {
  /// The number of leading spaces.
  var indentation: Int {
    var count = 0
    for byte in utf8 {
      guard byte == 32 else { break }
      count += 1
    }
    return count
  }
}
