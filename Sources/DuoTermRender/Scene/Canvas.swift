import DuoLayoutCore

/// A grid seen through a clip rectangle: nothing is drawn outside it. Painters draw
/// on a canvas so a node can never spill over its display's bezel.
public struct Canvas {
  public var grid: CellGrid
  public var clip: CellRect

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

  /// Writes `text` from (`x`, `y`); glyphs outside the clip are left out.
  public mutating func write(_ text: some StringProtocol, x: Int, y: Int, style: Style) {
    guard y >= clip.y, y < clip.maxY else { return }
    var column = x
    for character in text {
      var w = TerminalWidth.of(character)
      var glyph = character
      if w == 0 {
        glyph = "·"
        w = 1
      }
      if column + w > clip.maxX { break }
      if column >= clip.x {
        grid.set(Cell(glyph, width: UInt8(w), style: style), x: column, y: y)
      }
      column += w
    }
  }

  public mutating func fill(_ rect: CellRect, with character: Character = " ", style: Style) {
    grid.fill(rect.intersection(clip), with: character, style: style)
  }

  public mutating func restyle(_ rect: CellRect, _ change: (inout Style) -> Void) {
    grid.restyle(rect.intersection(clip), change)
  }

  /// A box outline on the edge cells of `rect`, with an optional title in its top edge.
  public mutating func box(
    _ rect: CellRect, style: Style, heavy: Bool = false, title: String? = nil
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let (h, v, tl, tr, bl, br): (Character, Character, Character, Character, Character, Character) =
      heavy ? ("═", "║", "╔", "╗", "╚", "╝") : ("─", "│", "┌", "┐", "└", "┘")
    for x in rect.x + 1..<rect.maxX - 1 {
      write(String(h), x: x, y: rect.y, style: style)
      write(String(h), x: x, y: rect.maxY - 1, style: style)
    }
    for y in rect.y + 1..<rect.maxY - 1 {
      write(String(v), x: rect.x, y: y, style: style)
      write(String(v), x: rect.maxX - 1, y: y, style: style)
    }
    write(String(tl), x: rect.x, y: rect.y, style: style)
    write(String(tr), x: rect.maxX - 1, y: rect.y, style: style)
    write(String(bl), x: rect.x, y: rect.maxY - 1, style: style)
    write(String(br), x: rect.maxX - 1, y: rect.maxY - 1, style: style)
    if let title, rect.width > 4 {
      let room = rect.width - 4
      let shown = TextLine.truncate(title, to: room)
      write(" \(shown) ", x: rect.x + 1, y: rect.y, style: style)
    }
  }
}
