import Foundation
import MotionTween

/// The chart of a document: sample times, each property's curve and its visible keyframes.
///
/// The time axis runs from 0 to `until` (default: the last tween's end plus 10 %), sampled every
/// `every` ms (default: the largest 1/2/5 × 10ⁿ step giving at least 400 samples) and at every
/// keyframe time, so corners and `steps()` jumps are drawn where they are.
package struct PlotChart {
  /// The chart, ready to render.
  package var svg: SVGChart

  /// The most samples a chart may take.
  package static let sampleLimit = 100_000

  /// Charts `document`; `name` is the input's path (its last component is the title).
  package init(document: MotionDocument, name: String, until: Double?, every: Double?)
    throws(InputError)
  {
    guard !document.properties.isEmpty else {
      throw InputError("properties: the document declares no properties to plot")
    }
    let lastEnd = document.tweens.map { $0.tween.endTime }.max() ?? 0
    let end = until ?? (lastEnd > 0 ? lastEnd * 1.1 : 1000)
    guard end > 0 else { throw InputError("--until: must be positive, got \(end)") }
    let step = every ?? SVGChart.niceStep(atMost: end / 400)
    guard step > 0 else { throw InputError("--every: must be positive, got \(step)") }
    guard end / step <= Double(Self.sampleLimit) else {
      throw InputError("--every: more than 100000 samples up to \(end) ms; use a larger step")
    }
    var times = (0...Int((end / step).rounded(.down))).map { Double($0) * step }
    // Every keyframe time is sampled too, so corners and jumps are drawn where they are.
    let keyframeTimes = document.tweens.flatMap { entry in
      DemoChoreography.keyframes(entry.tween) { $0 }.map(\.time) + [entry.tween.delay]
    }
    times = Array(Set(times + keyframeTimes.filter { $0 >= 0 && $0 <= end })).sorted()
    let table = SampleTable(document: document, times: times)
    var series: [SVGChart.Series] = []
    for (index, property) in document.properties.enumerated() {
      var stack = TweenStack(baseValue: property.value)
      var candidates: [(time: Double, value: Double)] = []
      for entry in document.tweens where entry.property == property.name {
        stack.add(entry.tween, beginTime: 0)
        candidates += DemoChoreography.keyframes(entry.tween) { $0 }
        if entry.tween.isDestinationOnly { candidates.append((entry.tween.delay, .nan)) }
      }
      // A keyframe is marked where the curve shows it: a later tween may override it.
      let tolerance = 1e-9 * max(1, table.values[index].map(abs).max() ?? 1)
      let markers = candidates.compactMap { candidate -> (time: Double, value: Double)? in
        guard candidate.time <= end else { return nil }
        let shown = stack.value(at: candidate.time)
        if candidate.value.isNaN { return (candidate.time, shown) }
        let before = stack.value(at: candidate.time - end * 1e-9)
        let matches = [shown, before].contains { abs($0 - candidate.value) <= tolerance }
        return matches ? candidate : nil
      }
      series.append(
        SVGChart.Series(
          name: property.name, points: Array(zip(times, table.values[index])).map { ($0, $1) },
          markers: markers))
    }
    let tweens = document.tweens.count
    svg = SVGChart(
      title: "motion plot: \(URL(fileURLWithPath: name).lastPathComponent)",
      subtitle: "\(tweens) tween\(tweens == 1 ? "" : "s") on \(series.count) "
        + "propert\(series.count == 1 ? "y" : "ies"), sampled every \(NumberFormat.label(step)) ms "
        + "on a paused timeline. Dots: keyframes.",
      series: series)
    svg.panelHeight = series.count > 4 ? 110 : 150
  }
}
