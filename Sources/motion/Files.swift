import Foundation
import MotionTools

/// The files the commands read and write; every failure is one ``InputError`` line.
enum Files {
  /// The contents of `path`, or of standard input for `-`. A file that cannot be read is one
  /// error saying why: no such file, a directory, permission denied, or the system's reason.
  static func read(_ path: String) throws(InputError) -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputError("cannot read '\(path)': no such file")
    }
    guard !isDirectory.boolValue else {
      throw InputError("cannot read '\(path)': it is a directory")
    }
    guard files.isReadableFile(atPath: path) else {
      throw InputError("cannot read '\(path)': permission denied")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw InputError("cannot read '\(path)': \(error.localizedDescription)")
    }
  }

  /// How an input is named in messages: its file name, or "the input" for standard input.
  static func source(_ path: String) -> String {
    path == "-" ? "the input" : path
  }

  /// Fails before any work is done when `path`'s directory does not exist.
  static func checkWritable(_ path: String, option: String) throws(InputError) {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw InputError("\(option): the directory '\(directory)' does not exist")
    }
  }

  /// Writes `text` to `path`, naming `option` if that fails.
  static func write(_ text: String, to path: String, option: String) throws(InputError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw InputError("\(option): cannot write '\(path)': \(error.localizedDescription)")
    }
  }
}
