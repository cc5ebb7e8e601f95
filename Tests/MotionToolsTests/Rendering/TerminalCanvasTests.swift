import MotionTools
import Testing

@Suite("TerminalCanvas: cards drawn on a character grid")
struct TerminalCanvasTests {
  /// The canvas's rows, without the border and status line.
  func rows(_ canvas: TerminalCanvas) -> [String] {
    let lines = canvas.frame(clearing: false, status: "").split(separator: "\n")
    return lines.dropFirst().prefix(canvas.rows).map { String($0.dropFirst().dropLast()) }
  }

  @Test("an upright card is a framed box with its label at the centre, clipped to the stage")
  func upright() {
    var canvas = TerminalCanvas(columns: 16, rows: 8, stage: (160, 80))
    canvas.clear()
    canvas.draw(.init(label: "A", frame: (x: 20, y: 10, width: 60, height: 40), opacity: 1))
    let grid = rows(canvas)
    #expect(grid.count == 8)
    // 10 pt cells: columns 2…7 and rows 1…4, the label at the middle cell (row 2, column 4).
    #expect(grid[1].hasPrefix("  +----+"))
    #expect(grid[2].hasPrefix("  |#A##|"))
    #expect(grid[3].hasPrefix("  |####|"))
    #expect(grid[4].hasPrefix("  +----+"))
    // Off the stage, invisible and non-finite cards draw nothing.
    var empty = TerminalCanvas(columns: 16, rows: 8, stage: (160, 80))
    empty.clear()
    let before = rows(empty)
    empty.draw(.init(label: "B", frame: (x: 500, y: 500, width: 10, height: 10), opacity: 1))
    empty.draw(.init(label: "C", frame: (x: 0, y: 0, width: 50, height: 50), opacity: 0.01))
    empty.draw(.init(label: "D", frame: (x: .nan, y: 0, width: 50, height: 50), opacity: 1))
    empty.draw(.init(label: "E", frame: (x: 0, y: 0, width: 1e300, height: 5), opacity: 1))
    #expect(rows(empty) == before)
  }

  @Test("a turned card reads as a tilted box; a tiny turn draws upright")
  func rotated() {
    var turned = TerminalCanvas(columns: 32, rows: 16, stage: (320, 160))
    turned.clear()
    let card = TerminalCanvas.Card(
      label: "R", frame: (x: 100, y: 40, width: 120, height: 80), opacity: 1)
    turned.draw(card, rotation: 0.5)
    let text = rows(turned).joined(separator: "\n")
    #expect(text.contains("R"))
    #expect(text.contains("#"))
    var upright = TerminalCanvas(columns: 32, rows: 16, stage: (320, 160))
    var tiny = upright
    upright.clear()
    tiny.clear()
    upright.draw(card)
    tiny.draw(card, rotation: 0.001)
    #expect(rows(upright) == rows(tiny))
    tiny.draw(card, rotation: .nan)
    #expect(rows(upright) == rows(tiny))
  }

  @Test("opacity picks the fill: denser for more opaque; NaN is blank")
  func shades() {
    #expect(TerminalCanvas.shade(1) == "#")
    #expect(TerminalCanvas.shade(0) == " ")
    #expect(TerminalCanvas.shade(0.5) == ":")
    #expect(TerminalCanvas.shade(.nan) == " ")
    #expect(TerminalCanvas.shade(7) == "#")
  }

  @Test("a frame is framed, homed when animating, and the status padded to the width")
  func frame() {
    let canvas = TerminalCanvas(columns: 8, rows: 4, stage: (80, 40))
    let text = canvas.frame(clearing: true, status: "ok")
    #expect(text.hasPrefix("\u{1B}[H+--------+\n"))
    #expect(text.hasSuffix("ok        \n"))
  }
}
