import Foundation
import MotionStreams

extension DemoRecording {
  /// The toss frame by frame, on its own time axis: card B's position and velocity from the
  /// finger going down on it to both cards' rest, with the release velocity the spring starts
  /// with; `nil` before the finger went down on card B.
  package func tossChart(_ scene: DemoScene) -> SVGChart? {
    let marks = scene.toss.marks
    guard let down = marks.down, let last = times.last else { return nil }
    // From just before the finger goes down to the end of the visible motion: the springs
    // come to rest (0.001 pt) well after the last pixel moved, later than this.
    let start = (down - 0.05) * 1000
    let shown = marks.retarget.map { $0 + DemoLayout.tossDetailTail } ?? .infinity
    let end = min(shown * 1000, last)
    guard let first = times.firstIndex(where: { $0 >= start - 1e-6 }),
      let final = times.lastIndex(where: { $0 <= end + 1e-6 }), first < final
    else { return nil }
    let frames = first..<(final + 1)
    var velocityMarkers: [(x: ChartPoint, y: ChartPoint)] = []
    if let release = marks.release, let velocity = marks.releaseVelocity {
      velocityMarkers.append(((release * 1000, velocity.x), (release * 1000, velocity.y)))
    }
    let midpoints = velocityTimes
    let velocity = SVGChart.Panel(
      title: "Card B: velocity (pt/s), its move between two frames; dots: the release velocity",
      series: [
        series(
          "B x velocity", "cardB.vx", frames, tossVelocity.map(\.x), velocityMarkers.map(\.x),
          Self.cardColors[0], at: midpoints),
        series(
          "B y velocity", "cardB.vy", frames, tossVelocity.map(\.y), velocityMarkers.map(\.y),
          Self.cardColors[1], at: midpoints),
      ])
    var chart = SVGChart(
      title: "The toss, frame by frame",
      subtitle: "Velocity is each frame's move over the frame interval. The spring starts with "
        + "the finger's velocity (dots) and keeps its velocity through the retarget.",
      panels: [tossPositionPanel(marks, frames: frames), velocity])
    chart.panelHeight = 150
    var events: [SVGChart.Event] = [.init(time: down * 1000, label: "pointer down on B")]
    if let began = marks.began { events.append(.init(time: began * 1000, label: "pan began")) }
    chart.events = events + tossEvents(marks)
    var spans: [SVGChart.Span] = []
    func add(_ from: Double?, _ to: Double?, _ label: String) {
      guard let from else { return }
      spans.append(.init(start: from * 1000, end: min((to ?? .infinity) * 1000, end), label: label))
    }
    add(down, marks.release, "finger")
    add(marks.release, marks.retarget, "spring to the slot")
    add(marks.retarget, marks.landed, "retargeted to the moved slot")
    chart.spans = spans
    return chart
  }

  /// The SVG document `motion demo` writes: the scene's chart, and the toss's below it once
  /// the toss has begun.
  package func document(_ scene: DemoScene) -> String {
    let main = chart(scene).render()
    guard let toss = tossChart(scene)?.render() else { return main }
    return Self.stack([main, toss])
  }

  /// SVG documents one below the other in one document, each keeping its own size: as wide as
  /// the widest, as tall as all of them.
  package static func stack(_ documents: [String]) -> String {
    let sizes = documents.map(size)
    let width = sizes.map(\.width).max() ?? 0
    var svg = SVGText()
    svg.open(width: width, height: sizes.map(\.height).reduce(0, +))
    var top = 0.0
    for (document, size) in zip(documents, sizes) {
      svg.raw("<g transform=\"translate(0 \(NumberFormat.svg(top)))\">\n")
      svg.raw(document)
      svg.raw("</g>\n")
      top += size.height
    }
    svg.close()
    return svg.text
  }

  /// The `width` and `height` of a document's root element, as `SVGText.open` writes them.
  private static func size(_ document: String) -> (width: Double, height: Double) {
    let tag = document.prefix { $0 != ">" }
    func attribute(_ name: String) -> Double {
      guard let range = tag.range(of: " \(name)=\"") else { return 0 }
      return Double(tag[range.upperBound...].prefix { $0 != "\"" }) ?? 0
    }
    return (attribute("width"), attribute("height"))
  }
}
