import Foundation
import Testing

/// A document with a keyframed x, a delayed opacity fade and a destination-only scale.
let plotDocument = """
  { "properties": { "x": 0, "opacity": 1, "scale": 1 },
    "tweens": [
      { "property": "x", "duration": 300, "values": [0, 100, 80], "offsets": [0, 0.7, 1],
        "interTimingFunctions": ["standard", "cubic-bezier(0.4, 0, 1, 1)"] },
      { "property": "opacity", "duration": 200, "delay": 100, "values": [1, 0.2] },
      { "property": "scale", "duration": 400, "delay": 50, "values": [1.5] } ] }
  """

/// Runs `motion plot` on `document` and returns the result and the output path.
func plot(_ document: String, _ extra: [String] = []) throws -> (MotionProcess.Result, String) {
  let input = try MotionProcess.temporaryFile(document, name: "doc.json")
  let output = try temporaryOutput("plot.svg")
  return (try MotionProcess.run(["plot", input, "-o", output] + extra), output)
}

@Suite("motion plot")
struct PlotCommandTests {
  @Test("one curve per property, sorted by name, in a well-formed SVG with a time axis in ms")
  func curves() throws {
    let (result, output) = try plot(plotDocument)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty && result.stderr.isEmpty)
    let svg = try SVGDocument(path: output)
    #expect(svg.root == "svg")
    #expect(svg.seriesNames == ["opacity", "scale", "x"])
    #expect(svg.texts.contains("time (ms)"))
    #expect(svg.texts.contains("motion plot: doc.json"))
    // The legend names every property once more beside its swatch.
    for name in ["opacity", "scale", "x"] { #expect(svg.texts.filter { $0 == name }.count == 2) }
    // Aspect ratio: the viewBox is the drawing's size, wider than tall for three panels.
    let root = try #require(svg.nodes.first)
    let width = try #require(Double(root.attributes["width"] ?? ""))
    let height = try #require(Double(root.attributes["height"] ?? ""))
    #expect(
      root.attributes["viewBox"] == "0 0 \(root.attributes["width"]!) \(root.attributes["height"]!)"
    )
    #expect(width == 960 && height > 300 && height < 800)
  }

  @Test("keyframes are marked where the curve shows them")
  func keyframes() throws {
    let (_, output) = try plot(plotDocument)
    let svg = try SVGDocument(path: output)
    var counts: [String: Int] = [:]
    var current: String?
    for node in svg.nodes {
      if node.attributes["class"] == "series" { current = node.attributes["data-name"] }
      if node.attributes["class"] == "keyframe", let current { counts[current, default: 0] += 1 }
    }
    // x: 0, 100, 80; opacity: start and end of the fade; scale: where it starts and 1.5.
    #expect(counts == ["x": 3, "opacity": 2, "scale": 2])
  }

  @Test("a later tween hides an earlier one's keyframes where it takes precedence")
  func hiddenKeyframes() throws {
    let document = """
      { "properties": { "x": 0 },
        "tweens": [ { "property": "x", "duration": 100, "values": [0, 50, 100],
                      "offsets": [0, 0.5, 1] },
                    { "property": "x", "duration": 100, "values": [200, 300] } ] }
      """
    let (result, output) = try plot(document)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try SVGDocument(path: output).elements(ofClass: "keyframe").count == 2)
  }

  @Test("the document may come from standard input; --until and --every shape the axis")
  func standardInputAndOptions() throws {
    let output = try temporaryOutput("stdin.svg")
    let result = try MotionProcess.run(
      ["plot", "-", "-o", output, "--until", "1000", "--every", "5"], input: plotDocument)
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try SVGDocument(path: output)
    #expect(svg.texts.contains("1000"))
    #expect(svg.texts.contains { $0.contains("sampled every 5 ms") })
  }

  @Test("values near the largest double still draw finite coordinates")
  func extremeValues() throws {
    let document = """
      { "properties": { "x": -1e308 },
        "tweens": [ { "property": "x", "duration": 100, "values": [1e308] } ] }
      """
    let (result, output) = try plot(document)
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(!text.lowercased().contains("nan") && !text.contains("inf"))
    #expect(try SVGDocument(path: output).seriesNames == ["x"])
  }

  @Test("malformed documents and options print one line naming the problem and exit 1")
  func badInput() throws {
    let documents: [(String, String)] = [
      ("{", "not valid JSON"),
      (#"{"properties": {"x": "a"}}"#, "properties.x: must be a number"),
      (#"{"properties": {}}"#, "properties: the document declares no properties to plot"),
      (
        #"{"properties": {"x": 0}, "tweens": [{"property": "x", "duration": -5, "values": [1]}]}"#,
        "tweens[0].duration: must not be negative"
      ),
      (
        #"{"properties": {"x": 0}, "tweens": [{"property": "y", "duration": 5, "values": [1]}]}"#,
        "tweens[0].property: 'y' is not declared in properties"
      ),
    ]
    for (document, message) in documents {
      let (result, _) = try plot(document)
      #expect(result.status == 1)
      #expect(result.stderr.hasPrefix("motion plot: error: \(message)"), "\(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
    let input = try MotionProcess.temporaryFile(plotDocument, name: "doc.json")
    let options: [([String], String)] = [
      ([input], "missing -o OUT.svg"),
      (["-o", "/tmp/x.svg"], "missing DOC.json"),
      ([input, "-o"], "-o: missing value"),
      (
        [input, "-o", "/nonexistent-dir/x.svg"],
        "-o: the directory '/nonexistent-dir' does not exist"
      ),
      ([input, "-o", "/tmp/x.svg", "--every", "0"], "--every: must be positive"),
      ([input, "-o", "/tmp/x.svg", "--until", "abc"], "--until: 'abc' is not a finite number"),
      (
        [input, "-o", "/tmp/x.svg", "--every", "0.0001", "--until", "100000"], "--every: more than"
      ),
      ([input, "-o", "/tmp/x.svg", "--width", "3"], "unexpected argument '--width'"),
      (["/nonexistent/doc.json", "-o", "/tmp/x.svg"], "cannot read '/nonexistent/doc.json'"),
    ]
    for (arguments, message) in options {
      let result = try MotionProcess.run(["plot"] + arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.stderr.hasPrefix("motion plot: error: \(message)"), "\(result.stderr)")
    }
  }
}
