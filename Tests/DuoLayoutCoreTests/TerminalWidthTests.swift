import Testing

@testable import DuoLayoutCore

/// `TerminalWidth`: the columns a grapheme covers in a terminal.
@Suite("Terminal width")
struct TerminalWidthTests {
  @Test(
    "graphemes",
    arguments: [
      ("a", 1), ("~", 1), ("é", 1), ("─", 1), ("┊", 1), ("░", 1), ("·", 1), ("×", 1),
      ("漢", 2), ("한", 2), ("カ", 2), ("Ａ", 2), ("ｱ", 1), ("。", 2),
      ("😀", 2), ("👍", 2), ("⌚", 2), ("🇯🇵", 2),
      ("\u{2764}\u{FE0F}", 2),  // ❤️ with VS16
      ("\u{2764}", 1),  // ❤ as text
      ("e\u{301}", 1),  // e + combining acute
      ("👩\u{200D}💻", 2),  // ZWJ sequence
      ("\u{7}", 0), ("\u{1B}", 0), ("\t", 0), ("\u{7F}", 0), ("\u{85}", 0), ("\r\n", 0),
    ] as [(Character, Int)])
  func grapheme(character: Character, width: Int) {
    #expect(TerminalWidth.of(character) == width)
  }

  @Test("a string's width is the sum of its graphemes'")
  func strings() {
    #expect(TerminalWidth.of("" as String) == 0)
    #expect(TerminalWidth.of("abc" as String) == 3)
    #expect(TerminalWidth.of("漢字 ok" as String) == 7)
    #expect(TerminalWidth.of("a😀e\u{301}👩\u{200D}💻" as String) == 6)
    #expect(TerminalWidth.of("466×678 pt" as Substring) == 10)
  }

  @Test("the ZWJ sequence is one grapheme, drawn as one wide glyph")
  func zwjIsOneGlyph() {
    let coder: String = "👩\u{200D}💻"
    #expect(coder.count == 1)
    #expect(TerminalWidth.of(coder) == 2)
  }
}
