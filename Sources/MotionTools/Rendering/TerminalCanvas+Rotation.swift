import Foundation

extension TerminalCanvas {
  /// Draws `card` turned by `rotation` radians (clockwise, about its centre) over what is there.
  ///
  /// Each cell whose centre falls inside the turned rectangle is filled; cells within one cell
  /// of its edges draw the outline (`-` along the card's top and bottom, `|` along its sides),
  /// so a turned card reads as a tilted box. Below a hundredth of a radian the card is drawn
  /// upright by ``draw(_:)``, which keeps straight edges exact.
  package mutating func draw(_ card: Card, rotation: Double) {
    guard rotation.isFinite, abs(rotation) >= 0.01 else { return draw(card) }
    guard card.opacity >= 0.08 else { return }
    let (x, y, width, height) = card.frame
    guard [x, y, width, height].allSatisfy({ $0.isFinite && abs($0) < 1e9 }),
      width > 0, height > 0
    else { return }
    let cellWidth = stage.width / Double(columns)
    let cellHeight = stage.height / Double(rows)
    let center = (x: x + width / 2, y: y + height / 2)
    let radius = (width * width + height * height).squareRoot() / 2
    let firstColumn = max(0, Int(((center.x - radius) / cellWidth).rounded(.down)))
    let lastColumn = min(columns - 1, Int(((center.x + radius) / cellWidth).rounded(.up)))
    let firstRow = max(0, Int(((center.y - radius) / cellHeight).rounded(.down)))
    let lastRow = min(rows - 1, Int(((center.y + radius) / cellHeight).rounded(.up)))
    guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
    let cosine = cos(rotation)
    let sine = sin(rotation)
    let fill = Self.shade(card.opacity)
    for row in firstRow...lastRow {
      for column in firstColumn...lastColumn {
        // The cell's centre in the card's own (unturned) coordinates.
        let dx = (Double(column) + 0.5) * cellWidth - center.x
        let dy = (Double(row) + 0.5) * cellHeight - center.y
        let localX = dx * cosine + dy * sine
        let localY = -dx * sine + dy * cosine
        let insetX = width / 2 - abs(localX)
        let insetY = height / 2 - abs(localY)
        guard insetX >= 0, insetY >= 0 else { continue }
        let nearSide = insetX < cellWidth
        let nearTop = insetY < cellHeight
        setCell(row, column, nearSide && nearTop ? "+" : nearTop ? "-" : nearSide ? "|" : fill)
      }
    }
    let labelRow = Int((center.y / cellHeight).rounded(.down))
    let labelColumn = Int((center.x / cellWidth).rounded(.down))
    if (0..<rows).contains(labelRow), (0..<columns).contains(labelColumn) {
      setCell(labelRow, labelColumn, card.label)
    }
  }
}
