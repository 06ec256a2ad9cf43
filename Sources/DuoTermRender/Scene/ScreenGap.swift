import DuoLayoutCore

/// The physical gap between the screens of a two-screen device (Surface Duo 2's
/// hinge): it has no pixels, so it is drawn as bezel, not as a band of content.
/// Its cells come from the profile's screens through the display's raster, so it
/// is to the same scale as everything else and shares its edges with the panes
/// beside it. Each screen gets its own edge; a gap one cell wide is a single line.
///
/// ```text
/// ╔═════╦══╦═════╗     ┌─────┬┬─────┐
/// ║ one ║  ║ two ║     │     ││     │   lit, and dark at a coarser scale
/// ╚═════╩══╩═════╝     └─────┴┴─────┘
/// ```
public enum ScreenGap {
  /// The cells between neighbouring screens of `placement`'s window (none for a
  /// display that is all glass), each across the whole window.
  public static func cells(
    screens: [Rect], placement: DisplayPlacement
  ) -> [CellRect] {
    let window = Rect(origin: .zero, size: placement.windowSize)
    var gaps: [Rect] = []
    for (a, b) in zip(screens, screens.dropFirst()) {
      if b.minX > a.maxX {
        gaps.append(Rect(x: a.maxX, y: window.minY, width: b.minX - a.maxX, height: window.height))
      } else if b.minY > a.maxY {
        gaps.append(Rect(x: window.minX, y: a.maxY, width: window.width, height: b.minY - a.maxY))
      }
    }
    // A band, like a fold: never thinner than a cell, so the gap always shows.
    return gaps.map { placement.raster.band($0).intersection(placement.window) }
      .filter { !$0.isEmpty }
  }

  /// Paints the gaps of `placement` as bezel in `style` (heavy lines when `heavy`),
  /// over whatever was drawn there, with tees where each edge meets the outer
  /// bezel (unless a title runs there, or `tees` is false: a canvas of the window
  /// alone has no bezel).
  public static func paint(
    screens: [Rect], placement: DisplayPlacement, style: Style, heavy: Bool,
    tees drawsTees: Bool = true,
    on canvas: inout Canvas
  ) {
    let lines: (h: Character, v: Character) = heavy ? ("═", "║") : ("─", "│")
    let tees: (down: Character, up: Character, right: Character, left: Character) =
      heavy ? ("╦", "╩", "╠", "╣") : ("┬", "┴", "├", "┤")
    let bezel = placement.bezel
    func put(_ glyph: Character, _ x: Int, _ y: Int, over: Character? = nil) {
      guard canvas.clip.contains(x: x, y: y) else { return }
      guard let over else {
        canvas.grid.set(Cell(glyph, style: style), x: x, y: y)
        return
      }
      guard drawsTees, canvas.grid[x, y].character == over else { return }
      canvas.grid.set(Cell(glyph, style: style), x: x, y: y)
    }
    for gap in cells(screens: screens, placement: placement) {
      canvas.fill(gap, style: style)
      if gap.height == placement.window.height {
        for x in Set([gap.x, gap.maxX - 1]) {
          for y in gap.y..<gap.maxY { put(lines.v, x, y) }
          put(tees.down, x, bezel.y, over: lines.h)
          put(tees.up, x, bezel.maxY - 1, over: lines.h)
        }
      } else {
        for y in Set([gap.y, gap.maxY - 1]) {
          for x in gap.x..<gap.maxX { put(lines.h, x, y) }
          put(tees.right, bezel.x, y, over: lines.v)
          put(tees.left, bezel.maxX - 1, y, over: lines.v)
        }
      }
    }
  }
}
