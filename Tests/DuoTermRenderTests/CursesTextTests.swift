import Testing

@testable import DuoTermRender

/// `Cell.cursesText`: what curses is handed for a cell, measured by a stand-in for
/// the C library's `wcwidth` (every scalar 1 column, combining marks and the
/// variation selector 0, controls -1), so each rule is seen apart from the machine's locale tables.
@Suite struct CursesTextTests {
  static func wcwidth(_ value: UInt32) -> Int32 {
    value < 0x20 ? -1 : (0x300...0x36F).contains(value) || value == 0xFE0F ? 0 : 1
  }

  static func text(_ cell: Cell) -> (scalars: [UInt32], pad: Bool) {
    var storage = [UInt32](repeating: 0xFFFF, count: 5)
    let pad = storage.withUnsafeMutableBufferPointer {
      cell.cursesText(into: $0, width: wcwidth)
    }
    return (Array(storage.prefix { $0 != 0 }), pad)
  }

  @Test func asciiGoesAsItIs() {
    let text = Self.text(Cell("a"))
    #expect(text.scalars == [0x61] && !text.pad)
  }

  @Test func aGraphemeMeasuredAlikeGoesWhole() {
    let text = Self.text(Cell("e\u{301}", width: 1))
    #expect(text.scalars == [0x65, 0x301] && !text.pad)
  }

  @Test func aWideEmojiTheLibraryCallsNarrowIsItsFirstScalarAndASpace() {
    let text = Self.text(Cell("\u{2764}\u{FE0F}", width: 2))
    #expect(text.scalars == [0x2764] && text.pad)
  }

  @Test func anUnprintableCellIsAQuestionMark() {
    let text = Self.text(Cell("\u{1B}", width: 1))
    #expect(text.scalars == [0x3F] && !text.pad)
  }
}
