import Foundation
import MotionTween

/// The chart of a document: sample times, each property's curve and its visible keyframes.
///
/// The time axis runs from 0 to `until` (default: the last motion's end or rest plus 10 %; a
/// tween that repeats forever counts as its start plus three iterations), sampled every
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
    let stacks = document.stacks
    // The last end or rest time of any motion: physics that never rests does not stretch the
    // axis; a tween that never ends (infinite iterations) stretches it to three iterations.
    let ends = stacks.flatMap { stack in
      stack.motions.enumerated().compactMap { index, motion in
        motion.window(end: stack.ends[index])
      }
    }
    let lastEnd = ends.max() ?? 0
    let end = until ?? (lastEnd > 0 ? lastEnd * 1.1 : 1000)
    guard end > 0 else { throw InputError("--until: must be positive, got \(end)") }
    let step = every ?? SVGChart.niceStep(atMost: end / 400)
    guard step > 0 else { throw InputError("--every: must be positive, got \(step)") }
    guard end / step <= Double(Self.sampleLimit) else {
      throw InputError("--every: more than 100000 samples up to \(end) ms; use a larger step")
    }
    var times = (0...Int((end / step).rounded(.down))).map { Double($0) * step }
    // Every keyframe time (and every start and interruption) is sampled too, so corners and
    // jumps are drawn where they are.
    let keyframeTimes = stacks.flatMap { stack in
      stack.motions.enumerated().flatMap { index, motion in
        Self.keyframes(motion).map(\.time) + [motion.startTime, stack.ends[index]]
      }
    }
    times = Array(Set(times + keyframeTimes.filter { $0 >= 0 && $0 <= end })).sorted()
    let table = SampleTable(document: document, times: times)
    var series: [SVGChart.Series] = []
    for (index, property) in document.properties.enumerated() {
      let stack = stacks[index]
      var candidates: [(time: Double, value: Double)] = []
      for motion in stack.motions {
        candidates += Self.keyframes(motion)
        if motion.startsFromShowing || motion.isPhysics {
          candidates.append((motion.startTime, .nan))
        }
      }
      // A keyframe is marked where the curve shows it: a later motion may override it.
      let tolerance = 1e-9 * max(1, table.values[index].map(abs).max() ?? 1)
      let markers = candidates.compactMap { candidate -> (time: Double, value: Double)? in
        guard candidate.time <= end else { return nil }
        let shown = stack.sample(at: candidate.time).value
        if candidate.value.isNaN { return (candidate.time, shown) }
        let before = stack.sample(at: candidate.time - end * 1e-9).value
        let matches = [shown, before].contains { abs($0 - candidate.value) <= tolerance }
        return matches ? candidate : nil
      }
      series.append(
        SVGChart.Series(
          name: property.name, points: Array(zip(times, table.values[index])).map { ($0, $1) },
          markers: markers))
    }
    let count = document.tweens.count + document.motions.count
    let onlyTweens = document.motions.allSatisfy { !$0.animation.isPhysics }
    let noun = onlyTweens ? "tween" : "motion"
    svg = SVGChart(
      title: "motion plot: \(URL(fileURLWithPath: name).lastPathComponent)",
      subtitle: "\(count) \(noun)\(count == 1 ? "" : "s") on \(series.count) "
        + "propert\(series.count == 1 ? "y" : "ies"), sampled every \(NumberFormat.label(step)) ms "
        + "on a paused timeline. Dots: keyframes.",
      series: series)
    svg.panelHeight = series.count > 4 ? 110 : 150
  }

  /// The keyframes a motion marks: a tween's. A spring or decay marks only its start, where the
  /// curve shows it (as a single-value tween does).
  static func keyframes(_ motion: DocumentAnimation) -> [(time: Double, value: Double)] {
    guard case .tween(let tween) = motion else { return [] }
    return DemoChoreography.keyframes(tween) { $0 }
  }
}
