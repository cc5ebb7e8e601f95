import Foundation
package import MotionGestures
package import MotionStreams

/// One pointer's contact: from its down to its up or cancel (or the end of the trace).
package struct ReplayStroke {
  package var pointer: Int
  /// Positions with their times in milliseconds; NaN positions (an up without x, y) left out.
  package var points: [(time: Double, position: Point)]
  package var start: Double
  package var end: Double
  package var cancelled: Bool

  /// Splits a trace into strokes, in the order they begin.
  package static func strokes(_ events: [PointerEvent]) -> [ReplayStroke] {
    var open: [Int: Int] = [:]
    var strokes: [ReplayStroke] = []
    for event in events {
      let time = event.timestamp * 1000
      let index: Int
      if event.phase == .down || open[event.pointer] == nil {
        index = strokes.count
        strokes.append(
          ReplayStroke(pointer: event.pointer, points: [], start: time, end: time, cancelled: false)
        )
        open[event.pointer] = index
      } else {
        index = open[event.pointer]!
      }
      if event.position.isFinite { strokes[index].points.append((time, event.position)) }
      strokes[index].end = time
      if event.phase == .up || event.phase == .cancel {
        strokes[index].cancelled = event.phase == .cancel
        open[event.pointer] = nil
      }
    }
    return strokes
  }
}

/// The plane: root-space points mapped with one scale for both axes, y down.
package struct ReplayPlane {
  package let left: Double
  package let top: Double
  package let scale: Double
  package let bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>)
  package var right: Double { left + (bounds.x.upperBound - bounds.x.lowerBound) * scale }
  package var bottom: Double { top + (bounds.y.upperBound - bounds.y.lowerBound) * scale }

  package init(points: [Point], left: Double, top: Double, maxWidth: Double, maxHeight: Double) {
    let finite = points.filter(\.isFinite)
    var x = SVGChart.range(finite.map(\.x))
    var y = SVGChart.range(finite.map(\.y))
    // Pad, and keep the plane from becoming a sliver: neither side under a quarter of the other.
    let pad = max(x.upperBound - x.lowerBound, y.upperBound - y.lowerBound) * 0.08 + 8
    x = (x.lowerBound - pad)...(x.upperBound + pad)
    y = (y.lowerBound - pad)...(y.upperBound + pad)
    func widened(_ r: ClosedRange<Double>, toAtLeast span: Double) -> ClosedRange<Double> {
      let extra = max(0, span - (r.upperBound - r.lowerBound)) / 2
      return (r.lowerBound - extra)...(r.upperBound + extra)
    }
    let xSpan = x.upperBound - x.lowerBound
    let ySpan = y.upperBound - y.lowerBound
    x = widened(x, toAtLeast: ySpan / 4)
    y = widened(y, toAtLeast: xSpan / 4)
    bounds = (x, y)
    self.left = left
    self.top = top
    scale = min(maxWidth / (x.upperBound - x.lowerBound), maxHeight / (y.upperBound - y.lowerBound))
  }

  package func map(_ point: Point) -> (Double, Double) {
    (left + (point.x - bounds.x.lowerBound) * scale, top + (point.y - bounds.y.lowerBound) * scale)
  }

  /// The background, grid and tick labels.
  package func drawFrame(into svg: inout SVGText) {
    svg.rect(
      x: left, y: top, width: right - left, height: bottom - top, fill: "#fbfbfc",
      stroke: "#c4c7cc")
    let count = max(2, Int((right - left) / 90))
    for tick in SVGChart.ticks(bounds.x, maxCount: count) where bounds.x.contains(tick) {
      let (x, _) = map(Point(x: tick, y: bounds.y.lowerBound))
      svg.line(x1: x, y1: top, x2: x, y2: bottom, stroke: "#e3e5e8")
      svg.text(
        x: x, y: bottom + 16, NumberFormat.label(tick), size: 11, fill: "#5f6368", anchor: "middle")
    }
    for tick in SVGChart.ticks(bounds.y, maxCount: max(2, Int((bottom - top) / 40)))
    where bounds.y.contains(tick) {
      let (_, y) = map(Point(x: bounds.x.lowerBound, y: tick))
      svg.line(x1: left, y1: y, x2: right, y2: y, stroke: "#e3e5e8")
      svg.text(
        x: left - 8, y: y + 4, NumberFormat.label(tick), size: 11, fill: "#5f6368", anchor: "end")
    }
  }

  /// A stroke's path, a filled dot where it went down and a ring where it lifted.
  package func draw(
    _ stroke: ReplayStroke, index: Int, color: String, into svg: inout SVGText,
    labels: inout ReplayLabels
  ) {
    guard let first = stroke.points.first, let last = stroke.points.last else { return }
    svg.raw("<g class=\"pointer-path\" data-pointer=\"\(stroke.pointer)\">\n")
    svg.polyline(stroke.points.map { map($0.position) }, stroke: color, width: 2.5)
    let (x0, y0) = map(first.position)
    let (x1, y1) = map(last.position)
    svg.circle(cx: x0, cy: y0, r: 5, fill: color)
    svg.circle(cx: x1, cy: y1, r: 5, fill: "#ffffff", stroke: color)
    svg.raw("</g>\n")
    labels.add(
      "#\(stroke.pointer) \(stroke.cancelled ? "cancelled" : "down")", at: (x0, y0), color: color)
  }

  /// A diamond per state change other than `changed` and `possible`, at the centroid where it
  /// happened; changes at the same time and state share one label.
  package func drawPhases(
    _ records: [ReplaySession.Record], into svg: inout SVGText, labels: inout ReplayLabels
  ) {
    var groups: [(record: ReplaySession.Record, names: [String])] = []
    for record in records where record.state != .changed && record.state != .possible {
      guard record.centroid.isFinite else { continue }
      if let index = groups.firstIndex(where: {
        $0.record.time == record.time && $0.record.state == record.state
          && $0.record.centroid == record.centroid
      }) {
        groups[index].names.append(record.recognizer.rawValue)
      } else {
        groups.append((record, [record.recognizer.rawValue]))
      }
    }
    for group in groups {
      let (x, y) = map(group.record.centroid)
      let color = ReplaySVG.color(group.record.state)
      let d = 6.0
      svg.raw(
        "<path class=\"phase\" data-recognizer=\"\(group.names.joined(separator: " "))\" "
          + "data-state=\"\(group.record.state)\" d=\"M\(NumberFormat.svg(x)) \(NumberFormat.svg(y - d)) L\(NumberFormat.svg(x + d)) \(NumberFormat.svg(y)) "
          + "L\(NumberFormat.svg(x)) \(NumberFormat.svg(y + d)) L\(NumberFormat.svg(x - d)) \(NumberFormat.svg(y)) Z\" fill=\"\(color)\" stroke=\"#ffffff\"/>\n"
      )
      let label =
        group.names.joined(separator: ", ") + " \(group.record.state) @ "
        + "\(NumberFormat.label(group.record.time.rounded())) ms"
      labels.add(label, at: (x, y), color: color)
    }
  }
}

/// Labels on the plane, each placed at the first of several spots around its point where it
/// overlaps no other label, then stacked further away.
package struct ReplayLabels {
  package let bounds: (left: Double, top: Double, right: Double, bottom: Double)
  private var placed: [(x: Double, y: Double, text: String, color: String)] = []
  private var boxes: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []

  package init(bounds: (left: Double, top: Double, right: Double, bottom: Double)) {
    self.bounds = bounds
  }

  package mutating func add(_ text: String, at point: (Double, Double), color: String) {
    let width = SVGChart.textWidth(text, size: 10)
    var candidates: [(Double, Double)] = []
    for step in 0..<12 {
      let dy = 14.0 * Double(step)
      candidates += [
        (point.0 + 9, point.1 - 8 - dy), (point.0 + 9, point.1 + 16 + dy),
        (point.0 - 9 - width, point.1 - 8 - dy), (point.0 - 9 - width, point.1 + 16 + dy),
      ]
    }
    let spot =
      candidates.first { x, y in
        let box = (x - 2, y - 11, x + width + 2, y + 3)
        return box.0 >= bounds.left && box.2 <= bounds.right && box.1 >= bounds.top
          && box.3 <= bounds.bottom
          && !boxes.contains { $0.x0 < box.2 && box.0 < $0.x1 && $0.y0 < box.3 && box.1 < $0.y1 }
      } ?? candidates[0]
    boxes.append((spot.0 - 2, spot.1 - 11, spot.0 + width + 2, spot.1 + 3))
    placed.append((spot.0, spot.1, text, color))
  }

  package func render(into svg: inout SVGText) {
    for label in placed {
      svg.rect(
        x: label.x - 2, y: label.y - 10, width: SVGChart.textWidth(label.text, size: 10) + 4,
        height: 13, fill: "#ffffff", opacity: 0.85)
      svg.text(x: label.x, y: label.y, label.text, size: 10, fill: label.color)
    }
  }
}
