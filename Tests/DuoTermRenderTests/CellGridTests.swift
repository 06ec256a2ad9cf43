import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// `CellGrid`: cells, wide glyphs kept whole, and the text form golden tests compare.
@Suite("Cell grid")
struct CellGridTests {
  @Test("ASCII lands one character a cell")
  func writeASCII() {
    var grid = CellGrid(width: 10, height: 2)
    let end = grid.write("hello", x: 1, y: 0)
    #expect(end == 6)
    #expect(grid.lines == [" hello    ", "          "])
    #expect(grid[1, 0] == Cell("h"))
    #expect(grid[5, 0] == Cell("o"))
  }

  @Test("CJK takes two cells: the glyph, then a continuation")
  func writeCJK() {
    var grid = CellGrid(width: 10, height: 2)
    let end = grid.write("漢字 ok", x: 0, y: 0)
    #expect(end == 7)
    #expect(grid[0, 0] == Cell("漢", width: 2))
    #expect(grid[1, 0].isContinuation)
    #expect(grid[2, 0] == Cell("字", width: 2))
    #expect(grid[3, 0].isContinuation)
    #expect(grid[4, 0] == Cell(" "))
    #expect(grid[5, 0] == Cell("o"))
    #expect(grid.lines == ["漢字 ok   ", "          "])
  }

  @Test("writing on the continuation half of a wide glyph clears its first half")
  func overwriteSecondHalf() {
    var grid = CellGrid(width: 6, height: 1)
    grid.write("漢", x: 0, y: 0)
    grid.write("a", x: 1, y: 0)
    #expect(grid[0, 0] == Cell.blank())
    #expect(grid[1, 0] == Cell("a"))
    #expect(grid.line(0) == " a    ")
  }

  @Test("writing on the first half of a wide glyph clears its continuation")
  func overwriteFirstHalf() {
    var grid = CellGrid(width: 6, height: 1)
    grid.write("漢", x: 2, y: 0)
    grid.write("b", x: 2, y: 0)
    #expect(grid[2, 0] == Cell("b"))
    #expect(grid[3, 0] == Cell.blank())
    #expect(!grid[3, 0].isContinuation)
    #expect(grid.line(0) == "  b   ")
  }

  @Test("a wide glyph straddling another's halves clears both neighbours")
  func wideOverWide() {
    var grid = CellGrid(width: 6, height: 1)
    grid.write("漢字", x: 0, y: 0)
    grid.write("中", x: 1, y: 0)
    #expect(grid.line(0) == " 中   ")
    #expect(grid[0, 0] == Cell.blank())
    #expect(grid[1, 0] == Cell("中", width: 2))
    #expect(grid[2, 0].isContinuation)
    #expect(grid[3, 0] == Cell.blank())
  }

  @Test("a wide glyph set on the last column becomes a space")
  func wideAtRightEdge() {
    var grid = CellGrid(width: 5, height: 1)
    grid.set(Cell("漢", width: 2), x: 4, y: 0)
    #expect(grid[4, 0] == Cell.blank())
    #expect(grid[4, 0].width == 1)
    #expect(TerminalWidth.of(grid.line(0)) == 5)
  }

  @Test("write stops before a wide glyph that would cross the right edge")
  func writeStopsAtEdge() {
    var grid = CellGrid(width: 5, height: 1)
    let end = grid.write("ab漢", x: 2, y: 0)
    #expect(end == 4)
    #expect(grid.line(0) == "  ab ")
  }

  @Test("write honours its limit")
  func writeLimit() {
    var grid = CellGrid(width: 10, height: 1)
    grid.write("abcdefgh", x: 1, y: 0, limit: 4)
    #expect(grid.line(0) == " abc      ")
  }

  @Test("control characters are drawn as a middle dot")
  func controlCharacters() {
    var grid = CellGrid(width: 4, height: 1)
    grid.write("a\u{1B}b", x: 0, y: 0)
    #expect(grid.line(0) == "a·b ")
  }

  @Test("writes outside the grid are dropped")
  func outOfBounds() {
    var grid = CellGrid(width: 4, height: 2)
    grid.write("xx", x: 0, y: 2)
    grid.write("xx", x: 0, y: -1)
    grid.set(Cell("x"), x: 4, y: 0)
    grid.set(Cell("x"), x: -1, y: 0)
    #expect(grid == CellGrid(width: 4, height: 2))
    grid.write("abcd", x: -2, y: 0)
    #expect(grid.line(0) == "cd  ")
  }

  @Test("every line is exactly width columns, whatever was written")
  func linesHaveWidth() {
    var grid = CellGrid(width: 9, height: 4)
    grid.write("漢字漢字漢字", x: 0, y: 0)
    grid.write("a漢b字c", x: 1, y: 1)
    grid.write("😀❤️👩‍💻", x: 2, y: 2)
    grid.write("e\u{301}x漢", x: 7, y: 3)
    grid.write("中", x: 3, y: 0)
    #expect(grid.lines.count == 4)
    for line in grid.lines {
      #expect(TerminalWidth.of(line) == 9, "\(line)")
    }
  }

  @Test("init(lines:) pads to the widest line and round-trips")
  func initLines() {
    let grid = CellGrid(lines: ["漢字 ok", "abc"])
    #expect(grid.width == 7)
    #expect(grid.height == 2)
    #expect(grid.lines == ["漢字 ok", "abc    "])
    #expect(CellGrid(lines: grid.lines) == grid)
    #expect(grid.text == "漢字 ok\nabc    ")
  }

  @Test("a grid rebuilt from its lines is the same grid")
  func roundTrip() {
    var grid = CellGrid(width: 12, height: 3)
    grid.write("┌─ Inner ─┐", x: 0, y: 0)
    grid.write("│漢 ░ ┊ a│", x: 0, y: 1)
    grid.write("└ 😀 ─────┘", x: 0, y: 2)
    #expect(CellGrid(lines: grid.lines) == grid)
  }

  @Test("fill covers the rect and clips to the grid")
  func fill() {
    var grid = CellGrid(width: 5, height: 3)
    grid.fill(CellRect(x: 3, y: 1, width: 10, height: 10), with: "#")
    #expect(grid.lines == ["     ", "   ##", "   ##"])
  }

  @Test("restyle keeps the glyphs")
  func restyle() {
    var grid = CellGrid(lines: ["ab"])
    grid.restyle(CellRect(x: 1, y: 0, width: 1, height: 1)) { $0.isBold = true }
    #expect(grid.lines == ["ab"])
    #expect(grid[1, 0].style.isBold)
    #expect(!grid[0, 0].style.isBold)
  }

  @Test("paste copies wide glyphs whole")
  func paste() {
    var grid = CellGrid(width: 8, height: 2)
    grid.paste(CellGrid(lines: ["漢a", "b字"]), x: 3, y: 0)
    #expect(grid.lines == ["   漢a  ", "   b字  "])
    #expect(grid[4, 0].isContinuation)
    #expect(grid[5, 1].isContinuation)
  }

  @Test("negative sizes make an empty grid")
  func emptyGrid() {
    let grid = CellGrid(width: -3, height: 2)
    #expect(grid.width == 0)
    #expect(grid.lines == ["", ""])
  }
}

extension CellGridTests {
  /// The text the long way: each cell's `Character`, continuations left out.
  static func referenceLines(_ grid: CellGrid) -> [String] {
    (0..<grid.height).map { y in
      String(
        (0..<grid.width).compactMap { x in grid[x, y].isContinuation ? nil : grid[x, y].character })
    }
  }

  @Test(
    "text is every cell's UTF-8 in order: ASCII, wide, accented, long emoji, controls",
    arguments: [
      ["plain ascii"], ["漢字 ok", "e\u{301}t\u{E9} ✓"], ["👨‍👩‍👧‍👦 family", "👩‍💻 codes ❤️"],
      ["tab\there", "\u{1B}[2J"], ["", ""], ["x"],
    ])
  func textIsTheCellsBytes(rows: [String]) {
    var grid = CellGrid(width: 16, height: rows.count + 1)
    for (y, row) in rows.enumerated() { grid.write(row, x: 1, y: y) }
    let expected = Self.referenceLines(grid)
    #expect(grid.lines == expected)
    #expect(grid.text == expected.joined(separator: "\n"))
    for y in 0..<grid.height { #expect(grid.line(y) == expected[y]) }
  }

  @Test("a grid with no columns or no rows is empty lines")
  func emptyText() {
    #expect(CellGrid(width: 0, height: 3).text == "\n\n")
    #expect(CellGrid(width: 4, height: 0).text == "")
    #expect(CellGrid(width: 4, height: 0).lines == [])
  }
}
