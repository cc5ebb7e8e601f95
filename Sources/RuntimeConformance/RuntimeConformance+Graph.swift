import MotionRuntime
import MotionStreams

extension RuntimeConformance {
  /// The labelling rule of RT-6, in one sentence: the rule of the graph scenario.
  static let graphRule =
    "toGraphViz() is one DOT digraph with a node per stream, operator and property, labelled with its StreamMetadata's description (label(arguments) for an operator or source, the name for a property, frames for the frame stream), and an edge from each upstream to what reads it and from each connected stream to its property."

  static func graph(_ harness: any RuntimeHarness, _ check: ScenarioRecorder) async {
    await harness.perform {
      let runtime = harness.makeRuntime()
      let input = ReactiveProperty(0.0, name: "input")
      let output = ReactiveProperty(0.0, name: "output")
      runtime.connect(input.asStream(), to: output)
      runtime.add(KitRamp(to: 1, over: 1), to: ReactiveProperty(0.0, name: "ramped"))
      let dot = runtime.toGraphViz()
      let trimmed = dot.drop { $0 == " " || $0 == "\n" }
      check.expect(trimmed.hasPrefix("digraph"), "toGraphViz is not a digraph: \(dot)")
      check.expect(
        dot.filter { $0 == "{" }.count == dot.filter { $0 == "}" }.count,
        "toGraphViz has unbalanced braces: \(dot)")
      let graph = KitDotReader(dot)
      let labels = Set(graph.labels.values)
      for label in ["input", "output", "kitRamp(1.0)", "ramped", "frames"] {
        check.expect(
          labels.contains(label),
          "toGraphViz has no node labelled \(label) (its labels: \(labels.sorted())): \(dot)")
      }
      check.expect(!graph.edges.isEmpty, "toGraphViz has no edges: \(dot)")
      let edges = graph.labelledEdges
      for (from, to) in [
        ("input", "output"), ("frames", "kitRamp(1.0)"), ("kitRamp(1.0)", "ramped"),
      ]
      where labels.contains(from) && labels.contains(to) && !edges.isEmpty {
        check.expect(
          edges.contains { $0 == (from, to) },
          "toGraphViz has no edge from \(from) to \(to) (its edges: \(edges.map { "\($0.from) -> \($0.to)" })): \(dot)"
        )
      }
    }
  }
}
