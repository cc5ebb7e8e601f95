import Foundation
package import MotionGestures
import MotionStreams

/// `motion replay --svg`: a trace drawn as the pointers' paths on the plane, with the
/// recognizers' state changes marked where they happened, above one lane per recognizer over
/// time.
///
/// The plane uses one scale for x and y (a circle traced by a finger stays a circle), with y
/// pointing down as on a screen. Labels of state changes that happen at the same time and place
/// are merged ("tap, doubleTap failed") and placed so that none overlaps another.
package struct ReplaySVG {
  package var trace: PointerTrace
  package var session: ReplaySession
  package var name: String

  /// The drawing of `session`, the replay of `trace`; `name` titles it.
  package init(trace: PointerTrace, session: ReplaySession, name: String) {
    self.trace = trace
    self.session = session
    self.name = name
  }

  package let width = 960.0
  package let left = 92.0
  package let right = 24.0
  package let laneHeight = 26.0

  package static let pointerColors = [
    "#1a73e8", "#d93025", "#188038", "#9334e6", "#e37400", "#12b5cb",
  ]
  package static let stateColors: [(state: GestureRecognizerState, color: String)] = [
    (.began, "#188038"), (.changed, "#8ab4f8"), (.ended, "#1a73e8"), (.failed, "#d93025"),
    (.cancelled, "#e37400"), (.possible, "#9aa0a6"),
  ]

  package static func color(_ state: GestureRecognizerState) -> String {
    stateColors.first { $0.state == state }?.color ?? "#5f6368"
  }

  /// The SVG document.
  package func render() -> String {
    let strokes = ReplayStroke.strokes(trace.events)
    let plane = ReplayPlane(
      points: strokes.flatMap { $0.points.map(\.position) }
        + session.records.map(\.centroid),
      left: left, top: 84, maxWidth: width - left - right, maxHeight: 380)
    let lanesTop = plane.bottom + 74
    let pointerIDs = Array(Set(strokes.map(\.pointer))).sorted()
    let lanes: [ReplayLane] =
      pointerIDs.map { .pointer($0) } + trace.recognizers.map { .recognizer($0) }
    let lanesBottom = lanesTop + Double(lanes.count) * laneHeight
    let height = lanesBottom + 78
    var svg = SVGText()
    svg.open(width: width, height: height)
    let pointers = pointerIDs.count
    svg.heading(
      "motion replay: \(name)",
      subtitle:
        "\(trace.events.count) pointer events from \(pointers) pointer\(pointers == 1 ? "" : "s"); "
        + "\(session.records.count) state changes of "
        + trace.recognizers.map(\.rawValue).joined(separator: ", ") + ".",
      x: left)
    svg.text(
      x: left, y: plane.top - 10, "Pointer paths and recognized phases (points, y down)",
      size: 13, weight: "bold", fill: "#202124")
    plane.drawFrame(into: &svg)
    var labels = ReplayLabels(bounds: (left, plane.top, plane.right, plane.bottom))
    for (index, stroke) in strokes.enumerated() {
      let color = Self.pointerColors[(stroke.pointer - 1).magnitudeMod(Self.pointerColors.count)]
      plane.draw(stroke, index: index, color: color, into: &svg, labels: &labels)
    }
    plane.drawPhases(session.records, into: &svg, labels: &labels)
    labels.render(into: &svg)
    drawLanes(lanes, strokes: strokes, top: lanesTop, into: &svg)
    drawLegend(into: &svg, y: height - 18)
    svg.close()
    return svg.text
  }
}

extension Int {
  /// The non-negative remainder of `self` divided by `modulus`.
  package func magnitudeMod(_ modulus: Int) -> Int {
    ((self % modulus) + modulus) % modulus
  }
}

/// A row of the time lanes: one pointer's contacts, or one recognizer's states.
package enum ReplayLane {
  case pointer(Int)
  case recognizer(ReplayRecognizerKind)

  package var title: String {
    switch self {
    case .pointer(let id): "pointer #\(id)"
    case .recognizer(let kind): kind.rawValue
    }
  }
}
