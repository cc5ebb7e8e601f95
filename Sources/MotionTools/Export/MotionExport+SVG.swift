import MotionTween

extension MotionExport {
  /// An animated SVG of the document (`--format svg`), moved by the exported CSS itself, so it
  /// plays wherever SVG's CSS animations do: a browser tab, or an `<img>` in a README.
  ///
  /// Each element of ``CSSPropertyMapping/elements(_:)`` is a rounded square, side by side
  /// with room for its travel, animated through `translate`, `scale`, `rotate` and `opacity`
  /// (about its centre); every other property is a lane below them, a dot sliding between the
  /// smallest and largest value the property takes. The animations are the tracks' own
  /// keyframes with a second's hold at the end, repeated forever (the one difference from the
  /// CSS output, which plays once).
  package var svg: String {
    let pause = 1000.0
    let length = duration + pause
    let looped = tracks.map { $0.padded(to: length) }
    let names = tracks.map(\.name)
    let elements = CSSPropertyMapping.elements(names)
    let driving = elements.reduce(into: Set<String>()) { used, element in
      let prefix = element.element.isEmpty ? "" : element.element + "-"
      used.formUnion(CSSPropertyMapping.drives(element.names, prefix: prefix))
    }
    let lanes = looped.filter { !driving.contains($0.name) }
    let margin = 24.0
    let box = Self.box
    var shapes: [(element: String, left: Double, top: Double, rules: String)] = []
    var cursor = margin
    var stageHeight = 0.0
    for (index, element) in elements.enumerated() {
      let prefix = element.element.isEmpty ? "" : element.element + "-"
      let x = range(of: prefix + "x")
      let y = range(of: prefix + "y")
      let left = cursor - x.lowerBound + margin
      shapes.append((element.element, left, margin - y.lowerBound, ""))
      cursor = left + x.upperBound + box + margin
      stageHeight = max(stageHeight, y.upperBound - y.lowerBound + box + 2 * margin)
      let own = looped.filter { element.names.contains($0.name) }
      let declarations =
        declarations(iterations: "infinite", tracks: own, duration: length, prefix: prefix) + [
          ("transform-box", "fill-box"), ("transform-origin", "center"),
        ]
      shapes[index].rules = rule(".mm-shape-\(index)", declarations)
    }
    let laneTop = 56 + stageHeight
    let laneWidth = 300.0
    let width = max(cursor + margin, laneWidth + 180, 360)
    let height = laneTop + Double(lanes.count) * 32 + (lanes.isEmpty ? 8 : 24)
    var style = propertyRules + keyframesRules(looped)
    for shape in shapes { style += shape.rules }
    var body = ""
    for (index, shape) in shapes.enumerated() {
      let x = CSSNumber.within(0.05, of: shape.left)
      let y = CSSNumber.within(0.05, of: 48 + shape.top)
      body +=
        "<rect class=\"mm-shape-\(index)\" x=\"\(x)\" y=\"\(y)\" width=\"\(CSSNumber.exact(box))\" "
        + "height=\"\(CSSNumber.exact(box))\" rx=\"12\" fill=\"\(Self.palette[index % 4])\"/>\n"
      let label = shape.element.isEmpty ? "motion" : shape.element
      body +=
        "<text x=\"\(x)\" y=\"\(CSSNumber.within(0.05, of: 48 + stageHeight - 4))\" "
        + "class=\"mm-label\">\(Self.htmlEscaped(label))</text>\n"
    }
    for (index, lane) in lanes.enumerated() {
      let range = range(of: lane)
      let span = range.upperBound - range.lowerBound
      let scale = span > 0 ? laneWidth / span : 0
      let y = laneTop + Double(index) * 32 + 16
      let yText = CSSNumber.within(0.05, of: y)
      body +=
        "<text x=\"\(CSSNumber.exact(margin))\" y=\"\(CSSNumber.within(0.05, of: y + 4))\" "
        + "class=\"mm-label\">\(Self.htmlEscaped(lane.name))</text>\n"
        + "<line x1=\"140\" y1=\"\(yText)\" x2=\"\(CSSNumber.exact(140 + laneWidth))\" "
        + "y2=\"\(yText)\" stroke=\"#cac4d0\" stroke-width=\"2\"/>\n"
        + "<circle class=\"mm-lane-\(index)\" cx=\"140\" cy=\"\(yText)\" r=\"7\" "
        + "fill=\"\(Self.palette[(shapes.count + index) % 4])\"/>\n"
      style += rule(
        ".mm-lane-\(index)",
        [
          (
            "animation",
            "mm-\(lane.name) \(CSSNumber.exact(length))ms linear 0ms infinite normal both"
          ),
          (
            "translate",
            "calc((var(--\(lane.name)) - \(CSSNumber.exact(range.lowerBound))) * "
              + "\(CSSNumber.exact(scale)) * 1px) 0px"
          ),
        ])
    }
    if let reduced = reducedMotionCSS(selector: "rect, circle", paddedTo: length) {
      style += reduced
    }
    style += ".mm-label { font: 12px system-ui, sans-serif; fill: #49454f; }\n"
    style += ".mm-title { font: 600 13px system-ui, sans-serif; fill: #1d1b20; }\n"
    let widthText = CSSNumber.within(0.5, of: width)
    let heightText = CSSNumber.within(0.5, of: height)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(widthText)" height="\(heightText)" \
      viewBox="0 0 \(widthText) \(heightText)">
      <style><![CDATA[
      \(header(comment: "/*", end: " */"))
      \(style)]]></style>
      <rect width="100%" height="100%" fill="#fef7ff"/>
      <text x="\(CSSNumber.exact(margin))" y="28" class="mm-title">\(Self.htmlEscaped("motion export: \(name)")) (\(CSSNumber.within(0.05, of: duration)) ms, looped)</text>
      \(body)</svg>

      """
  }

  /// Material 3's baseline primary, tertiary, secondary and error colours.
  static let palette = ["#6750a4", "#7d5260", "#625b71", "#b3261e"]
}

extension PropertyTrack {
  /// The track held at its last value until `length` ms (for a looped animation).
  func padded(to length: Double) -> PropertyTrack {
    guard length > duration, var last = keyframes.last else { return self }
    var track = self
    track.keyframes[track.keyframes.count - 1].easing = .timing(.linear)
    last.time = length
    track.keyframes.append(last)
    track.duration = length
    track.printOffsets()
    return track
  }
}
