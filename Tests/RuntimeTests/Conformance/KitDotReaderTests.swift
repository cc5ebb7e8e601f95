import Testing

@testable import MotionRuntimeConformance

/// The graph scenario's DOT reader: what it takes a node's label and an edge to be (RT-6).
@Suite("Conformance kit DOT reader")
struct KitDotReaderTests {
  @Test("RT-6: labels come from label attributes, else the identifier; edges in order")
  func nodesAndEdges() {
    let dot = """
      digraph G {
        rankdir=LR;
        node [shape=box];
        n0 [label="frames", shape=ellipse];
        n1 [shape=box, label="kitRamp(1.0)"];
        "input";
        n0 -> n1 [style=bold];
        n1 -> "ramped" -> out;
      }
      """
    let graph = KitDotReader(dot)
    #expect(
      graph.labels == [
        "n0": "frames", "n1": "kitRamp(1.0)", "input": "input", "ramped": "ramped", "out": "out",
      ])
    #expect(graph.edges.map { "\($0.from)>\($0.to)" } == ["n0>n1", "n1>ramped", "ramped>out"])
    #expect(
      graph.labelledEdges.map { "\($0.from)>\($0.to)" } == [
        "frames>kitRamp(1.0)", "kitRamp(1.0)>ramped", "ramped>out",
      ])
  }

  @Test("RT-6: quoted labels keep escapes, spaces and arrows; bare words keep dots and minus signs")
  func tokens() {
    let graph = KitDotReader(#"a [label="say \"hi\"\nthen -> go"]; b.c; -1.5 -> a; a->b.c"#)
    #expect(graph.labels["a"] == "say \"hi\"\nthen -> go")
    #expect(graph.labels["b.c"] == "b.c" && graph.labels["-1.5"] == "-1.5")
    #expect(graph.edges.map { "\($0.from)>\($0.to)" } == ["-1.5>a", "a>b.c"])
    #expect(
      KitDotReader.tokens(#"x -> "y\\" ; z=1 , q"#) == [
        .word("x"), .symbol("->"), .word("y\\"), .symbol(";"), .word("z"), .symbol("="),
        .word("1"), .symbol(","), .word("q"),
      ])
    #expect(KitDotReader.tokens(#""\r" "\"#) == [.word("\r"), .word("\\")])
  }

  @Test("RT-6: statements that are not nodes or edges are skipped")
  func skipped() {
    let graph = KitDotReader(
      "strict digraph { graph [a=b]; edge [c=d]; subgraph s { x } -> ; x = y }")
    #expect(graph.edges.isEmpty)
    #expect(graph.labels == ["x": "x"])
    // A document cut off inside an attribute list keeps the node, with its identifier as label.
    #expect(KitDotReader("n [label=").labels == ["n": "n"])
    #expect(KitDotReader("n [label=\"a\", shape=").labels == ["n": "a"])
    // Attributes may also be separated by spaces only.
    #expect(KitDotReader("n [shape=box label=a]").labels == ["n": "a"])
  }
}
