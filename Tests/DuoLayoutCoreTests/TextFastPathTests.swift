import Testing

@testable import DuoLayoutCore

/// The shortcuts the renderer takes for speed give what the long way gives:
/// `TextWrap.lines(limit:)` is a prefix of the full wrap, text that fits comes back
/// whole, and an ASCII string's width is its byte count.
@Suite("Text fast paths")
struct TextFastPathTests {
  static let texts = [
    "", "the quick brown fox", "  leading and trailing  ", "a\nb\n\nc",
    "Standup moved to 10:15 — bring whatever you have for the Benedetti labels",
    "東京 trip: hotel shortlist", "word-longer-than-the-line-by-far and more",
    "tab\there", "e\u{301}t\u{E9}", "👩‍💻 codes ❤️ all day",
  ]

  @Test("with a limit, the first lines of the full wrap", arguments: texts, [1, 2, 3, 7, 40])
  func limitIsAPrefix(text: String, width: Int) {
    let full = TextWrap.lines(text, width: width)
    for limit in 0...(full.count + 1) {
      #expect(TextWrap.lines(text, width: width, limit: limit) == Array(full.prefix(limit)))
    }
  }

  @Test("text that fits on a line is that line", arguments: texts.filter { !$0.contains("\n") })
  func fits(text: String) {
    #expect(TextWrap.lines(text, width: TerminalWidth.of(text) + 1) == [text])
    #expect(TextWrap.lines(text, width: max(1, TerminalWidth.of(text))) == [text])
  }

  @Test("truncating ASCII keeps a column a byte, as truncating anything does", arguments: texts)
  func truncate(text: String) {
    for width in 0...(TerminalWidth.of(text) + 1) {
      let cut = TextLine.truncate(text, to: width)
      #expect(TerminalWidth.of(cut) <= width)
      if TerminalWidth.of(text) > width && width > 0 {
        #expect(cut.hasSuffix("…"))
        #expect(text.hasPrefix(cut.dropLast()))
      }
    }
    #expect(TextLine.truncate("abcdef", to: 4) == "abc…")
    #expect(TextLine.truncate("abcdef", to: 1) == "…")
    #expect(TextLine.truncate("abcdef", to: 6) == "abcdef")
  }

  @Test("a string's width is the sum of its graphemes' widths", arguments: texts)
  func widthIsTheSum(text: String) {
    #expect(TerminalWidth.of(text) == text.reduce(0) { $0 + TerminalWidth.of($1) })
    #expect(TerminalWidth.of(Substring(text)) == TerminalWidth.of(text))
  }
}
