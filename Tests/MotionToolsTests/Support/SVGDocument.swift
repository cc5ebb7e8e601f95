import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG file read back with Foundation's `XMLParser`: proof that it is well-formed, and the
/// elements, attributes and text a test looks for.
struct SVGDocument {
  /// One element: its name, attributes and direct text.
  struct Node {
    var name: String
    var attributes: [String: String]
    var text: String
  }

  /// Every element, in document order.
  var nodes: [Node]

  /// Parses `text`; throws when it is not well-formed XML.
  init(_ text: String) throws {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
      throw SVGError.malformed(parser.parserError.map { "\($0)" } ?? "unknown error")
    }
    nodes = collector.nodes
  }

  /// The root element's name ("svg" for an SVG document).
  var root: String? { nodes.first?.name }

  /// The `data-name` of every series group, in order.
  var seriesNames: [String] {
    nodes.filter { $0.attributes["class"] == "series" }.compactMap { $0.attributes["data-name"] }
  }

  /// The text of every `<text>` element.
  var texts: [String] { nodes.filter { $0.name == "text" }.map(\.text) }

  /// Elements whose `class` is `name`.
  func elements(ofClass name: String) -> [Node] {
    nodes.filter { $0.attributes["class"] == name }
  }

  enum SVGError: Error {
    case malformed(String)
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var nodes: [Node] = []
    private var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      open.append(nodes.count)
      nodes.append(Node(name: elementName, attributes: attributes, text: ""))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { nodes[index].text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }
  }
}
