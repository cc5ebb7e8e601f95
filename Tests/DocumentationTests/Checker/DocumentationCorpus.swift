import Foundation

/// The package's documents and the Swift files it compiles for tests, read from a package root.
struct DocumentationCorpus {
  /// The package root: the nearest folder above this file that holds a `Package.swift`.
  static let packageRoot: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Package.swift").path),
      folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  let root: URL

  init(root: URL = Self.packageRoot) { self.root = root }

  /// The articles (every `*.md` at the root, in `Docs/` and in the DocC catalogs under
  /// `Sources/`) and every source file's doc comments.
  func documents() throws -> [Document] {
    let modules = Self.modules(manifest: try read("Package.swift"))
    let articles =
      try files(under: "", depth: 0).filter { $0.hasSuffix(".md") }
      + files(under: "Docs").filter { $0.hasSuffix(".md") }
      + files(under: "Sources").filter { $0.hasSuffix(".md") && $0.contains(".docc/") }
    let sources = try files(under: "Sources").filter { $0.hasSuffix(".swift") }
    return try articles.map { Document(path: $0, kind: .article, text: try read($0)) }
      + sources.map { path in
        Document(
          path: path, kind: .docComments(module: Self.module(of: path, in: modules)),
          text: try read(path))
      }
  }

  /// Every Swift file under `Tests/`: each belongs to a test target or a test-support target,
  /// all of which the package builds.
  func compiledFiles() throws -> [CompiledFile] {
    try files(under: "Tests").filter { $0.hasSuffix(".swift") }.map {
      CompiledFile(path: $0, text: try read($0))
    }
  }

  /// The folders directly under `Tests/`: each must be a target, or the files in it are not
  /// compiled.
  func testFolders() throws -> [String] {
    let tests = root.appendingPathComponent("Tests")
    return try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { name in
      var isFolder: ObjCBool = false
      let path = tests.appendingPathComponent(name).path
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }

  /// Every problem of every document.
  func problems() throws -> [SnippetProblem] {
    SnippetChecker.problems(in: try documents(), index: SnippetIndex(try compiledFiles()))
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The regular files under a folder (`""` for the root), as sorted paths from the root; with a
  /// `depth` of 0 only the folder's own files.
  func files(under folder: String, depth: Int = .max) throws -> [String] {
    let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
    guard FileManager.default.fileExists(atPath: base.path) else { return [] }
    var found: [String] = []
    var pending = [(base, folder, 0)]
    while let (url, path, level) = pending.popLast() {
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path)
      where !name.hasPrefix(".") {
        let child = url.appendingPathComponent(name)
        let childPath = path.isEmpty ? name : path + "/" + name
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder)
        if !isFolder.boolValue {
          found.append(childPath)
        } else if level < depth {
          pending.append((child, childPath, level + 1))
        }
      }
    }
    return found.sorted()
  }

  /// The targets' source folders and module names, read from the manifest: each `path:` of a
  /// target belongs to the `name:` before it.
  static func modules(manifest: String) -> [String: String] {
    var modules: [String: String] = [:]
    for part in manifest.components(separatedBy: "name: \"").dropFirst() {
      guard let nameEnd = part.firstIndex(of: "\""),
        let pathStart = part.range(of: "path: \"")?.upperBound,
        let pathEnd = part[pathStart...].firstIndex(of: "\"")
      else { continue }
      modules[String(part[pathStart..<pathEnd])] = String(part[..<nameEnd])
    }
    return modules
  }

  /// The module of a source file: the target whose folder holds it (a target without a `path:`
  /// is `Sources/<name>`).
  static func module(of path: String, in modules: [String: String]) -> String {
    let folders = modules.keys.filter { path.hasPrefix($0 + "/") }
    if let folder = folders.max(by: { $0.count < $1.count }), let name = modules[folder] {
      return name
    }
    return path.split(separator: "/").dropFirst().first.map(String.init) ?? path
  }
}
