import MotionRuntime
import MotionStreams

extension DemoRecording {
  /// The sheet's colour and the scrim's in charts.
  package static let sheetColors = ["#1a73e8", "#5f6368"]

  /// The sheet's y position and the scrim's opacity, each marked where a transition started or
  /// turned: the presentation, the dismissal, each release, the re-opening.
  func sheetPanels(_ marks: DemoSheetMarks, frames: Range<Int>) -> [SVGChart.Panel] {
    let turns = ([marks.present, marks.dismiss] + marks.releases.map(\.time) + [marks.reopen])
      .compactMap { $0 }
    let y = turns.compactMap { time in frame(at: time).map { (time * 1000, sheetY[$0]) } }
    let opacity = turns.compactMap { time in frame(at: time).map { (time * 1000, scrim[$0]) } }
    return [
      SVGChart.Panel(
        title: "Sheet: y position (pt), presented, then its dismissal turned three times",
        series: [series("sheet y", "sheet.y", frames, sheetY, y, Self.sheetColors[0])]),
      SVGChart.Panel(
        title: "Scrim: opacity, a tween following the sheet's direction",
        series: [series("scrim", "scrim.opacity", frames, scrim, opacity, Self.sheetColors[1])]),
    ]
  }

  /// Card A's arc marked where it started, where it was flipped and where it came back.
  func arcMarkers(_ arc: DemoArcMarks) -> [(x: ChartPoint, y: ChartPoint)] {
    var markers: [(x: ChartPoint, y: ChartPoint)] = []
    for (time, point) in [
      (arc.start, arc.from), (arc.flip, arc.flipPosition), (arc.ended, arc.from),
    ] {
      guard let time, let point else { continue }
      markers.append(((time * 1000, point.x), (time * 1000, point.y)))
    }
    return markers
  }

  /// The arc's flip, the finger's touches and releases on the sheet, and the re-opening.
  func transitionEvents(_ scene: DemoScene) -> [SVGChart.Event] {
    var events: [SVGChart.Event] = []
    if let flip = scene.arc.marks.flip {
      events.append(.init(time: flip * 1000, label: "arc flipped: back"))
    }
    let marks = scene.sheet.marks
    for down in marks.downs { events.append(.init(time: down * 1000, label: "finger on sheet")) }
    for release in marks.releases {
      let speed = Int(abs(release.velocity.y).rounded())
      let label =
        speed > 100
        ? "flick at \(speed) pt/s: \(release.direction)" : "let go slowly: \(release.direction)"
      events.append(.init(time: release.time * 1000, label: label))
    }
    if let reopen = marks.reopen {
      events.append(.init(time: reopen * 1000, label: "direction written: forward"))
    }
    return events.sorted { $0.time < $1.time }
  }

  /// The arc, the sheet's presentation and its dismissal.
  func transitionSpans(_ scene: DemoScene, end: Double) -> [SVGChart.Span] {
    var spans: [SVGChart.Span] = []
    func add(_ start: Double?, _ stop: Double?, _ label: String) {
      guard let start else { return }
      spans.append(.init(start: start * 1000, end: min(stop ?? end, end) * 1000, label: label))
    }
    let (arc, sheet) = (scene.arc.marks, scene.sheet.marks)
    add(arc.start, arc.ended, "arc to a corner and back")
    add(sheet.present, sheet.presented, "present the sheet")
    let outcome = sheet.outcome.map { " (\($0))" } ?? ""
    add(sheet.dismiss, sheet.ended, "dismissal" + outcome)
    return spans
  }

  /// The recorded frame at `seconds` of scene time (within 1 ns), if there is one.
  private func frame(at seconds: Double) -> Int? {
    times.lastIndex { abs($0 - seconds * 1000) < 1e-6 }
  }
}
