/// A character grid that draws a scene of cards for a terminal, one frame at a time.
///
/// Stage coordinates (points) map onto the grid so the whole stage fits; each card is a box of
/// characters whose fill reflects its opacity. ``frame(clearing:)`` returns the text for one frame,
/// optionally prefixed with the ANSI sequence that moves the cursor home so frames animate in place.
package struct TerminalCanvas {
  /// One card to draw.
  package struct Card {
    package var label: Character
    /// The card's frame on the stage, in points.
    package var frame: (x: Double, y: Double, width: Double, height: Double)
    package var opacity: Double

    package init(
      label: Character, frame: (x: Double, y: Double, width: Double, height: Double),
      opacity: Double
    ) {
      self.label = label
      self.frame = frame
      self.opacity = opacity
    }
  }

  package let columns: Int
  package let rows: Int
  /// The stage size in points that maps onto the grid.
  package let stage: (width: Double, height: Double)
  private var cells: [[Character]]

  package init(columns: Int = 64, rows: Int = 18, stage: (width: Double, height: Double)) {
    self.columns = max(columns, 8)
    self.rows = max(rows, 4)
    self.stage = stage
    cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
  }

  /// Clears the grid to a dotted floor.
  package mutating func clear() {
    for row in 0..<rows {
      for column in 0..<columns {
        cells[row][column] = (row + column) % 8 == 0 ? "·" : " "
      }
    }
  }

  /// Shades the floor as a scrim of `opacity` would (nothing below 0.08): every cell drawn on
  /// by nothing but ``clear()`` takes the fill of that opacity. A character grid cannot dim what
  /// is drawn, so the scrim goes under the cards drawn after it.
  package mutating func shadeFloor(_ opacity: Double) {
    guard opacity.isFinite, opacity >= 0.08 else { return }
    let fill = Self.shade(opacity)
    for row in 0..<rows {
      for column in 0..<columns where cells[row][column] == " " || cells[row][column] == "·" {
        cells[row][column] = fill
      }
    }
  }

  /// Draws `card` over what is there. Parts outside the stage are clipped; a card with an
  /// opacity below 0.08 is invisible and not drawn.
  package mutating func draw(_ card: Card) {
    guard card.opacity >= 0.08 else { return }
    let values = [card.frame.x, card.frame.y, card.frame.width, card.frame.height]
    // Int(_:) traps on NaN or huge values: skip anything that cannot be placed on the grid.
    guard values.allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return }
    let scaleX = Double(columns) / stage.width
    let scaleY = Double(rows) / stage.height
    let x0 = Int((card.frame.x * scaleX).rounded(.down))
    let y0 = Int((card.frame.y * scaleY).rounded(.down))
    let x1 = Int(((card.frame.x + card.frame.width) * scaleX).rounded(.up)) - 1
    let y1 = Int(((card.frame.y + card.frame.height) * scaleY).rounded(.up)) - 1
    let top = max(y0, 0)
    let bottom = min(y1, rows - 1)
    let leading = max(x0, 0)
    let trailing = min(x1, columns - 1)
    guard top <= bottom, leading <= trailing else { return }  // empty or entirely off the stage
    let rowRange = top...bottom
    let columnRange = leading...trailing
    let fill = Self.shade(card.opacity)
    for row in rowRange {
      for column in columnRange {
        let edgeY = row == y0 || row == y1
        let edgeX = column == x0 || column == x1
        cells[row][column] = edgeY && edgeX ? "+" : edgeY ? "-" : edgeX ? "|" : fill
      }
    }
    let centerRow = (y0 + y1) / 2
    let centerColumn = (x0 + x1) / 2
    if centerRow >= 0, centerRow < rows, centerColumn >= 0, centerColumn < columns {
      cells[centerRow][centerColumn] = card.label
    }
  }

  /// Writes one cell; the caller keeps `row` and `column` on the grid.
  package mutating func setCell(_ row: Int, _ column: Int, _ character: Character) {
    cells[row][column] = character
  }

  /// The grid as text, one line per row, framed; `clearing` prefixes "cursor home".
  package func frame(clearing: Bool, status: String) -> String {
    let border = "+" + String(repeating: "-", count: columns) + "+"
    var text = clearing ? "\u{1B}[H" : ""
    text += border + "\n"
    for row in cells {
      text += "|" + String(row) + "|\n"
    }
    text += border + "\n"
    let padded =
      status.count < columns + 2
      ? status + String(repeating: " ", count: columns + 2 - status.count) : status
    return text + padded + "\n"
  }

  /// A fill character for an opacity: denser for more opaque.
  package static func shade(_ opacity: Double) -> Character {
    let levels: [Character] = [" ", ".", ":", "=", "#"]
    guard opacity.isFinite else { return " " }
    let clamped = min(max(opacity, 0), 1)
    return levels[min(Int(clamped * Double(levels.count - 1) + 0.5), levels.count - 1)]
  }
}
