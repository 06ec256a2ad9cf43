import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// A row's avatar (`NodeRole.image`): a box around its initials where the row is
/// three lines tall, else the initials in parentheses; the alt text is the tree's,
/// never drawn.
@Suite("An image is a box with its initials")
struct ImagePaintTests {
  static func paint(_ glyph: String, columns: Int, lines: Int) -> [String] {
    var canvas = Canvas(grid: CellGrid(width: columns, height: lines))
    let node = LayoutNode(
      id: "row.avatar", role: .image(glyph: glyph, alt: "Ada Lovelace's photo"),
      frame: Rect(x: 0, y: 0, width: Double(columns) * 8, height: Double(lines) * 16))
    TreePainter.paint(node, on: &canvas, raster: Raster(scale: 8, originX: 0, originY: 0))
    return canvas.grid.lines
  }

  @Test("three lines tall: a box around the initials")
  func boxed() {
    #expect(Self.paint("AL", columns: 5, lines: 3) == ["┌──┐ ", "│AL│ ", "└──┘ "])
  }

  @Test("one line tall: the initials in parentheses, on the middle line")
  func oneLine() {
    #expect(Self.paint("AL", columns: 4, lines: 1) == ["(AL)"])
    #expect(Self.paint("AL", columns: 6, lines: 2) == [" (AL) ", "      "])
  }
}
