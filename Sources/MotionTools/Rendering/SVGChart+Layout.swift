import Foundation

/// Scales, ticks and label placement for ``SVGChart``.
extension SVGChart {
  /// A label above the panels: an event's (left-aligned at its line) or a span's (centred).
  package struct PlacedLabel {
    package var text: String
    package var x: Double
    package var row: Int
    package var isSpan: Bool
  }

  /// Places span labels first, then event labels, each in the first row where it does not
  /// overlap a label already there (estimated text widths plus a margin).
  package func placeLabels(_ scale: TimeScale) -> [PlacedLabel] {
    var rows: [[ClosedRange<Double>]] = []
    var placed: [PlacedLabel] = []
    func place(_ text: String, from start: Double, isSpan: Bool) {
      let width = Self.textWidth(text, size: 10)
      let low = min(max(start, 0), self.width - width)
      let extent = (low - 4)...(low + width + 4)
      let row =
        rows.firstIndex { row in !row.contains { $0.overlaps(extent) } } ?? rows.count
      if row == rows.count { rows.append([]) }
      rows[row].append(extent)
      placed.append(PlacedLabel(text: text, x: low, row: row, isSpan: isSpan))
    }
    for span in spans {
      let middle = (scale.x(span.start) + scale.x(span.end)) / 2
      place(span.label, from: middle - Self.textWidth(span.label, size: 10) / 2, isSpan: true)
    }
    for event in events.sorted(by: { $0.time < $1.time }) {
      place(event.label, from: scale.x(event.time) + 3, isSpan: false)
    }
    return placed
  }

  /// An estimate of a Helvetica string's width: 0.58 em per character on average.
  package static func textWidth(_ text: String, size: Double) -> Double {
    Double(text.count) * size * 0.58
  }

  /// The span of `values`, widened when empty or flat so that scaling never divides by zero.
  package static func range(_ values: [Double]) -> ClosedRange<Double> {
    let finite = values.filter(\.isFinite)
    guard let low = finite.min(), let high = finite.max() else { return 0...1 }
    if high - low < 1e-9 {
      let pad = max(abs(low) * 0.1, 1)
      return (low - pad)...(high + pad)
    }
    return low...high
  }

  /// "Nice" tick values (steps of 1, 2 or 5 times a power of ten) covering `range`.
  package static func ticks(_ range: ClosedRange<Double>, maxCount: Int) -> [Double] {
    let span = range.upperBound - range.lowerBound
    let count = Double(max(2, maxCount))
    let raw = span / count
    guard raw.isFinite, raw > 0 else { return [range.lowerBound] }
    let power = pow(10, floor(log10(raw)))
    let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? 10 * power
    let first = (range.lowerBound / step).rounded(.down) * step
    var ticks: [Double] = []
    var value = first
    while value <= range.upperBound + step * 1e-9, ticks.count < 100 {
      ticks.append(abs(value) < step * 1e-9 ? 0 : value)
      value = first + Double(ticks.count) * step
    }
    if let last = ticks.last, last < range.upperBound - step * 1e-9 { ticks.append(last + step) }
    return ticks
  }

  /// The largest 1, 2 or 5 times a power of ten that is at most `value` (a positive number).
  package static func niceStep(atMost value: Double) -> Double {
    guard value.isFinite, value > 0 else { return 1 }
    let power = pow(10, floor(log10(value)))
    return [5.0, 2, 1].map { $0 * power }.first { $0 <= value } ?? power
  }
}
