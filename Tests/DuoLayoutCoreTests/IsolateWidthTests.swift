import Testing

@testable import DuoLayoutCore

/// A row's two parts are marked with isolates (U+2066–U+2069), and the audit and
/// the renderer measure such rows often: the width of text with isolates is read
/// without a grapheme walk, and is what the walk gives.
@Suite("Isolate widths")
struct IsolateWidthTests {
  static let texts = [
    "\u{2068}Inbox\u{2069}", "\u{2067}שלום\u{2069} · 3", "Maya \u{2068}Mon 09:41\u{2069}  ",
    "\u{2066}a\u{2069}\u{2068}\u{2069}", "\u{2068}e\u{301}\u{2069}", "\u{2068}東京\u{2069}",
    "\u{2069}\u{301}", "· \u{2068}…\u{2069} →", "\u{2068}\u{2069}",
  ]

  /// The width grapheme by grapheme, the long way.
  static func walked(_ text: String) -> Int {
    text.reduce(0) { $0 + TerminalWidth.of($1) }
  }

  @Test("the width of text with isolates is the sum of its graphemes'", arguments: texts)
  func width(text: String) {
    #expect(TerminalWidth.of(text) == Self.walked(text))
    #expect(TerminalWidth.of(Substring(text)) == Self.walked(text))
  }

  @Test("plain text and isolates are read without a walk; anything else is not")
  func fastPath() {
    let marked = Array("\u{2068}Mon 09:41\u{2069} ·".utf8)
    #expect(marked.withUnsafeBufferPointer(GraphemeScan.columnsSkippingIsolates) == 11)
    #expect(marked.withUnsafeBufferPointer(GraphemeScan.plainColumns) == nil)
    let accent = Array("\u{2068}e\u{301}\u{2069}".utf8)
    #expect(accent.withUnsafeBufferPointer(GraphemeScan.columnsSkippingIsolates) == nil)
  }

  @Test("the audit's line ending drops trailing blanks and closing isolates only")
  func ending() {
    #expect(FoldAudit.ending("Maya \u{2068}Mon\u{2069}  ") == "Maya \u{2068}Mon")
    #expect(FoldAudit.ending("  ") == "")
    #expect(FoldAudit.ending("a\u{2067}") == "a\u{2067}")
    #expect(FoldAudit.ending("é \u{2069}\u{2068} ") == "é")
  }
}
