import MotionTools
import MotionTween
import Testing

/// Documents with CSS's `linear()` and Penner's easings: read, sampled, and exported (record
/// 0037: `linear()` ships as itself, a Penner easing as a `linear()` baked within the bound).
@Suite("Export: linear() and Penner easings in documents")
struct EasingExportTests {
  @Test("a document's linear() and ease-out-back read and sample as the tween's curve")
  func sampled() throws {
    let document = try document(
      """
      { "properties": { "x": 0, "y": 0 },
        "tweens": [
          { "property": "x", "duration": 400, "values": [0, 200],
            "interTimingFunctions": ["linear(0, 0.5 25% 75%, 1)"] },
          { "property": "y", "duration": 400, "values": [0, 100],
            "interTimingFunctions": ["ease-out-back"] } ] }
      """)
    let table = SampleTable(document: document, times: [0, 50, 200, 350, 400])
    let x = table.values[document.index(of: "x")!]
    // linear(0, 0.5 25% 75%, 1): 0.25 at 12.5 %, held at 0.5 from 25 % to 75 %, 0.75 at 87.5 %.
    #expect(x == [0, 50, 100, 150, 200])
    let y = table.values[document.index(of: "y")!]
    #expect(abs(y[2] - 100 * TimingFunction.easeOutBack(0.5)) < 1e-12)
    #expect(y[4] == 100)
  }

  @Test("linear() exports as itself; Penner easings and a cut linear() bake within the bound")
  func exported() throws {
    let (export, document) = try MotionToolsTests.exported(
      """
      { "properties": { "w": 0, "x": 0, "y": 0, "z": 0 },
        "tweens": [
          { "property": "w", "duration": 400, "values": [0, 200],
            "interTimingFunctions": ["linear(0, 0.5 25% 75%, 1)"] },
          { "property": "x", "duration": 400, "values": [0, 200],
            "interTimingFunctions": ["linear(0, 1.2 60%, 1)"] },
          { "property": "x", "duration": 300, "delay": 200, "values": [0, 50],
            "interTimingFunctions": ["ease"] },
          { "property": "y", "duration": 600, "values": [0, 300],
            "interTimingFunctions": ["ease-out-elastic"] },
          { "property": "z", "duration": 500, "values": [0, 100, 40],
            "interTimingFunctions": ["ease-in-out-bounce", "ease-in-back"] } ] }
      """)
    let w = try #require(export.tracks.first { $0.name == "w" })
    #expect(w.keyframes[0].easing?.text == "linear(0 0%, 0.5 25%, 0.5 75%, 1 100%)")
    let baked = Set(export.baked.map(\.property))
    #expect(baked == ["x", "y", "z"], "the cut linear() of x, and every Penner easing")
    #expect(export.baked.allSatisfy { $0.segment.kind == "tween" })
    let worst = worstRatio(export, document)
    #expect(worst.ratio <= 1, "\(worst.at)")
  }
}
