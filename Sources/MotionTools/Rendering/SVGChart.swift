import Foundation

/// A chart of properties over time, rendered as a standalone SVG document.
///
/// Properties are drawn as stacked panels (small multiples) that share one time axis: a position
/// in points and an opacity in [0, 1] stay readable without sharing a y axis. A panel may hold
/// several curves of the same unit (three cards' opacity); each panel's header carries its title
/// and a legend. Keyframes are marked with dots, events (gesture phases, hand-offs) are dashed
/// vertical lines and spans (phases of a scene) are shaded bands, both labelled above the panels
/// in rows laid out so that no two labels overlap.
package struct SVGChart {
  /// One curve.
  package struct Series {
    package var name: String
    /// Samples as (time in ms, value), in time order.
    package var points: [(time: Double, value: Double)]
    /// Keyframe positions as (time in ms, value).
    package var markers: [(time: Double, value: Double)] = []
    /// A stable identifier written as the series' `data-name` (the name when `nil`).
    package var key: String? = nil
    /// The curve's colour (the palette's next one when `nil`).
    package var color: String? = nil

    package init(
      name: String, points: [(time: Double, value: Double)],
      markers: [(time: Double, value: Double)] = [], key: String? = nil, color: String? = nil
    ) {
      self.name = name
      self.points = points
      self.markers = markers
      self.key = key
      self.color = color
    }
  }

  /// One panel: curves sharing a y axis.
  package struct Panel {
    package var title: String
    package var series: [Series]

    package init(title: String, series: [Series]) {
      self.title = title
      self.series = series
    }
  }

  /// A moment worth marking on every panel.
  package struct Event {
    package var time: Double
    package var label: String

    package init(time: Double, label: String) {
      self.time = time
      self.label = label
    }
  }

  /// A stretch of time worth shading on every panel.
  package struct Span {
    package var start: Double
    package var end: Double
    package var label: String

    package init(start: Double, end: Double, label: String) {
      self.start = start
      self.end = end
      self.label = label
    }
  }

  package var title: String
  package var subtitle: String?
  package var panels: [Panel]
  package var events: [Event] = []
  package var spans: [Span] = []
  package var timeAxisLabel = "time (ms)"
  package var width = 960.0
  package var panelHeight = 130.0

  /// A chart with one panel per series, titled by the series' name.
  package init(title: String, subtitle: String? = nil, series: [Series]) {
    self.init(
      title: title, subtitle: subtitle,
      panels: series.map { Panel(title: $0.name, series: [$0]) })
  }

  package init(title: String, subtitle: String? = nil, panels: [Panel]) {
    self.title = title
    self.subtitle = subtitle
    self.panels = panels
  }

  package static let palette = ["#1a73e8", "#d93025", "#188038", "#e37400", "#9334e6", "#12b5cb"]
  package static let spanFills = ["#e8f0fe", "#fce8e6", "#e6f4ea", "#fef7e0", "#f3e8fd"]

  package let left = 72.0
  package let right = 24.0
  package let headerHeight = 24.0
  package let panelGap = 16.0
  package let labelRowHeight = 14.0

  /// The SVG document.
  package func render() -> String {
    let plotWidth = width - left - right
    let timeRange = self.timeRange
    let timeTicks = Self.ticks(timeRange, maxCount: Int(plotWidth / 90)).filter {
      timeRange.contains($0)
    }
    let scale = TimeScale(range: timeRange, left: left, width: plotWidth)
    let labels = placeLabels(scale)
    let rows = Double((labels.map(\.row).max() ?? -1) + 1)
    let titleBlock = subtitle == nil ? 44.0 : 62.0
    let labelsTop = titleBlock + 4
    let panelsTop = labelsTop + rows * labelRowHeight + (rows > 0 ? 6 : 0)
    let stride = headerHeight + panelHeight + panelGap
    let plotBottom = panelsTop + Double(panels.count) * stride - panelGap
    let height = plotBottom + 50
    var svg = SVGText()
    svg.open(width: width, height: height)
    svg.heading(title, subtitle: subtitle, x: left)
    var colorIndex = 0
    for (index, panel) in panels.enumerated() {
      let top = panelsTop + Double(index) * stride
      drawPanel(
        panel, into: &svg, top: top, scale: scale, timeTicks: timeTicks, colorIndex: colorIndex)
      colorIndex += panel.series.count
    }
    for label in labels {
      let y = labelsTop + Double(label.row + 1) * labelRowHeight - 3
      svg.text(
        x: label.x, y: y, label.text, size: 10, weight: label.isSpan ? "bold" : nil,
        fill: label.isSpan ? "#3c4043" : "#5f6368")
    }
    for tick in timeTicks {
      svg.text(
        x: scale.x(tick), y: plotBottom + 18, NumberFormat.label(tick), size: 11, fill: "#5f6368",
        anchor: "middle")
    }
    svg.text(
      x: left + plotWidth / 2, y: plotBottom + 40, timeAxisLabel, size: 12, fill: "#202124",
      anchor: "middle")
    svg.close()
    return svg.text
  }

  /// The time span of everything drawn.
  package var timeRange: ClosedRange<Double> {
    let times =
      panels.flatMap { $0.series.flatMap { $0.points.map(\.time) + $0.markers.map(\.time) } }
      + events.map(\.time) + spans.flatMap { [$0.start, $0.end] }
    return Self.range(times)
  }

  private func drawPanel(
    _ panel: Panel, into svg: inout SVGText, top: Double, scale: TimeScale,
    timeTicks: [Double], colorIndex: Int
  ) {
    let plotTop = top + headerHeight
    let plotWidth = scale.width
    let values = panel.series.flatMap { $0.points.map(\.value) + $0.markers.map(\.value) }
    let valueTicks = Self.ticks(Self.range(values), maxCount: max(2, Int(panelHeight / 28)))
    let range = Self.range(values)
    let low = min(range.lowerBound, valueTicks.first ?? range.lowerBound)
    let high = max(range.upperBound, valueTicks.last ?? range.upperBound)
    func y(_ value: Double) -> Double {
      // Halved so that a span near the largest double does not overflow to infinity.
      plotTop + panelHeight - (value / 2 - low / 2) / (high / 2 - low / 2) * panelHeight
    }
    svg.text(x: left, y: top + 16, panel.title, size: 13, weight: "bold", fill: "#202124")
    drawLegend(panel, into: &svg, baseline: top + 16, colorIndex: colorIndex)
    svg.rect(x: left, y: plotTop, width: plotWidth, height: panelHeight, fill: "#fbfbfc")
    for (index, span) in spans.enumerated() {
      let x0 = scale.x(span.start)
      svg.rect(
        x: x0, y: plotTop, width: max(scale.x(span.end) - x0, 0), height: panelHeight,
        fill: Self.spanFills[index % Self.spanFills.count], opacity: 0.7)
    }
    for tick in valueTicks where tick >= low && tick <= high {
      svg.line(x1: left, y1: y(tick), x2: left + plotWidth, y2: y(tick), stroke: "#e3e5e8")
      svg.text(
        x: left - 8, y: y(tick) + 4, NumberFormat.label(tick), size: 11, fill: "#5f6368",
        anchor: "end")
    }
    for tick in timeTicks {
      svg.line(
        x1: scale.x(tick), y1: plotTop, x2: scale.x(tick), y2: plotTop + panelHeight,
        stroke: "#e3e5e8")
    }
    for event in events {
      svg.line(
        x1: scale.x(event.time), y1: plotTop, x2: scale.x(event.time), y2: plotTop + panelHeight,
        stroke: "#80868b", dash: "4 3", className: "event")
    }
    svg.rect(
      x: left, y: plotTop, width: plotWidth, height: panelHeight, fill: "none", stroke: "#c4c7cc")
    for (index, series) in panel.series.enumerated() {
      let color = series.color ?? Self.palette[(colorIndex + index) % Self.palette.count]
      svg.raw("<g class=\"series\" data-name=\"\(SVGText.escape(series.key ?? series.name))\">\n")
      // Non-finite values have no place on the axis: they are left out of the curve.
      let finite = series.points.filter { $0.time.isFinite && $0.value.isFinite }
      svg.polyline(finite.map { (scale.x($0.time), y($0.value)) }, stroke: color)
      for marker in series.markers where marker.time.isFinite && marker.value.isFinite {
        svg.raw(
          "<circle class=\"keyframe\" cx=\"\(NumberFormat.svg(scale.x(marker.time)))\" cy=\"\(NumberFormat.svg(y(marker.value)))\" "
            + "r=\"3.5\" fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"2\"/>\n")
      }
      svg.raw("</g>\n")
    }
  }

  /// Swatches and names, right-aligned on the panel's header line.
  private func drawLegend(
    _ panel: Panel, into svg: inout SVGText, baseline: Double, colorIndex: Int
  ) {
    var x = width - right
    for (index, series) in panel.series.enumerated().reversed() {
      let color = series.color ?? Self.palette[(colorIndex + index) % Self.palette.count]
      x -= Self.textWidth(series.name, size: 11)
      svg.text(x: x, y: baseline, series.name, size: 11, fill: "#3c4043")
      x -= 22
      svg.line(x1: x, y1: baseline - 4, x2: x + 16, y2: baseline - 4, stroke: color, width: 3)
      x -= 14
    }
  }
}
