import DuoLayoutCore

/// A screen of cells, `width` columns by `height` rows: what one frame shows. Every
/// frame is built as a grid and diffed against the last one; only the changes reach
/// the terminal. Its text form (`lines`) is what golden tests compare.
///
/// ```swift
/// var grid = CellGrid(width: 10, height: 2)
/// grid.write("漢字 ok", x: 0, y: 0)
/// grid.lines  // ["漢字 ok   ", "          "]
/// ```
public struct CellGrid: Hashable, Sendable {
  public let width: Int
  public let height: Int
  public private(set) var cells: [Cell]

  /// `width` × `height` cells, all `fill`; a negative side counts as 0.
  public init(width: Int, height: Int, fill: Cell = .blank()) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// A grid from text lines, one row each, padded to the widest line.
  public init(lines: [String], style: Style = .plain) {
    let widest = lines.map { TerminalWidth.of($0) }.max() ?? 0
    self.init(width: widest, height: lines.count)
    for (row, line) in lines.enumerated() {
      write(line, x: 0, y: row, style: style)
    }
  }

  /// Every cell of the grid, as a rectangle.
  public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`, both 0-based and inside the grid: an `x` past
  /// the right edge is not caught, it reads the next row.
  public subscript(x: Int, y: Int) -> Cell {
    cells[y * width + x]
  }

  /// Puts `cell` at (`x`, `y`), keeping wide glyphs whole: a wide glyph that would
  /// cross the right edge becomes a space, and a half overwritten clears the other.
  public mutating func set(_ cell: Cell, x: Int, y: Int) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    clearWideNeighbours(x: x, y: y)
    if cell.width == 2 {
      guard x + 1 < width else {
        cells[y * width + x] = Cell.blank(cell.style)
        return
      }
      clearWideNeighbours(x: x + 1, y: y)
      cells[y * width + x] = cell
      cells[y * width + x + 1] = .continuation(cell.style)
    } else {
      cells[y * width + x] = cell.width == 0 ? Cell.blank(cell.style) : cell
    }
  }

  /// Puts the one-column cells `make(0)`, `make(1)`, … at (`x`, `y`), (`x` + 1,
  /// `y`), … for `count` columns, leaving out those off the grid: what `set` would
  /// do with each, with the halves of wide glyphs cleared once per edge instead
  /// of once per cell (every cell in between is overwritten anyway).
  mutating func setRun(x: Int, y: Int, count: Int, _ make: (Int) -> Cell) {
    let start = max(0, x)
    let end = min(width, x + count)
    guard y >= 0, y < height, start < end else { return }
    clearWideNeighbours(x: start, y: y)
    clearWideNeighbours(x: end - 1, y: y)
    let row = y * width
    cells.withUnsafeMutableBufferPointer { buffer in
      for column in start..<end { buffer[row + column] = make(column - x) }
    }
  }

  private mutating func clearWideNeighbours(x: Int, y: Int) {
    let index = y * width + x
    let old = cells[index]
    if old.isContinuation, x > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    } else if old.width == 2, x + 1 < width {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
  }

  /// Writes `text` from (`x`, `y`) in `style`, stopping before column `limit`
  /// (the grid's width by default). Control characters are drawn as `·` so no
  /// byte of the text can move the terminal's cursor. Returns the column after
  /// the last glyph written.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, style: Style = .plain, limit: Int? = nil
  ) -> Int {
    let end = min(limit ?? width, width)
    var column = x
    guard y >= 0, y < height else { return column }
    for character in text {
      var glyph = character
      var w = TerminalWidth.of(character)
      if w == 0 {
        glyph = "·"
        w = 1
      }
      if column + w > end { break }
      if column >= 0 {
        set(Cell(glyph, width: UInt8(w), style: style), x: column, y: y)
      }
      column += w
    }
    return column
  }

  /// Fills `rect` with `character` in `style`.
  public mutating func fill(
    _ rect: CellRect, with character: Character = " ", style: Style = .plain
  ) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let cell = TerminalWidth.of(character) == 1 ? Cell(character, style: style) : .blank(style)
    for y in area.y..<area.maxY {
      // Only a wide glyph across either edge needs its other half cleared, as `set`
      // would; every cell in between is overwritten.
      clearWideNeighbours(x: area.x, y: y)
      clearWideNeighbours(x: area.maxX - 1, y: y)
      let row = y * width
      cells.withUnsafeMutableBufferPointer { buffer in
        for x in area.x..<area.maxX { buffer[row + x] = cell }
      }
    }
  }

  /// Changes the style of every cell in `rect`, keeping its glyph.
  public mutating func restyle(_ rect: CellRect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&cells[y * width + x].style) }
    }
  }

  /// Puts `part`'s cells on this grid with its top-left cell at (`x`, `y`), row by
  /// row as they are (a part of a frame drawn on its own), leaving out what falls
  /// off the grid; a wide glyph of this grid cut by either edge loses its other half.
  /// Only `rows` of `part` are put when given.
  public mutating func place(_ part: CellGrid, x: Int, y: Int, rows: Range<Int>? = nil) {
    let from = max(0, x)
    let to = min(width, x + part.width)
    let rows = (rows ?? 0..<part.height).clamped(to: 0..<part.height)
    guard from < to, !rows.isEmpty else { return }
    for row in max(0, y + rows.lowerBound)..<min(height, y + rows.upperBound) {
      clearWideNeighbours(x: from, y: row)
      clearWideNeighbours(x: to - 1, y: row)
      let source = (row - y) * part.width + (from - x)
      let target = row * width + from
      cells.withUnsafeMutableBufferPointer { cells in
        part.cells.withUnsafeBufferPointer { partCells in
          cells.baseAddress!.advanced(by: target).update(
            from: partCells.baseAddress!.advanced(by: source), count: to - from)
        }
      }
    }
  }

  /// Copies `other` onto this grid with its top-left cell at (`x`, `y`).
  public mutating func paste(_ other: CellGrid, x: Int, y: Int) {
    for row in 0..<other.height {
      for column in 0..<other.width {
        let cell = other[column, row]
        if !cell.isContinuation { set(cell, x: x + column, y: y + row) }
      }
    }
  }

  /// One string per row; each is exactly `width` columns wide.
  public var lines: [String] {
    (0..<height).map { line($0) }
  }

  /// Row `y` as text.
  public func line(_ y: Int) -> String {
    text(rows: y..<(y + 1))
  }

  /// The grid as text: its lines joined by newlines.
  public var text: String { text(rows: 0..<height) }

  /// `rows` as text, a newline between rows: the cells' UTF-8 copied into one
  /// string made at its final size (measured first), with no `Character` and no
  /// string appends: a few instructions a cell, so `duoterm render` of a large
  /// terminal is mostly writing, not making text.
  private func text(rows: Range<Int>) -> String {
    guard !rows.isEmpty else { return "" }
    return cells.withUnsafeBufferPointer { cells in
      var count = rows.count - 1
      for index in (rows.lowerBound * width)..<(rows.upperBound * width)
      where !cells[index].isContinuation {
        count += cells[index].utf8Count
      }
      return String(unsafeUninitializedCapacity: count) { buffer in
        var next = 0
        for y in rows {
          if y > rows.lowerBound {
            buffer[next] = 0x0A
            next += 1
          }
          for index in (y * width)..<((y + 1) * width) where !cells[index].isContinuation {
            next = cells[index].copyUTF8(into: buffer, at: next)
          }
        }
        return next
      }
    }
  }
}

extension CellGrid {
  /// The cells inside `rect` as a grid of their own. A wide glyph cut in half at
  /// either edge becomes a space.
  public func cropped(_ rect: CellRect) -> CellGrid {
    let area = rect.intersection(bounds)
    var result = CellGrid(width: area.width, height: area.height)
    for y in 0..<area.height {
      for x in 0..<area.width {
        let cell = self[area.x + x, area.y + y]
        if cell.isContinuation {
          if x == 0 { result.set(.blank(cell.style), x: x, y: y) }
          continue
        }
        result.set(cell, x: x, y: y)
      }
    }
    return result
  }
}
