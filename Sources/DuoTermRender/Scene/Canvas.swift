import DuoLayoutCore

/// A grid seen through a clip rectangle: nothing is drawn outside it. Painters draw
/// on a canvas so a node can never spill over its display's bezel.
public struct Canvas {
  /// The cells drawn so far; take it when the painting is done.
  public var grid: CellGrid
  /// Where drawing lands; always inside the grid.
  public var clip: CellRect

  /// A canvas on `grid`, clipped to the part of `clip` on the grid (all of it when nil).
  public init(grid: CellGrid, clip: CellRect? = nil) {
    self.grid = grid
    self.clip = (clip ?? grid.bounds).intersection(grid.bounds)
  }

  /// A canvas on the same grid with a smaller clip.
  public func clipped(to rect: CellRect) -> Canvas {
    var copy = self
    copy.clip = clip.intersection(rect)
    return copy
  }

  /// Runs `body` on this canvas with its clip narrowed to `rect`, then puts the
  /// clip back. Drawing on a `clipped(to:)` copy instead would copy the whole grid
  /// (copy on write) the first time it draws.
  public mutating func clipping(to rect: CellRect, _ body: (inout Canvas) -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    body(&self)
    clip = saved
  }

  /// Writes `text` from (`x`, `y`); glyphs outside the clip are left out.
  public mutating func write(_ text: some StringProtocol, x: Int, y: Int, style: Style) {
    guard y >= clip.y, y < clip.maxY else { return }
    var column = x
    // Printable ASCII, most text, is a column a byte: no graphemes to find.
    if text.isPrintableASCII {
      // The columns from max(x, clip.x) up to the clip's right edge, in one go.
      let from = max(x, clip.x)
      let written: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
        let to = min(x + bytes.count, clip.maxX)
        guard from < to else { return }
        grid.setRun(x: from, y: y, count: to - from) {
          Cell(ascii: bytes[from - x + $0], style: style)
        }
      }
      if written != nil { return }
      for byte in text.utf8 {
        if column + 1 > clip.maxX { break }
        if column >= clip.x { grid.set(Cell(ascii: byte, style: style), x: column, y: y) }
        column += 1
      }
      return
    }
    // A column a scalar (box lines, `·`, `…`): the columns inside the clip, in one go.
    let plain: Void? =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        guard let columns = GraphemeScan.plainColumns(bytes) else { return nil }
        let from = max(x, clip.x)
        let to = min(x + columns, clip.maxX)
        guard from < to else { return () }
        var offset = 0
        for _ in x..<from { offset += GraphemeScan.scalar(bytes, at: offset).length }
        grid.setRun(x: from, y: y, count: to - from) { _ in
          let (value, length) = GraphemeScan.scalar(bytes, at: offset)
          offset += length
          return Cell(scalar: Unicode.Scalar(value)!, style: style)
        }
        return ()
      } ?? nil
    if plain != nil { return }
    GraphemeScan.forEach(text) { grapheme in
      var w = grapheme.width
      let cell: Cell
      switch grapheme {
      case .scalar(let scalar): cell = Cell(scalar: scalar, style: style)
      case .character(_, 0):
        cell = Cell("·", style: style)
        w = 1
      case .character(let character, let width):
        cell = Cell(character, width: UInt8(width), style: style)
      }
      if column + w > clip.maxX { return false }
      if column >= clip.x { grid.set(cell, x: column, y: y) }
      column += w
      return true
    }
  }

  /// Fills the part of `rect` inside the clip with `character` in `style`.
  public mutating func fill(_ rect: CellRect, with character: Character = " ", style: Style) {
    grid.fill(rect.intersection(clip), with: character, style: style)
  }

  /// Changes the style of the cells of `rect` inside the clip and keeps their glyphs:
  /// a highlight over text already drawn.
  public mutating func restyle(_ rect: CellRect, _ change: (inout Style) -> Void) {
    grid.restyle(rect.intersection(clip), change)
  }

  /// A box outline on the edge cells of `rect`, with an optional title in its top edge.
  public mutating func box(
    _ rect: CellRect, style: Style, heavy: Bool = false, title: String? = nil
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    typealias Scalar = Unicode.Scalar
    let (h, v, tl, tr, bl, br): (Scalar, Scalar, Scalar, Scalar, Scalar, Scalar) =
      heavy ? ("═", "║", "╔", "╗", "╚", "╝") : ("─", "│", "┌", "┐", "└", "┘")
    // The line glyphs are one column wide: each goes straight into its cell.
    let (hCell, vCell) = (Cell(scalar: h, style: style), Cell(scalar: v, style: style))
    func put(_ cell: Cell, _ x: Int, _ y: Int) {
      guard x >= clip.x, x < clip.maxX, y >= clip.y, y < clip.maxY else { return }
      grid.set(cell, x: x, y: y)
    }
    // The top and bottom edges inside the clip, each in one run.
    let from = max(rect.x + 1, clip.x)
    let to = min(rect.maxX - 1, clip.maxX)
    func edge(_ y: Int) {
      guard from < to, y >= clip.y, y < clip.maxY else { return }
      grid.setRun(x: from, y: y, count: to - from) { _ in hCell }
    }
    edge(rect.y)
    edge(rect.maxY - 1)
    for y in rect.y + 1..<rect.maxY - 1 {
      put(vCell, rect.x, y)
      put(vCell, rect.maxX - 1, y)
    }
    put(Cell(scalar: tl, style: style), rect.x, rect.y)
    put(Cell(scalar: tr, style: style), rect.maxX - 1, rect.y)
    put(Cell(scalar: bl, style: style), rect.x, rect.maxY - 1)
    put(Cell(scalar: br, style: style), rect.maxX - 1, rect.maxY - 1)
    if let title, rect.width > 4 {
      let room = rect.width - 4
      let shown = TextLine.truncate(title, to: room)
      write(" \(shown) ", x: rect.x + 1, y: rect.y, style: style)
    }
  }
}
