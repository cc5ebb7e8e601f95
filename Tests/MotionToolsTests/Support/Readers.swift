import Foundation
import MotionTools

/// The message a motion document is rejected with, or `nil` when it reads.
func documentError(_ json: String) -> String? {
  do {
    _ = try MotionDocument.read(Data(json.utf8), source: "doc.json")
    return nil
  } catch {
    return error.message
  }
}

/// The message a pointer trace is rejected with, or `nil` when it reads.
func traceError(_ json: String) -> String? {
  do {
    _ = try PointerTrace.read(Data(json.utf8), source: "trace.json")
    return nil
  } catch {
    return error.message
  }
}

/// A document that must read.
func document(_ json: String) throws -> MotionDocument {
  try MotionDocument.read(Data(json.utf8))
}

/// A trace that must read.
func trace(_ json: String) throws -> PointerTrace {
  try PointerTrace.read(Data(json.utf8))
}

/// The repository's root directory (this file is Tests/MotionToolsTests/Support/Readers.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A file of the repository's `Examples/` folder.
func exampleFile(_ name: String) throws -> Data {
  try Data(contentsOf: repositoryRoot.appendingPathComponent("Examples/\(name)"))
}
