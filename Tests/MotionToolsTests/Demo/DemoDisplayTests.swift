import MotionStreams
import MotionTools
import Testing

/// What the demo shows while it runs: one line per frame when piped, a picture of the stage
/// redrawn in place on a terminal, with a progress line; and the stage's layout.
@Suite("DemoDisplay: the piped lines, the terminal picture and the stage's layout")
struct DemoDisplayTests {
  @Test(
    "piped, every frame is one line; on a terminal, the stage is redrawn about 30 times a second")
  func output() throws {
    var piped = ""
    let lines = DemoDisplay(animates: false, frameLimit: nil) { piped += $0 }
    lines.begin()
    var shown: [String] = []
    let display = DemoDisplay(animates: false, frameLimit: nil)
    _ = try DemoScene.runManually(seed: 7, limit: 20) { scene, frame in
      lines.show(scene, frame: frame)
      shown.append(display.line(scene, frame: frame))
    }
    #expect(piped == shown.map { $0 + "\n" }.joined())
    var drawn: [String] = []
    let terminal = DemoDisplay(animates: true, frameLimit: 20) { drawn.append($0) }
    terminal.begin()
    #expect(drawn == ["\u{1B}[2J"])
    let scene = try DemoScene.runManually(seed: 7, limit: 20) { scene, frame in
      terminal.show(scene, frame: frame)
    }
    // Frames 0, 2, 4, …, 20 at 60 Hz: eleven pictures after the clearing.
    #expect(drawn.count == 12)
    #expect(drawn.last == terminal.picture(scene, frame: 20))
  }

  @Test("the terminal picture draws each card where it is, at its size")
  func pictureGeometry() throws {
    let scene = try DemoScene.runManually(seed: 7, limit: 0)
    let picture = DemoDisplay(animates: true, frameLimit: nil).picture(scene, frame: 0)
    // Cells are 10 × 20 pt (64 × 18 on a 640 × 360 pt stage); line 0 is the top border and
    // each row starts with "|". Card A, 120 × 80 pt centred at (110, 100): columns 5…16, rows
    // 3…6; card B, centred at (320, 270): columns 26…37, rows 11…15.
    let lines = picture.split(separator: "\n").map { Array($0) }
    let border = try #require(lines.firstIndex { $0.last == "+" })
    let rows = Array(lines[(border + 1)...].prefix(18))
    func box(_ label: Character) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
      guard let row = rows.firstIndex(where: { $0.contains(label) }) else { return nil }
      let corners = rows.indices.filter { rows[$0].contains("+") }
      let line = rows[row]
      guard let left = line[..<line.firstIndex(of: label)!].lastIndex(of: "|"),
        let right = line[line.firstIndex(of: label)!...].firstIndex(of: "|")
      else { return nil }
      let top = corners.last { $0 < row && rows[$0][left] == "+" } ?? -1
      let bottom = corners.first { $0 > row && rows[$0][left] == "+" } ?? -1
      return ((left - 1)...(right - 1), top...bottom)
    }
    let a = try #require(box("A"))
    let b = try #require(box("B"))
    #expect(a.columns == 5...16 && a.rows == 3...6)
    #expect(b.columns == 26...37 && b.rows == 11...15)
  }

  @Test("the progress line keeps one width, so redrawing in place leaves nothing behind")
  func statusWidth() throws {
    var widths: Set<Int> = []
    let display = DemoDisplay(animates: true, frameLimit: nil)
    _ = try DemoScene.runManually(seed: 7, limit: 300) { scene, frame in
      let picture = display.picture(scene, frame: frame)
      widths.insert(picture.split(separator: "\n").last?.count ?? 0)
    }
    #expect(widths.count == 1)
  }

  @Test("the progress line fills in proportion to the scene's time")
  func progress() throws {
    let scene = try DemoScene.runManually(seed: 7, limit: 219)
    let picture = DemoDisplay(animates: true, frameLimit: nil).picture(scene, frame: 219)
    let filled = Int((scene.sceneTime / DemoLayout.expectedDuration * 20).rounded())
    #expect(filled > 5 && filled < 15)
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 20 - filled)
    #expect(picture.contains("[\(bar)]"))
  }

  @Test("the tiles stand in one row under the slots, clear of the cards in their moved slots")
  func layout() {
    #expect(Set(DemoLayout.slots.map(\.y)).count == 1)
    let tiles = DemoLayout.tileCenters
    #expect(tiles.map(\.x) == DemoLayout.slots.map(\.x))
    #expect(Set(tiles.map(\.y)).count == 1)
    let lowestCard = (DemoLayout.slots.map(\.y).max() ?? 0) + DemoLayout.slotShift.y
    #expect(tiles[0].y - lowestCard >= DemoLayout.cardSize.height)
    for slot in DemoLayout.slots.map({ $0 + DemoLayout.slotShift }) + tiles {
      #expect(slot.x - DemoLayout.cardSize.width / 2 >= 0)
      #expect(slot.x + DemoLayout.cardSize.width / 2 <= DemoLayout.stage.width)
      #expect(slot.y - DemoLayout.cardSize.height / 2 >= 0)
    }
  }
}
