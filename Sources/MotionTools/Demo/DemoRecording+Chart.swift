import Foundation
import MotionRuntime
import MotionStreams

extension DemoRecording {
  /// A point on a chart: (time in ms, value).
  typealias ChartPoint = (time: Double, value: Double)

  /// The chart of the whole scene: card A's and card B's positions, the timeline's time, then
  /// one panel per tile property; keyframes and hand-offs marked where they were reached,
  /// gesture events as lines, phases shaded.
  package func chart(_ scene: DemoScene) -> SVGChart {
    let frames = times.indices
    var panels = [cardPanel(scene.marks, scene.toss.marks, scene.arc.marks, frames: frames)]
    panels.append(tossPositionPanel(scene.toss.marks, frames: frames))
    panels.append(timelinePanel(scene, frames: frames))
    panels += tilePanels(scene, frames: frames)
    panels += sheetPanels(scene.sheet.marks, frames: frames)
    var chart = SVGChart(
      title: "motion demo: drag, hand-off, toss, scrub, play, arc, sheet",
      subtitle: "One scene through every module: every curve is what the runtime wrote, frame "
        + "by frame (\(times.count - 1) frames). Dots: keyframes and hand-offs.",
      panels: panels)
    chart.panelHeight = 110
    let end = (times.last ?? 0) / 1000
    chart.events = events(scene.marks, scene.toss.marks) + transitionEvents(scene)
    chart.spans = spans(scene.marks, scene.toss.marks, end: end) + transitionSpans(scene, end: end)
    return chart
  }

  /// Card A: dragged, settled by the tween, following the slot row with a spring, then along
  /// its arc and back.
  private func cardPanel(
    _ marks: DemoMarks, _ toss: DemoTossMarks, _ arc: DemoArcMarks, frames: Range<Int>
  ) -> SVGChart.Panel {
    var markers: [(x: ChartPoint, y: ChartPoint)] = []
    if let release = marks.release, let from = marks.releasePosition, let to = marks.destination {
      let done = (release + DemoLayout.settleDuration) * 1000
      markers = [
        ((release * 1000, from.x), (release * 1000, from.y)), ((done, to.x), (done, to.y)),
      ]
    }
    if let shift = toss.retarget, let from = marks.destination {
      markers.append(((shift * 1000, from.x), (shift * 1000, from.y)))
      if let landed = toss.landed {
        let to = from + DemoLayout.slotShift
        markers.append(((landed * 1000, to.x), (landed * 1000, to.y)))
      }
    }
    markers += arcMarkers(arc)
    return SVGChart.Panel(
      title: "Card A (dragged, then along an arc): position (pt)",
      series: [
        series("A x", "cardA.x", frames, cardX, markers.map(\.x), Self.cardColors[0]),
        series("A y", "cardA.y", frames, cardY, markers.map(\.y), Self.cardColors[1]),
      ])
  }

  /// Card B's position, marked at the release, the retarget and the landing.
  func tossPositionPanel(_ marks: DemoTossMarks, frames: Range<Int>) -> SVGChart.Panel {
    var markers: [(x: ChartPoint, y: ChartPoint)] = []
    if let release = marks.release, let at = marks.releasePosition {
      markers.append(((release * 1000, at.x), (release * 1000, at.y)))
    }
    if let retarget = marks.retarget, let at = marks.retargetPosition {
      markers.append(((retarget * 1000, at.x), (retarget * 1000, at.y)))
    }
    if let landed = marks.landed, let at = marks.landing {
      markers.append(((landed * 1000, at.x), (landed * 1000, at.y)))
    }
    return SVGChart.Panel(
      title: "Card B (tossed): position (pt)",
      series: [
        series("B x", "cardB.x", frames, tossX, markers.map(\.x), Self.cardColors[0]),
        series("B y", "cardB.y", frames, tossY, markers.map(\.y), Self.cardColors[1]),
      ])
  }

  private func timelinePanel(_ scene: DemoScene, frames: Range<Int>) -> SVGChart.Panel {
    var markers: [ChartPoint] = []
    if let scrub = scene.marks.scrub {
      markers = DemoChoreography.keyframes(scene.scrub.tween) { $0 * 1000 }
        .map { ((scrub + $0.time) * 1000, $0.value) }
    }
    return SVGChart.Panel(
      title: "Timeline: local time (ms), scrubbed while paused, then playing",
      series: [series("timeline", "timeline", frames, timeline, markers, "#12b5cb")])
  }

  private func tilePanels(_ scene: DemoScene, frames: Range<Int>) -> [SVGChart.Panel] {
    let marks = scene.marks
    return Self.tileProperties.map { property, title in
      let columns = tiles[property] ?? []
      let tileSeries = columns.enumerated().map { index, values in
        var markers: [ChartPoint] = []
        if let play = marks.play, let offset = marks.playOffset {
          for entry in scene.choreography where entry.tile == index && entry.property == property {
            markers += entry.keyframes.filter { $0.time >= offset }
              .map { ((play + $0.time - offset) * 1000, $0.value) }
          }
        }
        return series(
          "tile \(index + 1)", "tile\(index + 1).\(property)", frames, values, markers,
          Self.tileColors[index % Self.tileColors.count])
      }
      return SVGChart.Panel(title: title, series: tileSeries)
    }
  }

  /// A curve of `values` over the recorded `frames` (drawn at `at`, the frame times unless
  /// given), with the markers that fall within those frames' times.
  func series(
    _ name: String, _ key: String, _ frames: Range<Int>, _ values: [Double],
    _ markers: [ChartPoint], _ color: String, at pointTimes: [Double]? = nil
  ) -> SVGChart.Series {
    let pointTimes = pointTimes ?? times
    let points = frames.map { (time: pointTimes[$0], value: values[$0]) }
    // The markers within the frames' times, up to rounding; none without frames.
    var shown: [ChartPoint] = []
    if let first = frames.first, let last = frames.last {
      let (from, to) = (times[first] - 1e-6, times[last] + 1e-6)
      shown = markers.filter { $0.time >= from && $0.time <= to }
    }
    return SVGChart.Series(name: name, points: points, markers: shown, key: key, color: color)
  }

  private func events(_ marks: DemoMarks, _ toss: DemoTossMarks) -> [SVGChart.Event] {
    var events: [SVGChart.Event] = []
    if let down = marks.down { events.append(.init(time: down * 1000, label: "pointer down")) }
    if let began = marks.began { events.append(.init(time: began * 1000, label: "pan began")) }
    if let release = marks.release, let velocity = marks.releaseVelocity {
      let speed = Int(Point.zero.distance(to: velocity).rounded())
      events.append(.init(time: release * 1000, label: "release at \(speed) pt/s"))
    }
    events += tossEvents(toss)
    if let play = marks.play { events.append(.init(time: play * 1000, label: "un-pause")) }
    return events
  }

  /// The flick's release and the retarget.
  func tossEvents(_ toss: DemoTossMarks) -> [SVGChart.Event] {
    var events: [SVGChart.Event] = []
    if let release = toss.release, let velocity = toss.releaseVelocity {
      let speed = Int(Point.zero.distance(to: velocity).rounded())
      events.append(.init(time: release * 1000, label: "flick at \(speed) pt/s"))
    }
    if let retarget = toss.retarget {
      events.append(.init(time: retarget * 1000, label: "slots move: retarget"))
    }
    return events
  }

  private func spans(_ marks: DemoMarks, _ toss: DemoTossMarks, end: Double) -> [SVGChart.Span] {
    var spans: [SVGChart.Span] = []
    func add(_ start: Double?, _ stop: Double?, _ label: String) {
      guard let start else { return }
      spans.append(.init(start: start * 1000, end: min(stop ?? end, end) * 1000, label: label))
    }
    add(marks.began, marks.release, "drag")
    add(marks.release, marks.settled, "settle (standard curve)")
    add(toss.start, toss.landed, "toss (Expressive spring)")
    add(marks.scrub, marks.play, "scrub the paused timeline")
    add(marks.play, marks.done, "play")
    return spans
  }
}
