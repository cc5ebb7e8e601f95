import Foundation
import MotionTestSupport
import MotionTools
import MotionTween
import Testing

/// The largest error of every track of `export` against what `motion sample` shows for
/// `document` (each property's ``MotionStack``, which ``SampleTable`` prints), relative to each
/// instant's bound (≤ 1 is within), at every whole millisecond of the track plus 300 ms and on
/// a grid of `step` ms; instants within 0.001 ms of a jump are compared with both sides.
func worstRatio(_ export: MotionExport, _ document: MotionDocument, step: Double = 0.0371)
  -> (ratio: Double, at: String)
{
  var worst = (ratio: 0.0, at: "")
  var times = Array(stride(from: 0, through: export.duration + 300, by: 1.0))
  times += stride(from: 0, through: export.duration, by: step)
  let stacks = document.stacks
  for track in export.tracks {
    let stack = stacks[document.index(of: track.name)!]
    for time in times {
      let shown = track.value(at: time)
      let expected = stack.sample(at: time + export.start).value
      var error = abs(shown - expected)
      if track.jumps.contains(where: { abs($0 - time) <= 0.001 }) {
        for side in [time - 0.002, time + 0.002] {
          error = min(error, abs(shown - stack.sample(at: side + export.start).value))
        }
      }
      let bound = track.segment(at: min(time, export.duration))?.bound ?? track.bound
      let ratio = error / bound
      if ratio > worst.ratio {
        worst = (ratio, "\(track.name) at \(time) ms: \(shown) vs \(expected)")
      }
    }
  }
  return worst
}

/// `json` exported with `options`, and the document.
func exported(_ json: String, _ options: MotionExport.Options = .init()) throws
  -> (MotionExport, MotionDocument)
{
  let document = try document(json)
  return (try MotionExport(document: document, options: options), document)
}

@Suite("PropertyTrack: every motion of a property as one keyframe track that matches motion sample")
struct PropertyTrackTests {
  @Test("the example documents: tweens exact, springs and decays within the bound")
  func examples() throws {
    // What the comparisons read is what `motion sample` prints.
    let physics = try MotionDocument.read(try exampleFile("physics.json"))
    let times = [0, 99.5, 150, 333.3, 1000]
    let table = SampleTable(document: physics, times: times)
    for (row, stack) in physics.stacks.enumerated() {
      #expect(table.values[row] == times.map { stack.sample(at: $0).value })
    }
    for name in ["doc.json", "physics.json"] {
      let document = try MotionDocument.read(try exampleFile(name))
      let export = try MotionExport(document: document)
      let worst = worstRatio(export, document)
      #expect(worst.ratio <= 1, "\(name): \(worst.at)")
    }
  }

  @Test("tweens map one to one: their keyframes, offsets and timing functions, nothing baked")
  func tweensOneToOne() throws {
    let (export, document) = try exported(
      """
      { "properties": { "x": 0 },
        "tweens": [ { "property": "x", "duration": 300, "delay": 100, "values": [0, 100, 80],
                      "offsets": [0, 0.7, 1],
                      "interTimingFunctions": ["standard", "steps(3, jump-start)"] } ] }
      """)
    let track = try #require(export.tracks.first)
    #expect(export.duration == 400)
    #expect(track.keyframes.map(\.offsetText) == ["0", "25", "77.5", "100"])
    #expect(track.keyframes.map(\.value) == [0, 0, 100, 80])
    #expect(
      track.keyframes.map { $0.easing?.text }
        == ["linear", "cubic-bezier(0.4, 0, 0.2, 1)", "steps(3, jump-start)", nil])
    #expect(export.baked.isEmpty)
    #expect(worstRatio(export, document).ratio <= 1e-6)
  }

  @Test("a tween hidden part-way keeps the sub-curve that shows; jumps get a hold keyframe")
  func cutTweens() throws {
    let (export, document) = try exported(
      """
      { "properties": { "x": 0 },
        "tweens": [
          { "property": "x", "duration": 400, "values": [0, 200], "interTimingFunctions": ["ease"] },
          { "property": "x", "duration": 100, "delay": 150, "values": [500, 600],
            "interTimingFunctions": ["steps(4)"] } ] }
      """)
    let track = try #require(export.tracks.first)
    #expect(export.baked.isEmpty, "ease cut at 150 and 250 ms is a cubic-bezier of its own")
    #expect(track.jumps.contains(150) && track.jumps.contains(250))
    let worst = worstRatio(export, document)
    #expect(worst.ratio <= 1e-3, "\(worst.at)")
  }

  @Test("equal offsets, implicit keyframes, single values with a curve")
  func keyframeForms() throws {
    let (export, document) = try exported(
      """
      { "properties": { "a": 10, "b": 0, "c": 5 },
        "tweens": [
          { "property": "a", "duration": 200, "values": [0, 50, 80, 100],
            "offsets": [0, 0.5, 0.5, 1] },
          { "property": "b", "duration": 300, "values": [40, 90], "offsets": [0.2, 0.6],
            "interTimingFunctions": ["ease-in"] },
          { "property": "c", "duration": 250, "delay": 50, "values": [30],
            "interTimingFunctions": ["decelerate"] },
          { "property": "c", "duration": 100, "delay": 400, "values": [0],
            "offsets": [0.5], "interTimingFunctions": ["ease-out"] } ] }
      """)
    let worst = worstRatio(export, document)
    #expect(worst.ratio <= 1, "\(worst.at)")
    let a = try #require(export.tracks.first { $0.name == "a" })
    #expect(a.jumps == [100])
  }

  @Test("springs and decays: a hand-off, an explicit from (a jump), a toss back to its start")
  func physics() throws {
    let (export, document) = try exported(
      """
      { "properties": { "x": 0, "y": 0, "s": 0 },
        "tweens": [ { "property": "x", "duration": 200, "values": [0, 120] } ],
        "motions": [
          { "kind": "spring", "property": "x", "to": 300, "delay": 100,
            "preset": "expressive-default-spatial" },
          { "kind": "spring", "property": "x", "to": 0, "from": 400, "delay": 700,
            "stiffness": 400, "dampingRatio": 0.3 },
          { "kind": "spring", "property": "y", "to": 0, "velocity": -3000,
            "preset": "standard-default-spatial" },
          { "kind": "decay", "property": "s", "velocity": 1500, "friction": 1.5, "delay": 50 } ] }
      """)
    let worst = worstRatio(export, document)
    #expect(worst.ratio <= 1, "\(worst.at)")
    let x = try #require(export.tracks.first { $0.name == "x" })
    #expect(x.jumps == [700])
    let y = try #require(export.tracks.first { $0.name == "y" })
    #expect(y.segments.filter { $0.kind == "spring" }.count == 2, "split at its farthest point")
    #expect(export.baked.count == 5)
  }

  @Test("values near ±1.8e308: finite bounds, the jump still found, no trap")
  func extremeValues() throws {
    let (export, _) = try exported(
      """
      { "properties": { "s": 0 },
        "tweens": [
          { "property": "s", "duration": 100, "values": [-1e308, 1e308], "interTimingFunctions": ["ease"] },
          { "property": "s", "duration": 10, "delay": 50, "values": [5] } ] }
      """)
    let track = try #require(export.tracks.first)
    #expect(track.jumps == [60])
    #expect(track.bound.isFinite && track.bound > 0)
    #expect(track.keyframes.map(\.value).contains(5))
  }

  @Test("property: 40 seeded documents of tweens, springs and decays, every instant in bound")
  func seededDocuments() throws {
    var random = SeededRandom(seed: 0x29_0004)
    let curves = [
      "linear", "ease", "ease-in-out", "standard", "cubic-bezier(0.9, 0, 0.1, 1)",
      "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "steps(3)", "steps(2, jump-both)",
    ]
    for case_ in 0..<fuzzIterations(ci: 40) {
      var motions: [String] = []
      for _ in 0..<(1 + random.below(4)) {
        let property = ["x", "y"][random.below(2)]
        let delay = Int(random.uniform(0, 400))
        switch random.below(3) {
        case 0:
          let values = (0..<(1 + random.below(3))).map { _ in Int(random.uniform(-200, 400)) }
          let count = values.count == 1 ? 1 : values.count - 1
          let functions = (0..<count).map { _ in "\"\(curves[random.below(curves.count)])\"" }
          motions.append(
            """
            { "kind": "tween", "property": "\(property)", "duration": \(Int(random.uniform(1, 500))),
              "delay": \(delay), "values": \(values), "interTimingFunctions": [\(functions.joined(separator: ", "))] }
            """)
        case 1:
          let velocity =
            random.chance(50) ? ", \"velocity\": \(Int(random.uniform(-4000, 4000)))" : ""
          motions.append(
            """
            { "kind": "spring", "property": "\(property)", "to": \(Int(random.uniform(-300, 300))),
              "delay": \(delay), "stiffness": \(Int(random.uniform(80, 1500))),
              "dampingRatio": \(random.uniform(0.2, 1.4))\(velocity) }
            """)
        default:
          motions.append(
            """
            { "kind": "decay", "property": "\(property)", "velocity": \(Int(random.uniform(-2500, 2500))),
              "delay": \(delay), "decelerationRate": 0.995 }
            """)
        }
      }
      let json = """
        { "properties": { "x": 0, "y": 50 }, "motions": [\(motions.joined(separator: ", "))] }
        """
      let (export, document) = try exported(json)
      let worst = worstRatio(export, document, step: 0.2371)
      #expect(worst.ratio <= 1, "case \(case_): \(worst.at)\n\(json)")
    }
  }
}
