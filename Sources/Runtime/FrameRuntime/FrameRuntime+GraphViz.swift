import MotionStreams

extension FrameRuntime {
  /// A Graphviz DOT digraph of every open connection (RT-6): what can still write a property.
  /// A connection that finished (its animations ended and can never win again) is not drawn.
  ///
  /// One node per distinct stream, operator and property (streams built once and read twice
  /// appear once); an edge from each upstream to the operator that reads it, and a bold edge from
  /// each connected stream to the property it writes. Properties are boxes labelled with their
  /// name, operators and sources are ellipses labelled `label(arguments)`. Node identifiers are
  /// `n0`, `n1`, … in first-seen order, so the output is deterministic.
  ///
  /// ```dot
  /// digraph MotionRuntime {
  ///   n0 [label="frames", shape=ellipse];
  ///   n1 [label="tween(opacity)", shape=ellipse];
  ///   n2 [label="card.opacity", shape=box];
  ///   n0 -> n1;
  ///   n1 -> n2 [style=bold];
  /// }
  /// ```
  ///
  /// O(n) in the size of the graph.
  public func toGraphViz() -> String {
    var writer = GraphVizWriter()
    for edge in connections.edges {
      let from = writer.visit(edge.stream)
      let to = writer.visit(edge.property)
      writer.edges.append("  \(from) -> \(to) [style=bold];")
    }
    return writer.document
  }
}

/// Builds a DOT document from stream metadata, numbering nodes in first-seen order.
struct GraphVizWriter {
  var ids: [ObjectIdentifier: String] = [:]
  var nodes: [String] = []
  var edges: [String] = []

  /// The node for `metadata`, declaring it and its upstreams (depth first) on first sight.
  mutating func visit(_ metadata: StreamMetadata) -> String {
    if let id = ids[ObjectIdentifier(metadata)] { return id }
    let id = "n\(ids.count)"
    ids[ObjectIdentifier(metadata)] = id
    let isProperty = metadata.label == "property"
    let label = isProperty ? (metadata.arguments.first ?? "property") : metadata.description
    let shape = isProperty ? "box" : "ellipse"
    nodes.append("  \(id) [label=\"\(Self.escape(label))\", shape=\(shape)];")
    for upstream in metadata.upstreams {
      let from = visit(upstream)
      edges.append("  \(from) -> \(id);")
    }
    return id
  }

  /// The finished digraph.
  var document: String {
    (["digraph MotionRuntime {"] + nodes + edges + ["}"]).joined(separator: "\n") + "\n"
  }

  /// `text` made safe inside a double-quoted DOT string.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      default: result.append(character)
      }
    }
    return result
  }
}
