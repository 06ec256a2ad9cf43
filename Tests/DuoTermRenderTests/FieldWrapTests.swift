import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// The reply field wraps at words, as the text around it does: a word that
/// does not fit the line moves down whole, and a line never starts with the space
/// that ended the one before; the cursor stays on its character.
@Suite("A field wraps at words")
struct FieldWrapTests {
  static func paint(
    _ text: String, cursor: Int?, columns: Int = 8, lines: Int = 3, placeholder: String = "",
    direction: LayoutDirection = .leftToRight
  ) -> CellGrid {
    var canvas = Canvas(grid: CellGrid(width: columns, height: lines))
    var node = LayoutNode(
      id: "field", role: .field(text: text, cursor: cursor, placeholder: placeholder),
      frame: Rect(x: 0, y: 0, width: Double(columns) * 8, height: Double(lines) * 16))
    node.direction = direction
    TreePainter.paint(node, on: &canvas, raster: Raster(scale: 8, originX: 0, originY: 0))
    return canvas.grid
  }

  @Test("words move down whole")
  func wordsWhole() {
    let grid = Self.paint("hello world again", cursor: nil)
    #expect(grid.lines == ["hello   ", "world   ", "again   "])
  }

  @Test("a word wider than the field is cut by columns")
  func longWord() {
    #expect(Self.paint("abcdefghij", cursor: nil, lines: 2).lines == ["abcdefgh", "ij      "])
  }

  @Test("the cursor stays on its character, and after a full line's space, starts the next")
  func cursor() {
    let grid = Self.paint("hello world", cursor: 6)
    #expect(grid[0, 1].character == "w" && grid[0, 1].style.isReverse)
    let full = Self.paint("abcdefg ", cursor: 7, lines: 2)
    #expect(full.lines == ["abcdefg ", "        "])
    #expect(full[7, 0].style.isReverse, "on the space that ends the line")
  }

  @Test("right to left, the placeholder and each line sit at the right, the cursor after the text")
  func rightToLeft() {
    let hint = Self.paint("", cursor: nil, lines: 1, placeholder: "Reply", direction: .rightToLeft)
    #expect(hint.lines == ["   Reply"])
    let typed = Self.paint("hi", cursor: 2, lines: 1, direction: .rightToLeft)
    #expect(typed.lines == ["     hi "])
    #expect(typed[7, 0].style.isReverse, "the cursor after the text, at the edge")
    let wrapped = Self.paint("hello world", cursor: nil, lines: 2, direction: .rightToLeft)
    #expect(wrapped.lines == ["   hello", "   world"])
    // Left to right is as it was.
    #expect(Self.paint("hi", cursor: 2, lines: 1).lines == ["hi      "])
  }
}
