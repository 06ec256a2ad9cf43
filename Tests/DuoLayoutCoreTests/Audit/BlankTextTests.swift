import Testing

@testable import DuoLayoutCore

/// `FoldAudit.isBlank` reads ASCII byte by byte and says what
/// `allSatisfy(\.isWhitespace)` says of any text: a text-lost finding is the same
/// whichever way the blank check is made.
@Suite struct BlankTextTests {
  static let texts = [
    "", " ", "\t\n", "\r\n", " \r\n ", "a", " a", "a ", "  \u{0B}\u{0C}",
    "\u{A0}", " \u{A0}", "\u{3000}", "\u{2028}", "\u{85}", " \u{301}", "\u{301}",
    "\u{20}\u{200D}", "\u{2029}x", "  漢", " \u{1F600}", "\u{600}1", " \u{2068}\u{2069}",
    "\u{1C}", "\u{7F}", "x\u{A0}", "\u{2068}x\u{2069}", "\u{A0}\u{301}", "\u{3000}\u{2068}",
  ]

  @Test(arguments: texts)
  func blankIsEveryCharacterWhitespace(text: String) {
    #expect(FoldAudit.isBlank(text) == text.allSatisfy(\.isWhitespace))
    let line = text[...]
    #expect(FoldAudit.isBlank(line) == line.allSatisfy(\.isWhitespace))
  }
}
