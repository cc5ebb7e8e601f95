import Foundation
import Testing

@Suite("motion sample --reduced-motion and the export's reduced-motion block (the executable)")
struct ReducedMotionCommandTests {
  /// A slide on x (delay 100 ms, 0 → 100 over 200 ms), a spring on scale and a fade.
  let json = """
    { "properties": { "x": 0, "scale": 1, "opacity": 0 },
      "tweens": [ { "property": "x", "duration": 200, "delay": 100, "values": [0, 100] },
                  { "property": "opacity", "duration": 200, "values": [0, 1] } ],
      "motions": [ { "kind": "spring", "property": "scale", "to": 2, "delay": 50,
                     "preset": "standard-default-spatial" } ] }
    """

  @Test("--reduced-motion: spatial properties jump at their start, opacity plays")
  func sampleReduced() throws {
    let path = try MotionProcess.temporaryFile(json)
    let result = try MotionProcess.run(
      ["sample", path, "--at", "0,50,99,100,150,300", "--format", "json", "--reduced-motion"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(
      result.stdout == """
        {
          "opacity": [0.0, 0.25, 0.495, 0.5, 0.75, 1.0],
          "scale": [1.0, 2.0, 2.0, 2.0, 2.0, 2.0],
          "x": [0.0, 0.0, 0.0, 100.0, 100.0, 100.0]
        }

        """)
    let full = try MotionProcess.run(["sample", path, "--at", "150", "--format", "json"])
    #expect(full.status == 0 && full.stdout.contains("\"x\": [25.0]"))
  }

  @Test("export css and html end with the block for x and scale only; an effects document has none")
  func exportBlock() throws {
    let path = try MotionProcess.temporaryFile(json)
    for format in ["css", "html", "svg"] {
      let result = try MotionProcess.run(["export", path, "--format", format])
      #expect(result.status == 0, "\(format)")
      let block = try #require(
        result.stdout.range(of: "@media (prefers-reduced-motion: reduce) {"), "\(format)")
      // The block ends the stylesheet (the html's JSON after it names every property).
      let style = result.stdout[block.lowerBound...]
      let reduced = style[..<(style.range(of: "\n}\n")?.upperBound ?? style.endIndex)]
      #expect(reduced.contains("@keyframes mm-x {") && reduced.contains("@keyframes mm-scale {"))
      #expect(!reduced.contains("mm-opacity"), "\(format)")
    }
    let fade = try MotionProcess.temporaryFile(
      #"{ "properties": { "opacity": 0 }, "tweens": [ { "property": "opacity", "duration": 200, "values": [0, 1] } ] }"#
    )
    let css = try MotionProcess.run(["export", fade])
    #expect(css.status == 0 && !css.stdout.contains("prefers-reduced-motion"))
  }

  @Test("bad input with --reduced-motion: one error line, exit status 1")
  func badInput() throws {
    let bad = try MotionProcess.temporaryFile(
      #"{ "properties": { "x": 0 }, "tweens": [ { "property": "y", "duration": 1, "values": [1] } ] }"#
    )
    let result = try MotionProcess.run(["sample", bad, "--reduced-motion"])
    #expect(result.status == 1 && result.stdout.isEmpty)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains("tweens[0].property: 'y' is not declared in properties"))
  }

  @Test("the help mentions the option and the block")
  func help() throws {
    let sample = try MotionProcess.run(["sample", "--help"])
    #expect(sample.status == 0 && sample.stdout.contains("--reduced-motion"))
    let export = try MotionProcess.run(["export", "--help"])
    #expect(export.status == 0 && export.stdout.contains("prefers-reduced-motion: reduce"))
  }
}
