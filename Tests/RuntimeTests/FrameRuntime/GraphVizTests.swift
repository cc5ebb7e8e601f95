import Foundation
import MotionRuntime
import MotionStreams
import Testing

@Suite("FrameRuntime: graph description")
struct GraphVizTests {
  @Test("RT-6: toGraphViz is a DOT digraph of streams, operators and properties")
  func dot() throws {
    let source = ManualFrameSource()
    let runtime = FrameRuntime(frameSource: source)
    let element = MotionElement(name: "card")
    runtime.add(Ramp(to: 1, over: 1), to: element.opacity)
    runtime.add(Ramp(to: 2, over: 1), to: element.scale)
    let input = ReactiveProperty(0.0, name: "say \"hi\"")
    runtime.connect(input.asStream(), to: element.rotation)
    let dot = runtime.toGraphViz()
    let graph = try DotGraph(parsing: dot)
    #expect(
      graph.labels.sorted() == [
        "card.opacity", "card.rotation", "card.scale", "frames", "ramp(1.0)", "ramp(2.0)",
        "say \\\"hi\\\"",
      ])
    #expect(graph.hasEdge(from: "frames", to: "ramp(1.0)"))
    #expect(graph.hasEdge(from: "frames", to: "ramp(2.0)"))
    #expect(graph.hasEdge(from: "ramp(1.0)", to: "card.opacity"))
    #expect(graph.hasEdge(from: "ramp(2.0)", to: "card.scale"))
    #expect(graph.hasEdge(from: "say \\\"hi\\\"", to: "card.rotation"))
    #expect(graph.edges.count == 5)
  }

  @Test("RT-6: an empty runtime describes an empty digraph")
  func empty() throws {
    let graph = try DotGraph(parsing: FrameRuntime(frameSource: ManualFrameSource()).toGraphViz())
    #expect(graph.labels.isEmpty && graph.edges.isEmpty)
  }
}

/// A strict reader of the DOT subset the runtime writes: checks structure, node declarations
/// before use, and edges between declared nodes.
struct DotGraph {
  struct Malformed: Error, CustomStringConvertible {
    let description: String
  }

  var labelsByID: [String: String] = [:]
  var edges: [(from: String, to: String)] = []
  var labels: [String] { Array(labelsByID.values) }

  init(parsing text: String) throws {
    var lines = text.split(separator: "\n").map(String.init)
    guard lines.first == "digraph MotionRuntime {", lines.last == "}" else {
      throw Malformed(description: "not a digraph block: \(text)")
    }
    lines = Array(lines.dropFirst().dropLast())
    for line in lines {
      let parts = line.trimmingPrefix("  ").split(separator: " ", maxSplits: 1).map(String.init)
      guard parts.count == 2, parts[0].hasPrefix("n") else {
        throw Malformed(description: "bad line: \(line)")
      }
      if parts[1].hasPrefix("-> ") {
        let target = parts[1].dropFirst(3).split(separator: " ").first.map {
          String($0).trimmingCharacters(in: CharacterSet(charactersIn: ";"))
        }
        guard let target, labelsByID[parts[0]] != nil, labelsByID[target] != nil else {
          throw Malformed(description: "edge between undeclared nodes: \(line)")
        }
        edges.append((parts[0], target))
      } else {
        guard parts[1].hasPrefix("[label=\""), parts[1].hasSuffix("];"),
          let end = parts[1].range(of: "\", shape=", options: .backwards)
        else { throw Malformed(description: "bad node: \(line)") }
        let start = parts[1].index(parts[1].startIndex, offsetBy: 8)
        labelsByID[parts[0]] = String(parts[1][start..<end.lowerBound])
      }
    }
  }

  func hasEdge(from: String, to: String) -> Bool {
    edges.contains { labelsByID[$0.from] == from && labelsByID[$0.to] == to }
  }
}
