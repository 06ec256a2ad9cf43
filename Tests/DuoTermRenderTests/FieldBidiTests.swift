import DuoLayoutCore
import Testing

@testable import DuoTermRender

/// A field's text is drawn in visual order, as rows and labels are: wrapped
/// in the order typed, then each line reordered on its own, in its paragraph's
/// direction; the cursor stays on the character it stands before.
@Suite("A field draws right-to-left text in visual order")
struct FieldBidiTests {
  static func paint(
    _ text: String, cursor: Int?, columns: Int = 8, lines: Int = 1,
    direction: LayoutDirection = .leftToRight
  ) -> CellGrid {
    FieldWrapTests.paint(
      text, cursor: cursor, columns: columns, lines: lines, direction: direction)
  }

  /// The one reversed cell of the first line, if any.
  static func caret(_ grid: CellGrid, line: Int = 0) -> [Int] {
    (0..<grid.width).filter { grid[$0, line].style.isReverse }
  }

  @Test(
    "Hebrew in a left-to-right field runs right to left, from the left edge",
    arguments: [
      LayoutDirection.leftToRight, .rightToLeft,
    ])
  func hebrew(direction: LayoutDirection) {
    let grid = Self.paint("שלום עולם", cursor: nil, columns: 12, direction: direction)
    let shown = direction == .leftToRight ? "םלוע םולש   " : "   םלוע םולש"
    #expect(grid.lines == [shown])
  }

  @Test("English in a right-to-left field keeps its order; mixed text runs the first letter's way")
  func english() {
    #expect(
      Self.paint("hello you", cursor: nil, columns: 12, direction: .rightToLeft).lines == [
        "   hello you"
      ])
    #expect(Self.paint("Re: שלום", cursor: nil, columns: 10).lines == ["Re: םולש  "])
    #expect(Self.paint("שלום Avi", cursor: nil, columns: 10).lines == ["Avi םולש  "])
  }

  @Test("each line is reordered after wrapping, not the text before it")
  func wrapsThenReorders() {
    let grid = Self.paint("שלום עולם", cursor: nil, columns: 6, lines: 2)
    #expect(grid.lines == ["םולש  ", "םלוע  "])
  }

  @Test("at the end of Hebrew the cursor is the cell left of it, in either field")
  func caretAtEnd() {
    let left = Self.paint("שלום", cursor: 4)
    #expect(left.lines == [" םולש   "])
    #expect(Self.caret(left) == [0])
    let right = Self.paint("שלום", cursor: 4, direction: .rightToLeft)
    #expect(right.lines == ["    םולש"])
    #expect(Self.caret(right) == [3])
  }

  @Test("inside Hebrew the cursor is on the character it stands before", arguments: 0..<4)
  func caretInside(cursor: Int) {
    let grid = Self.paint("שלום", cursor: cursor, direction: .rightToLeft)
    #expect(grid.lines == ["    םולש"])
    // ש is the rightmost cell, each next letter one to its left.
    #expect(Self.caret(grid) == [7 - cursor])
    #expect(grid[7 - cursor, 0].character == Array("שלום")[cursor])
  }

  @Test("after English in a right-to-left field the cursor is right of it, and a space typed shows")
  func caretAfterEnglish() {
    let grid = Self.paint("hi ", cursor: 3, direction: .rightToLeft)
    #expect(grid.lines == ["    hi  "])
    #expect(Self.caret(grid) == [7])
    let hebrew = Self.paint("שלום ", cursor: 5)
    #expect(hebrew.lines == ["  םולש  "])
    #expect(Self.caret(hebrew) == [0], "left of the space, which is left of the word")
  }

  @Test(
    "at the end of mixed text the cursor is beside the last letter typed, where its script goes on")
  func caretAfterMixed() {
    let english = Self.paint("שלום Avi", cursor: 8, columns: 10, direction: .rightToLeft)
    #expect(english.lines == [" Avi  םולש"])
    #expect(Self.caret(english) == [4], "right of Avi, inside the right-to-left line")
    let hebrew = Self.paint("Re: שלום", cursor: 8, columns: 10)
    #expect(hebrew.lines == ["Re:  םולש "])
    #expect(Self.caret(hebrew) == [4], "left of the Hebrew word's last letter")
  }

  @Test("a cursor out of range is at an end, never a crash")
  func cursorOutOfRange() {
    #expect(Self.caret(Self.paint("שלום", cursor: -3, direction: .rightToLeft)) == [7])
    #expect(Self.caret(Self.paint("שלום", cursor: 40, direction: .rightToLeft)) == [3])
  }
}
