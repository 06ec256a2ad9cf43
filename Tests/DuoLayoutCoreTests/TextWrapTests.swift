import Testing

@testable import DuoLayoutCore

/// `TextWrap`: lines no wider than a column count.
@Suite("Text wrap")
struct TextWrapTests {
  @Test(
    "wraps at spaces",
    arguments: [
      ("the quick brown fox", 9, ["the quick", "brown fox"]),
      ("the quick brown fox", 10, ["the quick", "brown fox"]),
      ("the quick brown fox", 15, ["the quick brown", "fox"]),
      ("the quick brown fox", 19, ["the quick brown fox"]),
      ("a b c d", 3, ["a b", "c d"]),
    ])
  func wordWrap(text: String, width: Int, expected: [String]) {
    #expect(TextWrap.lines(text, width: width) == expected)
  }

  @Test(
    "breaks a word longer than the line",
    arguments: [
      ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
      ("ab abcdefgh", 4, ["ab", "abcd", "efgh"]),
      ("abcdefgh ij", 4, ["abcd", "efgh", "ij"]),
    ])
  func longWord(text: String, width: Int, expected: [String]) {
    #expect(TextWrap.lines(text, width: width) == expected)
  }

  @Test("a newline always starts a new line, empty ones included")
  func newlines() {
    #expect(TextWrap.lines("a\nb", width: 10) == ["a", "b"])
    #expect(TextWrap.lines("a\n\nb", width: 10) == ["a", "", "b"])
    #expect(TextWrap.lines("one two\nthree", width: 3) == ["one", "two", "thr", "ee"])
  }

  @Test("wide glyphs count two columns")
  func cjk() {
    #expect(TextWrap.lines("漢字漢字漢", width: 5) == ["漢字", "漢字", "漢"])
    #expect(TextWrap.lines("漢字 ok 漢字", width: 7) == ["漢字 ok", "漢字"])
  }

  @Test("zero width gives no lines")
  func zeroWidth() {
    #expect(TextWrap.lines("anything", width: 0).isEmpty)
  }

  @Test("empty text is one empty line")
  func emptyText() {
    #expect(TextWrap.lines("", width: 5) == [""])
  }

  static let samples = [
    "the quick brown fox jumps over the lazy dog",
    "ENVIRONMENT\nwindow 951×669 pt\nwidth regular, height regular",
    "supercalifragilisticexpialidocious is a long word",
    "漢字かなカナ交じり文 と English の mix 😀 ❤️ ok",
    "a  b   c    d",
    "fold: division, inactive\n  40×669 at (455, 0)\n  margins top 0 left 20 bottom 0 right 20",
  ]

  @Test("every line fits the width", arguments: samples)
  func linesFit(text: String) {
    for width in 2...40 {
      for line in TextWrap.lines(text, width: width) {
        #expect(TerminalWidth.of(line) <= width, "\(line) at width \(width)")
      }
    }
  }

  @Test("wrapping loses no characters but the spaces it breaks at", arguments: samples)
  func nothingLost(text: String) {
    let squeeze = { (s: String) in s.filter { $0 != " " && $0 != "\n" } }
    for width in 2...40 {
      let lines = TextWrap.lines(text, width: width)
      #expect(squeeze(lines.joined()) == squeeze(text), "width \(width)")
    }
  }
}
