import MotionRuntime
import MotionStreams
import Testing

/// The DOT text is deterministic and follows the graph: nodes are numbered as first met, depth
/// first through each operator's upstreams in the operator's order, and an operator's incoming
/// edges are listed in that order. Before, every graph test read the DOT as sets of labels and
/// edges, so a writer that walked the upstreams backwards went unnoticed.
@Suite("FrameRuntime: graph description order")
struct GraphVizOrderTests {
  @Test("RT-6: an operator's upstreams are numbered and linked in the operator's order")
  func upstreamOrder() {
    let runtime = FrameRuntime(frameSource: ManualFrameSource())
    let (a, b) = (ReactiveProperty(0.0, name: "a"), ReactiveProperty(0.0, name: "b"))
    let output = ReactiveProperty(0.0, name: "out")
    runtime.connect(a.asStream().merge(with: b.asStream()), to: output)
    let expected = [
      "digraph MotionRuntime {",
      "  n0 [label=\"merge\", shape=ellipse];",
      "  n1 [label=\"a\", shape=box];",
      "  n2 [label=\"b\", shape=box];",
      "  n3 [label=\"out\", shape=box];",
      "  n1 -> n0;",
      "  n2 -> n0;",
      "  n0 -> n3 [style=bold];",
      "}",
    ]
    #expect(runtime.toGraphViz().split(separator: "\n").map(String.init) == expected)
  }
}
