import MotionGestures

extension ReplaySVG {
  /// One lane per recognizer over time (and one for the pointers): bars while a recognizer is
  /// active (began/changed), dots where it began, ended, failed or was cancelled.
  package func drawLanes(
    _ lanes: [ReplayLane], strokes: [ReplayStroke], top: Double,
    into svg: inout SVGText
  ) {
    let times =
      trace.events.map { $0.timestamp * 1000 } + session.records.map(\.time)
    let scale = TimeScale(range: SVGChart.range(times), left: left, width: width - left - right)
    svg.text(
      x: left, y: top - 12, "Recognizer states over time", size: 13, weight: "bold",
      fill: "#202124")
    let bottom = top + Double(lanes.count) * laneHeight
    let ticks = SVGChart.ticks(scale.range, maxCount: Int(scale.width / 90)).filter {
      scale.range.contains($0)
    }
    for tick in ticks {
      svg.line(x1: scale.x(tick), y1: top, x2: scale.x(tick), y2: bottom, stroke: "#e3e5e8")
      svg.text(
        x: scale.x(tick), y: bottom + 16, NumberFormat.label(tick), size: 11, fill: "#5f6368",
        anchor: "middle")
    }
    svg.text(
      x: left + scale.width / 2, y: bottom + 34, "time (ms)", size: 12, fill: "#202124",
      anchor: "middle")
    for (index, lane) in lanes.enumerated() {
      let y = top + Double(index) * laneHeight + laneHeight / 2
      svg.text(x: left - 10, y: y + 4, lane.title, size: 11, fill: "#3c4043", anchor: "end")
      svg.line(x1: left, y1: y, x2: left + scale.width, y2: y, stroke: "#dadce0")
      guard case .recognizer(let kind) = lane else {
        for stroke in strokes where ReplayLane.pointer(stroke.pointer).title == lane.title {
          let color = Self.pointerColors[
            (stroke.pointer - 1).magnitudeMod(Self.pointerColors.count)]
          svg.line(
            x1: scale.x(stroke.start), y1: y,
            x2: max(scale.x(stroke.end), scale.x(stroke.start) + 2),
            y2: y, stroke: color, width: 6)
        }
        continue
      }
      let records = session.records.filter { $0.recognizer == kind }
      for (position, record) in records.enumerated() where record.state.isActive {
        let end = position + 1 < records.count ? records[position + 1].time : record.time
        svg.line(
          x1: scale.x(record.time), y1: y, x2: scale.x(end), y2: y,
          stroke: Self.color(.changed), width: 8)
      }
      // `possible` first and small, so that an end at the same time stays visible over it.
      let marked =
        records.filter { $0.state == .possible }
        + records.filter {
          $0.state != .possible && $0.state != .changed
        }
      for record in marked {
        svg.raw(
          "<circle class=\"lane-phase\" data-recognizer=\"\(kind.rawValue)\" "
            + "data-state=\"\(record.state)\" cx=\"\(NumberFormat.svg(scale.x(record.time)))\" cy=\"\(NumberFormat.svg(y))\" "
            + "r=\"\(record.state == .possible ? 3 : 5)\" fill=\"\(Self.color(record.state))\" "
            + "stroke=\"#ffffff\"/>\n")
      }
    }
  }

  /// Colour keys for the states.
  package func drawLegend(into svg: inout SVGText, y: Double) {
    var x = left
    for (state, color) in Self.stateColors {
      let label = state == .changed ? "active (began…changed)" : "\(state)"
      svg.circle(cx: x + 5, cy: y - 4, r: 5, fill: color)
      svg.text(x: x + 14, y: y, label, size: 11, fill: "#3c4043")
      x += 24 + SVGChart.textWidth(label, size: 11)
    }
  }
}
