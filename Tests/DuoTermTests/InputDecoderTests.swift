import DuoLayoutCore
import Testing

@testable import DuoTerm
@testable import DuoTermInput

/// `InputDecoder`: raw terminal input to keys. Graphemes stay whole, control bytes
/// become keys, unknown escape sequences never turn into text, and a bracketed
/// paste arrives as one key.
@Suite("InputDecoder")
struct InputDecoderTests {
  private func raw(_ text: String) -> [RawInput] { DecoderInput.raw(text) }
  private func decode(_ batch: [RawInput]) -> [DecodedInput] { DecoderInput.decode(batch) }
  private func keys(_ text: String) -> [DecodedInput] { DecoderInput.keys(text) }

  @Test("a letter and its combining mark are one character")
  func graphemes() {
    let decoded = decode(raw("e\u{301}x"))
    #expect(decoded.count == 2)
    #expect(decoded.first == .key(.character("e\u{301}")))
    #expect(decoded.last == .key(.character("x")))
  }

  @Test("a flag and a family emoji are one character each")
  func multiScalarGraphemes() {
    #expect(decode(raw("🇯🇵👨‍👩‍👧")) == [.key(.character("🇯🇵")), .key(.character("👨‍👩‍👧"))])
  }

  @Test(
    "control bytes become Ctrl keys",
    arguments: [(0x01, "a"), (0x03, "c"), (0x0B, "k"), (0x0F, "o"), (0x12, "r"), (0x1A, "z")]
      as [(UInt32, Character)])
  func controlKeys(byte: UInt32, letter: Character) {
    #expect(decode([.scalar(Unicode.Scalar(byte)!)]) == [.key(.control(letter))])
  }

  @Test(
    "Enter, Tab and Backspace bytes",
    arguments: [
      (0x0D, Key.enter), (0x0A, .enter), (0x09, .tab), (0x7F, .backspace), (0x08, .backspace),
      (0x1C, .control("\\")),
      (0x1D, .control("]")),
    ]
      as [(UInt32, Key)])
  func namedControlBytes(byte: UInt32, key: Key) {
    #expect(decode([.scalar(Unicode.Scalar(byte)!)]) == [.key(key)])
  }

  @Test(
    "other control bytes are dropped, not typed",
    arguments: [0x00, 0x1E, 0x1F, 0x85] as [UInt32])
  func droppedControlBytes(byte: UInt32) {
    #expect(decode([.scalar("a"), .scalar(Unicode.Scalar(byte)!), .scalar("b")]) == keys("ab"))
  }

  @Test("text around a control key keeps its order")
  func order() {
    let decoded = decode(raw("ab\u{0F}c") + [.key(.function(2))] + raw("d"))
    #expect(
      decoded == keys("ab") + [.key(.control("o"))] + keys("c") + [.key(.function(2))] + keys("d"))
  }

  @Test("ESC alone at the end of a batch is the Escape key")
  func loneEscape() {
    #expect(decode(raw("\u{1B}")) == [.key(.escape)])
    #expect(decode(raw("a\u{1B}")) == keys("a") + [.key(.escape)])
  }

  @Test("ESC ESC is Escape twice")
  func doubleEscape() {
    #expect(decode(raw("\u{1B}\u{1B}")) == [.key(.escape), .key(.escape)])
  }

  @Test("ESC before a key ncurses decoded is Escape, then that key")
  func escapeBeforeKey() {
    #expect(decode(raw("\u{1B}") + [.key(.up)]) == [.key(.escape), .key(.up)])
  }

  @Test("an unknown CSI sequence is dropped whole; the text after it arrives")
  func unknownCSI() {
    #expect(decode(raw("\u{1B}[1;5Xhi")) == keys("hi"))
    #expect(decode(raw("a\u{1B}[999~b")) == keys("ab"))
    #expect(decode(raw("\u{1B}[?2004$y")) == [])
  }

  @Test("an SS3 sequence is dropped whole")
  func unknownSS3() {
    #expect(decode(raw("\u{1B}Oxz")) == keys("z"))
    #expect(decode(raw("\u{1B}O")) == [])
  }

  @Test("Alt and a letter is not typed: it is named, for the status line")
  func alt() {
    #expect(decode(raw("\u{1B}ab")) == [.unbound("Alt-A")] + keys("b"))
  }

  @Test("a CSI cut short by a key ncurses decoded drops only its own bytes")
  func interruptedCSI() {
    #expect(
      decode(raw("\u{1B}[1;") + [.key(.function(3))] + raw("q")) == [.key(.function(3))] + keys("q")
    )
  }

  @Test("a resize passes through")
  func resize() {
    #expect(decode(raw("a") + [.resize] + raw("b")) == keys("a") + [.resize] + keys("b"))
  }

  @Test("a bracketed paste is one key, newlines kept, CR or CR LF as one newline, controls dropped")
  func paste() {
    let batch: [RawInput] =
      [.pasteStart] + raw("F2 \u{0F}x\r\ny\tz\u{7F}\ra\r\rb\n\nc")
      + [.key(.function(2)), .pasteEnd] + raw("q")
    #expect(decode(batch) == [.key(.paste("F2 x\ny\tz\na\n\nb\n\nc")), .key(.character("q"))])
  }

  @Test("text before a paste comes first")
  func textBeforePaste() {
    #expect(
      decode(raw("ab") + [.pasteStart] + raw("c") + [.pasteEnd])
        == keys("ab") + [.key(.paste("c"))])
  }

  @Test("an empty paste is nothing")
  func emptyPaste() {
    #expect(decode([.pasteStart, .pasteEnd]) == [])
  }

  @Test("a stray paste end is ignored")
  func strayPasteEnd() {
    #expect(decode(raw("a") + [.pasteEnd] + raw("b")) == keys("ab"))
  }

  @Test("a paste spans batches")
  func pasteAcrossBatches() {
    var decoder = InputDecoder()
    #expect(decoder.decode([.pasteStart] + raw("ab")) == [])
    #expect(decoder.isPasting)
    #expect(
      decoder.decode(raw("c") + [.resize] + raw("d") + [.pasteEnd]) == [
        .resize, .key(.paste("abcd")),
      ])
    #expect(!decoder.isPasting)
  }

  @Test("a paste keeps at most pasteLimit characters")
  func pasteLimit() throws {
    let limit = InputDecoder.pasteLimit
    let batch: [RawInput] =
      [.pasteStart] + Array(repeating: .scalar("x"), count: limit + 100) + [.pasteEnd] + raw("k")
    let decoded = decode(batch)
    #expect(decoded.count == 2)
    guard case .key(.paste(let text, let dropped)) = try #require(decoded.first) else {
      Issue.record("not a paste: \(decoded.first.map(String.init(describing:)) ?? "nothing")")
      return
    }
    #expect(text.count == limit)
    #expect(dropped == 100, "the characters past the limit are counted")
    #expect(decoded.last == .key(.character("k")))
  }

  @Test("characters the paste reader dropped are counted into the paste's key")
  func pasteDroppedByTheReader() {
    let batch: [RawInput] =
      [.pasteStart] + raw("ab") + [.pasteDropped(7), .pasteDropped(3), .pasteEnd] + raw("c")
    #expect(decode(batch) == [.key(.paste("ab", dropped: 10)), .key(.character("c"))])
    // A paste after it starts counting afresh.
    #expect(decode([.pasteStart] + raw("d") + [.pasteEnd]) == [.key(.paste("d"))])
  }

  @Test("flush() ends a paste that never got its end marker; later keys arrive")
  func flushEndsPaste() {
    var decoder = InputDecoder()
    #expect(decoder.decode([.pasteStart] + raw("xy")) == [])
    #expect(decoder.isPasting)
    #expect(decoder.flush() == [.key(.paste("xy"))])
    #expect(!decoder.isPasting)
    #expect(decoder.flush() == [])
    #expect(decoder.decode(raw("q") + [.key(.function(10))]) == keys("q") + [.key(.function(10))])
  }

  /// When ncurses does not see a paste marker whole (its bytes came too far apart),
  /// it hands the marker over as characters.
  @Test("paste markers as characters start and end a paste, wherever reads cut them")
  func pasteMarkersAsCharacters() {
    let text = "a\u{1B}[200~x\u{1B}[2y\u{1B}[201~b"
    #expect(decode(raw(text)) == keys("a") + [.key(.paste("x[2y"))] + keys("b"))
    var decoder = InputDecoder()
    var decoded: [DecodedInput] = []
    for scalar in text.unicodeScalars { decoded += decoder.decode([.scalar(scalar)]) }
    #expect(decoded == keys("a") + [.key(.paste("x[2y"))] + keys("b"))
  }

  @Test("flush() with no paste open does nothing")
  func flushWithoutPaste() {
    var decoder = InputDecoder()
    #expect(decoder.flush() == [])
    #expect(decoder.decode(raw("a")) == keys("a"))
  }
}
