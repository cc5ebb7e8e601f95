import Foundation

/// Accumulates SVG markup.
package struct SVGText {
  package private(set) var text = ""

  package mutating func open(width: Double, height: Double) {
    text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(NumberFormat.svg(width))\" "
    text +=
      "height=\"\(NumberFormat.svg(height))\" viewBox=\"0 0 \(NumberFormat.svg(width)) \(NumberFormat.svg(height))\" "
    text += "font-family=\"Helvetica, Arial, sans-serif\">\n"
    text += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
  }

  /// The heading every SVG document of the `motion` command opens with: `title` in bold at the
  /// top left, `x` from the left edge, and `subtitle`, when there is one, in grey beneath it.
  package mutating func heading(_ title: String, subtitle: String?, x: Double) {
    text(x: x, y: 28, title, size: 18, weight: "bold", fill: "#202124")
    if let subtitle { text(x: x, y: 48, subtitle, size: 12, fill: "#5f6368") }
  }

  package mutating func close() { text += "</svg>\n" }

  package mutating func raw(_ markup: String) { text += markup }

  package mutating func text(
    x: Double, y: Double, _ content: String, size: Double, weight: String? = nil,
    fill: String, anchor: String? = nil
  ) {
    text +=
      "<text x=\"\(NumberFormat.svg(x))\" y=\"\(NumberFormat.svg(y))\" font-size=\"\(NumberFormat.label(size))\""
    if let weight { text += " font-weight=\"\(weight)\"" }
    if let anchor { text += " text-anchor=\"\(anchor)\"" }
    text += " fill=\"\(fill)\">\(SVGText.escape(content))</text>\n"
  }

  package mutating func rect(
    x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil,
    opacity: Double? = nil, rx: Double? = nil
  ) {
    text +=
      "<rect x=\"\(NumberFormat.svg(x))\" y=\"\(NumberFormat.svg(y))\" width=\"\(NumberFormat.svg(width))\" height=\"\(NumberFormat.svg(height))\""
    text += " fill=\"\(fill)\""
    if let stroke { text += " stroke=\"\(stroke)\"" }
    if let opacity { text += " fill-opacity=\"\(NumberFormat.svg(opacity))\"" }
    if let rx { text += " rx=\"\(NumberFormat.svg(rx))\"" }
    text += "/>\n"
  }

  package mutating func line(
    x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1,
    dash: String? = nil, className: String? = nil
  ) {
    text += "<line"
    if let className { text += " class=\"\(className)\"" }
    text +=
      " x1=\"\(NumberFormat.svg(x1))\" y1=\"\(NumberFormat.svg(y1))\" x2=\"\(NumberFormat.svg(x2))\" y2=\"\(NumberFormat.svg(y2))\""
    text += " stroke=\"\(stroke)\" stroke-width=\"\(NumberFormat.label(width))\""
    if let dash { text += " stroke-dasharray=\"\(dash)\"" }
    text += "/>\n"
  }

  package mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double = 2) {
    guard !points.isEmpty else { return }
    text +=
      "<polyline fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(NumberFormat.label(width))\""
    text += " stroke-linejoin=\"round\" points=\""
    text += points.map { "\(NumberFormat.svg($0.0)),\(NumberFormat.svg($0.1))" }.joined(
      separator: " ")
    text += "\"/>\n"
  }

  package mutating func circle(
    cx: Double, cy: Double, r: Double, fill: String, stroke: String? = nil,
    className: String? = nil
  ) {
    text += "<circle"
    if let className { text += " class=\"\(className)\"" }
    text +=
      " cx=\"\(NumberFormat.svg(cx))\" cy=\"\(NumberFormat.svg(cy))\" r=\"\(NumberFormat.svg(r))\" fill=\"\(fill)\""
    if let stroke { text += " stroke=\"\(stroke)\" stroke-width=\"2\"" }
    text += "/>\n"
  }

  /// Escapes text for XML content and attributes.
  package static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
