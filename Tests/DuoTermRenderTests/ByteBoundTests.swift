import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// `ByteBound`: the lower bound on the bytes of one update that `duoterm-bench`
/// holds ncurses to: a cursor move per run of changed cells, the cells' UTF-8, and
/// the shortest SGR per style run.
@Suite("Byte bound")
struct ByteBoundTests {
  @Test(
    "a cursor move is ESC [ row ; column H, 1-based",
    arguments: [
      (0, 0, "\u{1B}[1;1H"), (1, 0, "\u{1B}[1;2H"), (9, 0, "\u{1B}[1;10H"),
      (0, 9, "\u{1B}[10;1H"), (199, 49, "\u{1B}[50;200H"), (99, 99, "\u{1B}[100;100H"),
    ])
  func cursorMove(x: Int, y: Int, sequence: String) {
    #expect(ByteBound.cursorMoveLength(x: x, y: y) == sequence.utf8.count)
  }

  static let red = Style(foreground: .red)
  static let bold = Style(isBold: true)

  @Test(
    "a style change is the shortest SGR: the changes alone, or a reset and what is on",
    arguments: [
      (Style.plain, Style.plain, ""),
      (Style.plain, bold, "\u{1B}[1m"),
      (bold, Style.plain, "\u{1B}[m"),
      (Style.plain, red, "\u{1B}[31m"),
      (red, Style(foreground: .blue), "\u{1B}[34m"),
      (Style(foreground: .red, isBold: true), red, "\u{1B}[22m"),
      (Style(isBold: true, isDim: true), bold, "\u{1B}[;1m"),
      (Style(foreground: .red, background: .blue), Style.plain, "\u{1B}[m"),
      (
        Style.plain, Style(foreground: .black, background: .white, isBold: true, isReverse: true),
        "\u{1B}[1;7;30;47m"
      ),
      (Style(isUnderline: true), Style(isReverse: true), "\u{1B}[;7m"),
      (Style(isReverse: true, isUnderline: true), Style(isUnderline: true), "\u{1B}[27m"),
      (Style(isReverse: true), Style(background: .yellow), "\u{1B}[;43m"),
    ])
  func styleChange(old: Style, new: Style, sequence: String) {
    #expect(ByteBound.styleChangeLength(from: old, to: new) == sequence.utf8.count)
  }

  @Test("an unchanged frame is bound to nothing")
  func unchanged() {
    let grid = CellGrid(lines: ["hello 漢字", "world ok  "])
    #expect(ByteBound.of(from: grid, to: grid) == ByteBound())
    #expect(ByteBound.of(from: grid, to: grid).total == 0)
  }

  @Test(
    "changed cells cost a move per run plus their bytes",
    arguments: [
      // One cell: ESC[1;2H then X.
      (["abc"], ["aXc"], 1, 6 + 1),
      // Two runs on a row: two moves.
      (["abcdef"], ["XbcdeY"], 2, 6 + 1 + 6 + 1),
      // Adjacent changes are one run.
      (["abcdef"], ["aXYdef"], 1, 6 + 2),
      // A run on the second row, UTF-8 of three bytes a glyph, continuations skipped.
      (["ab", "cdef"], ["ab", "c漢f"], 1, 6 + 3),
      // Two rows changed: a move each.
      (["ab", "cd"], ["xb", "cy"], 2, 6 + 1 + 6 + 1),
    ])
  func plainRuns(old: [String], new: [String], runs: Int, bytes: Int) {
    let bound = ByteBound.of(from: CellGrid(lines: old), to: CellGrid(lines: new))
    #expect(bound.runs == runs)
    #expect(bound.styleChanges == 0)
    #expect(bound.total == bytes)
  }

  @Test("one SGR per style run; the style in effect carries over to the next run")
  func styleRuns() {
    let old = CellGrid(lines: ["abcdefgh"])
    var new = CellGrid(lines: ["ABCDeFGH"])
    new.restyle(CellRect(x: 2, y: 0, width: 2, height: 1)) { $0.isBold = true }
    new.restyle(CellRect(x: 5, y: 0, width: 3, height: 1)) { $0.isBold = true }
    // Runs: "ABCD" at 0 and "FGH" at 5. Styles: AB plain, CD bold, then FGH bold:
    // one SGR (ESC[1m) at C, none at F, which is bold already.
    let bound = ByteBound.of(from: old, to: new)
    #expect(bound.runs == 2)
    #expect(bound.cursorMoves == "\u{1B}[1;1H".utf8.count + "\u{1B}[1;6H".utf8.count)
    #expect(bound.text == 7)
    #expect(bound.styleChanges == "\u{1B}[1m".utf8.count)
  }

  @Test("a first draw is one run per row, every cell")
  func firstDraw() {
    let grid = CellGrid(lines: ["ab", "cd", "ef"])
    let bound = ByteBound.of(from: nil, to: grid)
    #expect(bound.runs == 3)
    #expect(bound.text == 6)
    #expect(bound.cursorMoves == 3 * "\u{1B}[1;1H".utf8.count)
  }

  @Test("the bound is the length of the writer it describes")
  func matchesAWriter() {
    // Writing "Hi" in red at row 2, column 3 and "!" plain at the end of the row:
    // ESC[2;3H ESC[31m Hi ESC[2;6H ESC[m !
    let old = CellGrid(lines: ["      ", "      "])
    var new = old
    new.write("Hi", x: 2, y: 1, style: ByteBoundTests.red)
    new.write("!", x: 5, y: 1)
    let written = "\u{1B}[2;3H\u{1B}[31mHi\u{1B}[2;6H\u{1B}[m!"
    #expect(ByteBound.of(from: old, to: new).total == written.utf8.count)
  }
}
