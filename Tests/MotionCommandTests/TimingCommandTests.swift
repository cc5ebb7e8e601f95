import Foundation
import Testing

@Suite("motion sample, plot and export with Web Animations timing (the executable, record 0043)")
struct TimingCommandTests {
  /// One tween per property, 0 → 100 over 100 ms, each with one timing field or rate.
  let json = """
    { "properties": { "a": 0, "b": 0, "c": 0, "d": 0, "e": 0, "f": 0, "g": 0 },
      "tweens": [
        { "property": "a", "duration": 100, "values": [0, 100], "iterations": 2.5,
          "direction": "alternate" },
        { "property": "b", "duration": 100, "values": [0, 100], "direction": "reverse" },
        { "property": "c", "duration": 100, "values": [0, 100], "iterationStart": 0.5 },
        { "property": "d", "duration": 100, "values": [0, 100], "easing": "steps(4)" },
        { "property": "e", "duration": 100, "values": [0, 100], "playbackRate": 2 },
        { "property": "f", "duration": 100, "values": [0, 100], "playbackRate": -1 },
        { "property": "g", "duration": 100, "values": [0, 100], "iterations": "infinite",
          "playbackRate": 0.5 } ] }
    """

  @Test("motion sample: each field gives the value Web Animations defines, by hand")
  func sample() throws {
    let path = try MotionProcess.temporaryFile(json)
    let result = try MotionProcess.run(
      ["sample", path, "--at", "0,30,150,250,1050", "--format", "json"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(
      result.stdout == """
        {
          "a": [0.0, 30.0, 50.0, 50.0, 50.0],
          "b": [100.0, 70.0, 0.0, 0.0, 0.0],
          "c": [50.0, 80.0, 50.0, 50.0, 50.0],
          "d": [0.0, 25.0, 100.0, 100.0, 100.0],
          "e": [0.0, 60.0, 100.0, 100.0, 100.0],
          "f": [100.0, 70.0, 0.0, 0.0, 0.0],
          "g": [0.0, 15.0, 75.0, 25.0, 25.0]
        }

        """)
  }

  @Test("motion sample: a bad timing field is one error line with its path, exit status 1")
  func badField() throws {
    let path = try MotionProcess.temporaryFile(
      #"{"properties":{"x":0},"tweens":[{"property":"x","duration":1,"values":[1],"iterations":-2}]}"#
    )
    let result = try MotionProcess.run(["sample", path, "--at", "0"])
    #expect(result.status == 1 && result.stdout.isEmpty)
    #expect(
      result.stderr
        == "motion sample: error: tweens[0].iterations: must not be negative, got -2.0\n")
  }

  @Test("motion plot: a tween that repeats forever is drawn over three iterations")
  func plot() throws {
    let path = try MotionProcess.temporaryFile(
      #"{"properties":{"x":0},"tweens":[{"property":"x","duration":400,"values":[0,1],"iterations":"infinite"}]}"#
    )
    let output = path + ".svg"
    let result = try MotionProcess.run(["plot", path, "-o", output])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    // 3 × 400 ms plus 10 %: the axis ends at 1320 ms, not the 1000 ms of a document with no end.
    #expect(svg.contains(">1200<") && !svg.contains(">1400<"))
  }

  @Test("motion export: waapi writes the rate; css refuses a negative one naming the field")
  func export() throws {
    let path = try MotionProcess.temporaryFile(
      #"{"properties":{"x":0},"tweens":[{"property":"x","duration":100,"values":[0,1],"playbackRate":-1}]}"#
    )
    let waapi = try MotionProcess.run(["export", path, "--format", "waapi"])
    #expect(waapi.status == 0 && waapi.stdout.contains(#""playbackRate": -1,"#))
    for format in ["css", "html", "svg"] {
      let css = try MotionProcess.run(["export", path, "--format", format])
      #expect(css.status == 1 && css.stdout.isEmpty, "\(format)")
      #expect(
        css.stderr.hasPrefix(
          "motion export: error: tweens[0].playbackRate: CSS animations have no playback rate"),
        "\(format)")
    }
  }
}
