import Testing

@Suite("motion graph")
struct GraphCommandTests {
  @Test("RT-6: the demo scene's runtime as a DOT digraph with every connected property")
  func digraph() throws {
    let result = try MotionProcess.run(["graph"])
    #expect(result.status == 0, "\(result.stderr)")
    let dot = result.stdout
    #expect(dot.hasPrefix("digraph "))
    #expect(dot.hasSuffix("}\n"))
    #expect(dot.filter { $0 == "{" }.count == dot.filter { $0 == "}" }.count)
    for property in [
      "card.position", "timeOffset", "tile1.opacity", "tile2.scale", "tile3.rotation",
      "tile3.position",
    ] {
      #expect(dot.contains("label=\"\(property)\""), "\(property)")
    }
    #expect(dot.contains("->"))
    #expect(dot.contains("style=bold"))
  }

  @Test("the graph is the same on every run; a bad seed is one error line")
  func deterministicAndErrors() throws {
    #expect(try MotionProcess.run(["graph"]).stdout == MotionProcess.run(["graph"]).stdout)
    let bad = try MotionProcess.run(["graph", "--seed", "x"])
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("motion graph: error: --seed: expected a whole number"))
    let extra = try MotionProcess.run(["graph", "out.dot"])
    #expect(extra.status == 1)
    #expect(
      extra.stderr
        == "motion graph: error: unexpected argument 'out.dot'; see 'motion graph --help'\n")
  }
}
