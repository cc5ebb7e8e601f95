import MotionTools
import Testing

/// A pan with one finger, a second finger joining, then a separate tap.
private let twoFingersThenTap = """
  {"events": [
    {"t": 0, "pointer": 1, "phase": "down", "x": 100, "y": 200},
    {"t": 10, "pointer": 1, "phase": "move", "x": 115, "y": 200},
    {"t": 20, "pointer": 1, "phase": "move", "x": 130, "y": 205},
    {"t": 30, "pointer": 2, "phase": "down", "x": 300, "y": 120},
    {"t": 40, "pointer": 1, "phase": "move", "x": 150, "y": 210},
    {"t": 50, "pointer": 2, "phase": "move", "x": 290, "y": 110},
    {"t": 60, "pointer": 2, "phase": "up"},
    {"t": 70, "pointer": 1, "phase": "up", "x": 150, "y": 210},
    {"t": 400, "pointer": 3, "phase": "down", "x": 500, "y": 300},
    {"t": 450, "pointer": 3, "phase": "up", "x": 500, "y": 300}
  ], "recognizers": ["pan", "tap"]}
  """

@Suite("ReplaySVG: the replay drawn as paths on the plane and lanes over time")
struct ReplaySVGTests {
  @Test("draws each pointer's path, the recognized phases and a lane per recognizer")
  func drawing() throws {
    let read = try trace(twoFingersThenTap)
    let session = try ReplaySession.replay(read)
    let svg = try SVGDocument(ReplaySVG(trace: read, session: session, name: "t.json").render())
    #expect(svg.root == "svg")
    #expect(
      svg.elements(ofClass: "pointer-path").compactMap { $0.attributes["data-pointer"] } == [
        "1", "2", "3",
      ])
    let phases = svg.elements(ofClass: "phase").map {
      "\($0.attributes["data-recognizer"] ?? "") \($0.attributes["data-state"] ?? "")"
    }
    #expect(phases.contains("pan began"))
    #expect(phases.contains("pan ended"))
    #expect(phases.contains("tap ended"))
    let lanes = svg.elements(ofClass: "lane-phase").map { $0.attributes["data-recognizer"] ?? "" }
    #expect(Set(lanes) == ["pan", "tap"])
    for lane in ["pointer #1", "pointer #2", "pointer #3", "pan", "tap"] {
      #expect(svg.texts.contains(lane), "\(lane)")
    }
    #expect(svg.texts.contains("motion replay: t.json"))
  }

  @Test("strokes split a trace per contact; an up without a position ends its stroke")
  func strokes() throws {
    let strokes = ReplayStroke.strokes(try trace(twoFingersThenTap).events)
    #expect(strokes.map(\.pointer) == [1, 2, 3])
    #expect(strokes[1].points.count == 2)
    #expect(strokes[1].end == 60)
    #expect(strokes.allSatisfy { !$0.cancelled })
  }

  @Test("extreme and negative pointer ids and far-away points draw without NaN")
  func extremes() throws {
    let read = try trace(
      #"{"events": [{"t": 0, "pointer": -7, "phase": "down", "x": 1e300, "y": -1e300}, {"t": 1, "pointer": -7, "phase": "cancel"}]}"#
    )
    let text = ReplaySVG(trace: read, session: try ReplaySession.replay(read), name: "x").render()
    #expect(!text.lowercased().contains("nan"))
    _ = try SVGDocument(text)
  }
}
