import Foundation
package import MotionRuntime
import MotionStreams

/// Every frame's values of a ``DemoScene``, and the chart drawn from them.
///
/// Recorded after each frame (one consistent state, after every interaction has written), in
/// chart units: milliseconds of scene time, points, degrees.
package final class DemoRecording {
  /// An empty recording.
  package init() {}

  /// Scene time of each frame, in milliseconds.
  package private(set) var times: [Double] = []
  package private(set) var cardX: [Double] = []
  package private(set) var cardY: [Double] = []
  /// The timeline's local time, in milliseconds.
  package private(set) var timeline: [Double] = []
  /// `tiles[property][tile]`: per frame values of opacity, scale, rotation (°) and slide (y).
  package private(set) var tiles: [String: [[Double]]] = [:]

  /// The tile properties, in panel order, with their panel titles.
  package static let tileProperties = [
    ("opacity", "Tiles: opacity"), ("scale", "Tiles: scale"),
    ("rotation", "Tiles: rotation (°)"), ("slide", "Tiles: y position (pt)"),
  ]
  package static let cardColors = ["#1a73e8", "#d93025"]
  package static let tileColors = ["#188038", "#e37400", "#9334e6"]

  /// Records the scene's current state.
  package func record(_ scene: DemoScene) {
    times.append(scene.sceneTime * 1000)
    let position = scene.card.position.value
    cardX.append(position.x)
    cardY.append(position.y)
    timeline.append(scene.timelineTime * 1000)
    for (property, _) in Self.tileProperties {
      var columns = tiles[property] ?? Array(repeating: [], count: scene.tiles.count)
      for (index, tile) in scene.tiles.enumerated() {
        columns[index].append(Self.value(property, of: tile))
      }
      tiles[property] = columns
    }
  }

  package static func value(_ property: String, of tile: MotionElement) -> Double {
    switch property {
    case "opacity": tile.opacity.value
    case "scale": tile.scale.value
    case "rotation": tile.rotation.value * 180 / .pi
    default: tile.position.value.y
    }
  }

  /// The chart: the card's position, the timeline's time, then one panel per tile property;
  /// keyframes marked where they were reached, gesture events as lines, phases shaded.
  package func chart(_ scene: DemoScene) -> SVGChart {
    let marks = scene.marks
    let end = times.last ?? 0
    func within(_ points: [(time: Double, value: Double)]) -> [(time: Double, value: Double)] {
      points.filter { $0.time <= end + 1e-6 }
    }
    var settleMarkers: [(x: (time: Double, value: Double), y: (time: Double, value: Double))] = []
    if let release = marks.release, let from = marks.releasePosition, let to = marks.destination {
      let done = (release + DemoLayout.settleDuration) * 1000
      settleMarkers = [
        ((release * 1000, from.x), (release * 1000, from.y)), ((done, to.x), (done, to.y)),
      ]
    }
    let card = SVGChart.Panel(
      title: "Dragged card: position (pt)",
      series: [
        series("card x", "card.x", cardX, within(settleMarkers.map(\.x)), Self.cardColors[0]),
        series("card y", "card.y", cardY, within(settleMarkers.map(\.y)), Self.cardColors[1]),
      ])
    var scrubMarkers: [(time: Double, value: Double)] = []
    if let scrub = marks.scrub {
      scrubMarkers = DemoChoreography.keyframes(scene.scrub.tween) { $0 * 1000 }
        .map { ((scrub + $0.time) * 1000, $0.value) }
    }
    let timelinePanel = SVGChart.Panel(
      title: "Timeline: local time (ms), scrubbed while paused, then playing",
      series: [series("timeline", "timeline", timeline, within(scrubMarkers), "#12b5cb")])
    var panels = [card, timelinePanel]
    for (property, title) in Self.tileProperties {
      let columns = tiles[property] ?? []
      let tileSeries = columns.enumerated().map { index, values in
        var markers: [(time: Double, value: Double)] = []
        if let play = marks.play, let offset = marks.playOffset {
          for entry in scene.choreography where entry.tile == index && entry.property == property {
            markers += entry.keyframes.filter { $0.time >= offset }
              .map { ((play + $0.time - offset) * 1000, $0.value) }
          }
        }
        return series(
          "tile \(index + 1)", "tile\(index + 1).\(property)", values, within(markers),
          Self.tileColors[index % Self.tileColors.count])
      }
      panels.append(SVGChart.Panel(title: title, series: tileSeries))
    }
    var chart = SVGChart(
      title: "motion demo: drag, hand-off, scrub, play",
      subtitle: "One scene through every module; every curve is what the runtime wrote, frame "
        + "by frame (\(times.count - 1) frames). Dots: keyframes.",
      panels: panels)
    chart.panelHeight = 110
    chart.events = events(marks)
    chart.spans = spans(marks, end: end / 1000)
    return chart
  }

  private func series(
    _ name: String, _ key: String, _ values: [Double],
    _ markers: [(time: Double, value: Double)], _ color: String
  ) -> SVGChart.Series {
    SVGChart.Series(
      name: name, points: Array(zip(times, values)).map { ($0, $1) }, markers: markers, key: key,
      color: color)
  }

  private func events(_ marks: DemoMarks) -> [SVGChart.Event] {
    var events: [SVGChart.Event] = []
    if let down = marks.down { events.append(.init(time: down * 1000, label: "pointer down")) }
    if let began = marks.began { events.append(.init(time: began * 1000, label: "pan began")) }
    if let release = marks.release {
      let speed = marks.releaseVelocity.map { Point.zero.distance(to: $0) } ?? 0
      events.append(
        .init(time: release * 1000, label: "release at \(Int(speed.rounded())) pt/s"))
    }
    if let play = marks.play { events.append(.init(time: play * 1000, label: "un-pause")) }
    return events
  }

  private func spans(_ marks: DemoMarks, end: Double) -> [SVGChart.Span] {
    var spans: [SVGChart.Span] = []
    func add(_ start: Double?, _ stop: Double?, _ label: String) {
      guard let start else { return }
      spans.append(.init(start: start * 1000, end: min(stop ?? end, end) * 1000, label: label))
    }
    add(marks.began, marks.release, "drag")
    add(marks.release, marks.settled, "settle (standard curve)")
    add(marks.scrub, marks.play, "scrub the paused timeline")
    add(marks.play, marks.done, "play")
    return spans
  }
}
