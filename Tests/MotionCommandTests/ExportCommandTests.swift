import Foundation
import MotionTools
import Testing

@testable import motion

@Suite("motion export (the built executable and its options)")
struct ExportCommandTests {
  @Test("every format exits 0; css goes to stdout, -o writes the file")
  func formats() throws {
    let physics = examplePath("physics.json")
    let css = try MotionProcess.run(["export", physics])
    #expect(css.status == 0 && css.stderr.isEmpty)
    #expect(css.stdout.hasPrefix("/* motion export of physics.json: 2 properties"))
    let starts = [
      "waapi": "{\n  \"format\": \"motion-export/1\"", "module": "// motion export",
      "html": "<!doctype html>", "svg": "<svg xmlns=",
    ]
    for (format, start) in starts {
      let output = try temporaryOutput("physics.\(format)")
      let result = try MotionProcess.run(["export", physics, "--format", format, "-o", output])
      #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(format)")
      #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix(start), "\(format)")
    }
    let piped = try MotionProcess.run(
      ["export", "-", "--properties", "x"],
      input: try String(contentsOfFile: physics, encoding: .utf8))
    #expect(piped.status == 0 && !piped.stdout.contains("--scroll"))
  }

  @Test("--report: one note per baked motion with its points, bytes and error")
  func report() throws {
    let result = try MotionProcess.run(["export", examplePath("physics.json"), "--report"])
    #expect(result.status == 0)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("motion export: note: ") && $0.contains(" points, ") })
    #expect(lines.contains { $0.hasPrefix("motion export: note: x: motions[0] spring 100–") })
  }

  @Test("bad options and documents: one error line, exit status 1")
  func badInput() throws {
    let physics = examplePath("physics.json")
    let never = try MotionProcess.temporaryFile(
      #"{ "properties": { "x": 0 }, "motions": [ { "kind": "spring", "property": "x", "to": 1, "stiffness": 100, "damping": 0 } ] }"#
    )
    let cases: [([String], String)] = [
      (
        ["--format", "pdf"],
        "--format: expected css or waapi or module or html or svg, got 'pdf'"
      ),
      (["--tolerance", "nan"], "--tolerance: 'nan' is not a finite number of px per 300 px"),
      (
        ["--tolerance", "-1"],
        "--tolerance: must be a finite number of px per 300 px above 0, got -1.0"
      ),
      (
        ["--tolerance", "0"],
        "--tolerance: must be a finite number of px per 300 px above 0, got 0.0"
      ),
      (
        ["--properties", "y"],
        "--properties: 'y' is not declared in the document's properties (scroll, x)"
      ),
      (["--continue-at", "-5"], "--continue-at: must not be negative, got -5.0 ms"),
      (["--scheme", "framer"], "--scheme: expected bound or motion, got 'framer'"),
      (
        ["--format", "html", "--selector", ".card"],
        "--selector: applies to --format css only (the page and the SVG use their own elements)"
      ),
    ]
    for (arguments, message) in cases {
      let result = try MotionProcess.run(["export", physics] + arguments)
      #expect(result.status == 1 && result.stdout.isEmpty, "\(arguments)")
      #expect(result.stderr == "motion export: error: \(message)\n", "\(arguments)")
    }
    let result = try MotionProcess.run(["export", never])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "motion export: error: motions[0]: never comes to rest (an undamped spring or a zero "
        + "rest velocity), so it has no end to export\n")
    let missing = try MotionProcess.run(["export"])
    #expect(missing.stderr == "motion export: error: missing DOC.json; see --help\n")
  }

  @Test("parse: defaults, every option")
  func parse() throws {
    #expect(try ExportCommand.parse([]) == .init())
    let options = try ExportCommand.parse([
      "a.json", "--format", "css", "--tolerance", "0.25", "--scheme", "motion", "--continue-at",
      "120", "--properties", "x, y", "--selector", ".card", "--report", "-o", "out.css",
    ])
    #expect(options.input == "a.json" && options.output == "out.css" && options.report)
    #expect(options.export.tolerance.pixels == 0.25 && options.export.scheme == .motion)
    #expect(options.export.continueAt == 120 && options.export.properties == ["x", "y"])
    #expect(options.export.selector == ".card")
  }
}
