import MotionTools
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

/// The chart of `json`, parsed back as XML.
private func plot(_ json: String, until: Double? = nil, every: Double? = nil) throws
  -> SVGDocument
{
  let chart = try PlotChart(
    document: try document(json), name: "/some/dir/doc.json", until: until, every: every)
  return try SVGDocument(chart.svg.render())
}

@Suite("PlotChart: a document's tweens drawn as an SVG chart")
struct PlotChartTests {
  @Test("one curve per property, sorted by name, in a well-formed SVG with a time axis in ms")
  func curves() throws {
    let svg = try plot(plotDocument)
    #expect(svg.root == "svg")
    #expect(svg.seriesNames == ["opacity", "scale", "x"])
    #expect(svg.texts.contains("time (ms)"))
    #expect(svg.texts.contains("motion plot: doc.json"))
    // The legend names every property once more beside its swatch.
    for name in ["opacity", "scale", "x"] { #expect(svg.texts.filter { $0 == name }.count == 2) }
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
    let svg = try plot(plotDocument)
    var counts: [String: Int] = [:]
    var current: String?
    for node in svg.nodes {
      if node.attributes["class"] == "series" { current = node.attributes["data-name"] }
      if node.attributes["class"] == "keyframe", let current { counts[current, default: 0] += 1 }
    }
    // x: 0, 100, 80; opacity: start and end of the fade; scale: where it starts and 1.5.
    #expect(counts == ["x": 3, "opacity": 2, "scale": 2])
  }

  @Test("TW-15: a later tween hides an earlier one's keyframes where it takes precedence")
  func hiddenKeyframes() throws {
    let svg = try plot(
      """
      { "properties": { "x": 0 },
        "tweens": [ { "property": "x", "duration": 100, "values": [0, 50, 100],
                      "offsets": [0, 0.5, 1] },
                    { "property": "x", "duration": 100, "values": [200, 300] } ] }
      """)
    #expect(svg.elements(ofClass: "keyframe").count == 2)
  }

  @Test("until and every shape the axis and the subtitle")
  func axis() throws {
    let svg = try plot(plotDocument, until: 1000, every: 5)
    #expect(svg.texts.contains("1000"))
    #expect(svg.texts.contains { $0.contains("sampled every 5 ms") })
  }

  @Test("values near the largest double still draw finite coordinates")
  func extremeValues() throws {
    let json = """
      { "properties": { "x": -1e308 },
        "tweens": [ { "property": "x", "duration": 100, "values": [1e308] } ] }
      """
    let chart = try PlotChart(document: try document(json), name: "x", until: nil, every: nil)
    let text = chart.svg.render()
    #expect(!text.lowercased().contains("nan") && !text.contains("inf"))
    #expect(try SVGDocument(text).seriesNames == ["x"])
  }

  @Test("nothing to plot, or a bad axis, is one error line naming the problem")
  func errors() throws {
    let cases: [(String, Double?, Double?, String)] = [
      (#"{"properties": {}}"#, nil, nil, "properties: the document declares no properties to plot"),
      (plotDocument, nil, 0, "--every: must be positive, got 0.0"),
      (plotDocument, -5, nil, "--until: must be positive, got -5.0"),
      (
        plotDocument, 100_000, 0.0001,
        "--every: more than 100000 samples up to 100000.0 ms; use a larger step"
      ),
    ]
    for (json, until, every, message) in cases {
      let read = try document(json)
      #expect(throws: InputError(message)) {
        try PlotChart(document: read, name: "doc.json", until: until, every: every)
      }
    }
  }
}

@Suite("PlotChart: springs and decays (PH-14)")
struct PhysicsPlotTests {
  @Test("PH-14: the physics example plots every property up to past the last rest, starts marked")
  func physics() throws {
    let read = try MotionDocument.read(try exampleFile("physics.json"))
    let chart = try PlotChart(document: read, name: "physics.json", until: nil, every: nil)
    let text = chart.svg.render()
    let svg = try SVGDocument(text)
    #expect(svg.seriesNames == ["scroll", "x"])
    #expect(svg.texts.contains { $0.hasPrefix("3 motions on 2 properties") })
    #expect(!text.lowercased().contains("nan") && !text.contains("inf"))
    // The axis runs past the last rest (the spring at the scroll's bound rests near 1.3 s).
    let rest = read.stacks.flatMap(\.ends).filter(\.isFinite).max() ?? 0
    let curves = chart.svg.panels.flatMap(\.series)
    let last = try #require(curves.first?.points.last)
    #expect(rest > 600 && last.time > rest && last.time <= rest * 1.1)
    // Past the rest, the curves hold still: scroll at its bound, x at 300.
    #expect(curves.map { $0.points.last?.value } == [600, 300])
    // The tween's two keyframes (the second is hidden: the spring took over), the spring's and
    // the decay's starts.
    #expect(svg.elements(ofClass: "keyframe").count == 3)
  }
}
