import Foundation

/// Runs the built `motion` executable, as a user would, and captures what it prints.
struct MotionProcess {
  /// What one run produced.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The directory holding the built products (the test bundle sits beside `motion`).
  static var productsDirectory: URL {
    let bundle = Bundle.main.bundleURL
    return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
  }

  /// Runs `motion` with `arguments`, optionally feeding `input` on standard input, in
  /// `directory` (the current one when `nil`).
  static func run(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws
    -> Result
  {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("motion")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if let input {
      let pipe = Pipe()
      process.standardInput = pipe
      try process.run()
      pipe.fileHandleForWriting.write(Data(input.utf8))
      try pipe.fileHandleForWriting.close()
    } else {
      process.standardInput = FileHandle.nullDevice
      try process.run()
    }
    // Read both pipes before waiting so a large output cannot block the child.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self)
    )
  }

  /// Writes `contents` to a fresh temporary file and returns its path.
  static func temporaryFile(_ contents: String, name: String = "input.json") throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url.path
  }
}

/// A fresh path in a fresh temporary directory, for a command to write to.
func temporaryOutput(_ name: String) throws -> String {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("motion-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory.appendingPathComponent(name).path
}

/// The repository's root (this file is Tests/MotionCommandTests/MotionProcess.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The path of a file in `Examples/`.
func examplePath(_ name: String) -> String {
  repositoryRoot.appendingPathComponent("Examples/\(name)").path
}
