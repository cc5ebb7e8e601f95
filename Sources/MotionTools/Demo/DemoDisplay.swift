import Foundation
import MotionRuntime
import MotionStreams

/// Shows a running ``DemoScene``: animated in place on a terminal (ANSI, about 30 frames per
/// second, with a progress line), or one plain line per frame when output goes elsewhere.
package final class DemoDisplay {
  /// Whether frames are drawn in place (a terminal running in real time).
  package let animates: Bool
  /// The frame limit, for the progress bar (`nil`: the whole scene).
  package let frameLimit: Int?
  private var canvas = TerminalCanvas(columns: 64, rows: 18, stage: (640, 360))
  private var lastDrawn = -Double.infinity
  private let output: (String) -> Void

  /// A display writing to `output` (standard output unless given).
  package init(
    animates: Bool, frameLimit: Int?,
    output: @escaping (String) -> Void = DemoDisplay.writeToStandardOutput
  ) {
    self.animates = animates
    self.frameLimit = frameLimit
    self.output = output
  }

  /// Writes `text` to standard output, unbuffered.
  package static func writeToStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Clears the terminal before the first frame.
  package func begin() {
    if animates { write("\u{1B}[2J") }
  }

  /// Shows frame number `frame` of `scene`.
  package func show(_ scene: DemoScene, frame: Int) {
    if animates {
      // About 30 fps: draw when a thirtieth of a second has passed since the last drawing.
      guard scene.sceneTime - lastDrawn >= 1.0 / 30 - 0.002 || scene.isFinished else { return }
      lastDrawn = scene.sceneTime
      write(picture(scene, frame: frame))
    } else {
      write(line(scene, frame: frame) + "\n")
    }
  }

  /// The stage with every card, the scrim (as the floor's shade) and the sheet (S) over them,
  /// and a progress line.
  package func picture(_ scene: DemoScene, frame: Int) -> String {
    canvas.clear()
    canvas.shadeFloor(scene.sheet.scrim.opacity.value)
    for (index, tile) in scene.tiles.enumerated() {
      let state = tile.state
      canvas.draw(card(state, label: Character("\(index + 1)")), rotation: state.rotation)
    }
    canvas.draw(card(scene.toss.card.state, label: "B"))
    canvas.draw(card(scene.card.state, label: "A"))
    canvas.draw(card(scene.sheet.sheet.state, label: "S"))
    return canvas.frame(clearing: true, status: status(scene, frame: frame))
  }

  /// `frame 42  t=700.0ms  drag  A=(233.1,104.2)  B=(320.0,270.0)  vB=(0,0)
  /// timeline=0.0ms  opacity=0.00,…  sheet=(320.0,460.0)  scrim=0.000`, on one line: card B's
  /// velocity is in points per second.
  package func line(_ scene: DemoScene, frame: Int) -> String {
    var text =
      "frame \(frame)  t=\(NumberFormat.fixed(scene.sceneTime * 1000, 1))ms  \(scene.phase)"
    text += "  A=" + Self.pair(scene.card.position.value, 1)
    text += "  B=" + Self.pair(scene.toss.card.position.value, 1)
    text += "  vB=" + Self.pair(scene.toss.velocity, 0)
    text += "  timeline=\(NumberFormat.fixed(scene.timelineTime * 1000, 1))ms"
    for (property, _) in DemoRecording.tileProperties {
      let values = scene.tiles.map { DemoRecording.value(property, of: $0) }
      let digits = property == "opacity" || property == "scale" ? 3 : 1
      text +=
        "  \(property)=" + values.map { NumberFormat.fixed($0, digits) }.joined(separator: ",")
    }
    text += "  sheet=" + Self.pair(scene.sheet.sheet.position.value, 1)
    text += "  scrim=" + NumberFormat.fixed(scene.sheet.scrim.opacity.value, 3)
    return text
  }

  private func status(_ scene: DemoScene, frame: Int) -> String {
    let expected = frameLimit.map { Double($0) / 60 } ?? DemoLayout.expectedDuration
    let progress = min(max(scene.sceneTime / expected, 0), 1)
    let filled = Int((progress * 20).rounded())
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 20 - filled)
    let speed = Point.zero.distance(to: scene.toss.velocity)
    let status =
      "[\(bar)] \(NumberFormat.fixed(scene.sceneTime, 2)) s  frame \(frame)  \(scene.phase)  "
      + "B \(NumberFormat.fixed(speed, 0)) pt/s  "
      + "timeline \(NumberFormat.fixed(scene.timelineTime * 1000, 0)) ms"
    // One width for every frame, so a shorter line redrawn in place leaves nothing behind.
    return status.padding(
      toLength: max(status.count, Self.statusWidth), withPad: " ", startingAt: 0)
  }

  /// The progress line's width: enough for the longest one (a 4-digit speed, frame, timeline).
  static let statusWidth = 84

  /// `(233.1,104.2)`.
  private static func pair(_ point: Point, _ digits: Int) -> String {
    "(\(NumberFormat.fixed(point.x, digits)),\(NumberFormat.fixed(point.y, digits)))"
  }

  /// A card's frame on the stage: its size scaled about its centre.
  private func card(_ state: MotionElement.State, label: Character) -> TerminalCanvas.Card {
    let width = state.size.width * state.scale
    let height = state.size.height * state.scale
    return TerminalCanvas.Card(
      label: label,
      frame: (state.position.x - width / 2, state.position.y - height / 2, width, height),
      opacity: state.opacity)
  }

  private func write(_ text: String) { output(text) }
}
