import Foundation

/// A chart of properties over time, rendered as a standalone SVG document.
///
/// Each series gets its own panel (small multiples): properties with different units — a position
/// in points and an opacity in [0, 1] — stay readable without sharing one y axis. Panels share the
/// time axis, which is labelled once at the bottom. Keyframes are marked with dots; events (gesture
/// phases, hand-offs) are drawn as labelled vertical lines across every panel.
struct SVGChart {
  /// One property's curve.
  struct Series {
    var name: String
    /// Samples as (time in ms, value), in time order.
    var points: [(time: Double, value: Double)]
    /// Keyframe positions as (time in ms, value).
    var markers: [(time: Double, value: Double)] = []
  }

  /// A moment worth marking on every panel.
  struct Event {
    var time: Double
    var label: String
  }

  var title: String
  var series: [Series]
  var events: [Event] = []
  var width = 880.0
  var panelHeight = 150.0

  static let palette = ["#1a73e8", "#d93025", "#188038", "#e37400", "#9334e6", "#12b5cb"]

  private let left = 78.0
  private let right = 24.0
  private let top = 56.0
  private let gap = 34.0
  private let bottom = 56.0

  /// The SVG document.
  func render() -> String {
    let plotWidth = width - left - right
    let height = top + Double(series.count) * (panelHeight + gap) - gap + bottom
    let timeRange = Self.range(series.flatMap { $0.points.map(\.time) } + events.map(\.time))
    let timeTicks = Self.ticks(timeRange, maxCount: Int(plotWidth / 80))
    func xPos(_ t: Double) -> Double {
      left + (t - timeRange.lowerBound) / (timeRange.upperBound - timeRange.lowerBound) * plotWidth
    }
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" \
      viewBox="0 0 \(f(width)) \(f(height))" font-family="Helvetica, Arial, sans-serif">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="\(f(left))" y="28" font-size="17" font-weight="bold" fill="#202124">\(escape(title))</text>

      """
    for (index, item) in series.enumerated() {
      let color = Self.palette[index % Self.palette.count]
      let panelTop = top + Double(index) * (panelHeight + gap)
      let valueRange = Self.range(item.points.map(\.value) + item.markers.map(\.value))
      let valueTicks = Self.ticks(valueRange, maxCount: Int(panelHeight / 30))
      let lowV = min(valueRange.lowerBound, valueTicks.first ?? valueRange.lowerBound)
      let highV = max(valueRange.upperBound, valueTicks.last ?? valueRange.upperBound)
      func yPos(_ v: Double) -> Double {
        panelTop + panelHeight - (v - lowV) / (highV - lowV) * panelHeight
      }
      svg += "<g class=\"series\" data-name=\"\(escape(item.name))\">\n"
      svg += "<rect x=\"\(f(left))\" y=\"\(f(panelTop))\" width=\"\(f(plotWidth))\" "
      svg += "height=\"\(f(panelHeight))\" fill=\"#f8f9fa\" stroke=\"#dadce0\"/>\n"
      for tick in valueTicks {
        let y = yPos(tick)
        svg +=
          "<line x1=\"\(f(left))\" y1=\"\(f(y))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(y))\" "
        svg += "stroke=\"#e8eaed\"/>\n"
        svg += "<text x=\"\(f(left - 8))\" y=\"\(f(y + 4))\" font-size=\"11\" text-anchor=\"end\" "
        svg += "fill=\"#5f6368\">\(Self.label(tick))</text>\n"
      }
      for tick in timeTicks {
        let x = xPos(tick)
        svg += "<line x1=\"\(f(x))\" y1=\"\(f(panelTop))\" x2=\"\(f(x))\" "
        svg += "y2=\"\(f(panelTop + panelHeight))\" stroke=\"#e8eaed\"/>\n"
      }
      svg += "<text x=\"\(f(left + 8))\" y=\"\(f(panelTop + 16))\" font-size=\"13\" "
      svg += "font-weight=\"bold\" fill=\"\(color)\">\(escape(item.name))</text>\n"
      let path = item.points.map { "\(f(xPos($0.time))),\(f(yPos($0.value)))" }
      if !path.isEmpty {
        svg += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" "
        svg += "points=\"\(path.joined(separator: " "))\"/>\n"
      }
      for marker in item.markers {
        svg += "<circle class=\"keyframe\" cx=\"\(f(xPos(marker.time)))\" "
        svg += "cy=\"\(f(yPos(marker.value)))\" r=\"4\" fill=\"#ffffff\" stroke=\"\(color)\" "
        svg += "stroke-width=\"2\"/>\n"
      }
      svg += "</g>\n"
    }
    let plotBottom = top + Double(series.count) * (panelHeight + gap) - gap
    for (index, event) in events.enumerated() {
      let x = xPos(event.time)
      svg += "<line class=\"event\" x1=\"\(f(x))\" y1=\"\(f(top - 6))\" x2=\"\(f(x))\" "
      svg += "y2=\"\(f(plotBottom))\" stroke=\"#80868b\" stroke-dasharray=\"4 3\"/>\n"
      // Alternate label rows so neighbouring event labels do not collide.
      let y = top - 10 - Double(index % 2) * 12
      svg += "<text x=\"\(f(x + 3))\" y=\"\(f(y))\" font-size=\"10\" fill=\"#5f6368\">"
      svg += "\(escape(event.label))</text>\n"
    }
    for tick in timeTicks {
      svg += "<text x=\"\(f(xPos(tick)))\" y=\"\(f(plotBottom + 18))\" font-size=\"11\" "
      svg += "text-anchor=\"middle\" fill=\"#5f6368\">\(Self.label(tick))</text>\n"
    }
    svg += "<text x=\"\(f(left + plotWidth / 2))\" y=\"\(f(plotBottom + 42))\" font-size=\"12\" "
    svg += "text-anchor=\"middle\" fill=\"#202124\">time (ms)</text>\n"
    svg += "</svg>\n"
    return svg
  }

  /// The span of `values`, widened when empty or flat so that scaling never divides by zero.
  static func range(_ values: [Double]) -> ClosedRange<Double> {
    let finite = values.filter(\.isFinite)
    guard let low = finite.min(), let high = finite.max() else { return 0...1 }
    if high - low < 1e-9 {
      let pad = max(abs(low) * 0.1, 1)
      return (low - pad)...(high + pad)
    }
    return low...high
  }

  /// "Nice" tick values (steps of 1, 2 or 5 times a power of ten) covering `range`.
  static func ticks(_ range: ClosedRange<Double>, maxCount: Int) -> [Double] {
    let span = range.upperBound - range.lowerBound
    let count = Double(max(2, maxCount))
    let raw = span / count
    let power = pow(10, floor(log10(raw)))
    let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? 10 * power
    let first = (range.lowerBound / step).rounded(.down) * step
    var ticks: [Double] = []
    var value = first
    while value <= range.upperBound + step * 0.5 {
      ticks.append(abs(value) < step * 1e-9 ? 0 : value)
      value += step
    }
    return ticks
  }

  /// A tick label: integers without a fraction, others with up to three decimals.
  static func label(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String(format: "%.3g", value)
  }
}

/// Formats a coordinate with two decimals.
private func f(_ value: Double) -> String {
  String(format: "%.2f", value)
}

/// Escapes text for XML content and attributes.
func escape(_ text: String) -> String {
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
