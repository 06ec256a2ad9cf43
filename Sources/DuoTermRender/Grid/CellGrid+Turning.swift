import DuoLayoutCore

extension CellGrid {
  /// The grid turned clockwise by `turns` quarter turns: a face-to-face half as the
  /// glass shows it. Half a turn reverses the rows and the glyphs in each row, glyphs
  /// kept upright (a wide glyph stays whole). A quarter turn makes each row a column:
  /// one turn runs the first row down the last column. A wide glyph cannot stand in
  /// one column, so it becomes `TurnedGlyph.wideStandIn` and a blank; every row of
  /// the result is still exactly `width` cells. Lines, corners and arrows are drawn
  /// turned (`TurnedGlyph`).
  ///
  /// ```swift
  /// CellGrid(lines: ["ab", "cd"]).turned(clockwise: 2).lines  // ["dc", "ba"]
  /// CellGrid(lines: ["ab", "cd"]).turned(clockwise: 1).lines  // ["ca", "db"]
  /// ```
  public func turned(clockwise turns: Int) -> CellGrid {
    let k = QuarterTurn.normalized(turns)
    guard k != 0 else { return self }
    var result =
      k == 2 ? CellGrid(width: width, height: height) : CellGrid(width: height, height: width)
    for y in 0..<height {
      for x in 0..<width {
        let cell = self[x, y]
        switch k {
        case 2:
          guard !cell.isContinuation else { continue }
          var turned = cell
          turned.character = TurnedGlyph.turn(cell.character, clockwise: 2)
          result.set(turned, x: width - x - Int(max(1, cell.width)), y: height - 1 - y)
        default:
          let (tx, ty) = k == 1 ? (height - 1 - y, x) : (y, width - 1 - x)
          if cell.isContinuation {
            result.set(.blank(cell.style), x: tx, y: ty)
          } else if cell.width == 2 {
            result.set(Cell(TurnedGlyph.wideStandIn, style: cell.style), x: tx, y: ty)
          } else {
            var turned = cell
            turned.character = TurnedGlyph.turn(cell.character, clockwise: k)
            result.set(turned, x: tx, y: ty)
          }
        }
      }
    }
    return result
  }

  /// The cells of `rect` as a grid of their own, `rect`'s size exactly: cells
  /// outside this grid are blank, and a wide glyph cut by either edge becomes a
  /// blank.
  func cells(in rect: CellRect) -> CellGrid {
    var result = CellGrid(width: rect.width, height: rect.height)
    for y in 0..<rect.height {
      for x in 0..<rect.width {
        let (sx, sy) = (rect.x + x, rect.y + y)
        guard sx >= 0, sy >= 0, sx < width, sy < height else { continue }
        let cell = self[sx, sy]
        if cell.isContinuation {
          if x == 0 { result.set(.blank(cell.style), x: x, y: y) }
        } else if cell.width == 2 && x == rect.width - 1 {
          result.set(.blank(cell.style), x: x, y: y)
        } else {
          result.set(cell, x: x, y: y)
        }
      }
    }
    return result
  }
}
