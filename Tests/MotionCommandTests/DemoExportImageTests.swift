import Foundation
import Testing

/// The README's animated SVG of the demo (Docs/images/demo-export.svg) and the session it is
/// exported from (Examples/demo-session.json) are what the README's commands write now, byte for
/// byte: a change to the demo, its session or the export that moves them fails here until they
/// are written again with those commands.
@Suite("README: the demo's session and its exported SVG are what the commands write")
struct DemoExportImageTests {
  static func committed(_ path: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("motion demo --fast --session writes Examples/demo-session.json")
  func session() throws {
    let directory = URL(fileURLWithPath: try temporaryOutput("session"))
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let result = try MotionProcess.run(
      ["demo", "--fast", "--session", "demo-session.json"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let written = try String(
      contentsOf: directory.appendingPathComponent("demo-session.json"), encoding: .utf8)
    #expect(
      written == (try Self.committed("Examples/demo-session.json")),
      "Examples/demo-session.json is stale: run the README's motion demo --session line")
  }

  @Test("motion export Examples/demo-session.json --format svg writes Docs/images/demo-export.svg")
  func image() throws {
    let output = try temporaryOutput("demo-export.svg")
    let input = repositoryRoot.appendingPathComponent("Examples/demo-session.json").path
    let result = try MotionProcess.run(["export", input, "--format", "svg", "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    let written = try String(contentsOf: URL(fileURLWithPath: output), encoding: .utf8)
    #expect(
      written == (try Self.committed("Docs/images/demo-export.svg")),
      "Docs/images/demo-export.svg is stale: run the README's motion export line")
    let readme = try Self.committed("README.md")
    #expect(readme.contains("(Docs/images/demo-export.svg)"))
    #expect(readme.contains("swift run motion demo --fast --session demo-session.json"))
    #expect(
      readme.contains(
        "swift run motion export Examples/demo-session.json --format svg -o demo-export.svg"))
  }
}
