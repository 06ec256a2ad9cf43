import DuoLayoutCore
import Testing

@testable import DuoTerm
@testable import DuoTermInput

/// `InputDecoder`: raw terminal input to keys. Graphemes stay whole, control bytes
/// become keys, unknown escape sequences never turn into text, and a bracketed
/// paste arrives as one key.
@Suite("InputDecoder")
struct InputDecoderTests {
  private func raw(_ text: String) -> [UInt8] { DecoderInput.raw(text) }
  private func decode(_ batch: [UInt8]) -> [DecodedInput] { DecoderInput.decode(batch) }
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
    #expect(decode(raw(String(Unicode.Scalar(byte)!))) == [.key(.control(letter))])
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
    #expect(decode(raw(String(Unicode.Scalar(byte)!))) == [.key(key)])
  }

  @Test(
    "other control bytes are dropped, not typed",
    arguments: [0x00, 0x1E, 0x1F, 0x85] as [UInt32])
  func droppedControlBytes(byte: UInt32) {
    #expect(decode(raw("a\(Unicode.Scalar(byte)!)b")) == keys("ab"))
  }

  @Test("text around a control key keeps its order")
  func order() {
    let decoded = decode(raw("ab\u{0F}c\u{1B}OQd"))
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

  @Test("ESC before a key's sequence is Escape, then that key")
  func escapeBeforeKey() {
    #expect(decode(raw("\u{1B}\u{1B}[A")) == [.key(.escape), .key(.up)])
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

  @Test("a CSI cut short by a control character drops only its own bytes")
  func interruptedCSI() {
    #expect(decode(raw("\u{1B}[1;\u{7F}q")) == [.key(.backspace)] + keys("q"))
  }

  @Test("a bracketed paste is one key, newlines kept, CR or CR LF as one newline, controls dropped")
  func paste() {
    let batch = raw("\u{1B}[200~F2 \u{0F}x\r\ny\tz\u{7F}\ra\r\rb\n\nc\u{1B}[201~q")
    #expect(decode(batch) == [.key(.paste("F2 x\ny\tz\na\n\nb\n\nc")), .key(.character("q"))])
  }

  @Test("text before a paste comes first")
  func textBeforePaste() {
    #expect(
      decode(raw("ab\u{1B}[200~c\u{1B}[201~"))
        == keys("ab") + [.key(.paste("c"))])
  }

  @Test("an empty paste is nothing")
  func emptyPaste() {
    #expect(decode(raw("\u{1B}[200~\u{1B}[201~")) == [])
  }

  @Test("a stray paste end is ignored")
  func strayPasteEnd() {
    #expect(decode(raw("a\u{1B}[201~b")) == keys("ab"))
  }

  @Test("a paste spans batches")
  func pasteAcrossBatches() {
    var decoder = InputDecoder()
    #expect(decoder.decode(raw("\u{1B}[200~ab")) == [])
    #expect(decoder.isPasting)
    #expect(decoder.decode(raw("cd\u{1B}[20")) == [])
    #expect(decoder.decode(raw("1~")) == [.key(.paste("abcd"))])
    #expect(!decoder.isPasting)
  }

  @Test("a paste keeps at most pasteLimit characters")
  func pasteLimit() throws {
    let limit = InputDecoder.pasteLimit
    let batch =
      raw("\u{1B}[200~") + Array(repeating: UInt8(ascii: "x"), count: limit + 100)
      + raw("\u{1B}[201~k")
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

  @Test("a paste after one past the limit starts counting afresh; bytes not UTF-8 are U+FFFD")
  func pasteAfterALongOne() {
    var decoder = InputDecoder()
    let long =
      raw("\u{1B}[200~") + Array(repeating: UInt8(ascii: "x"), count: InputDecoder.pasteLimit + 7)
      + raw("\u{1B}[201~")
    #expect(decoder.decode(long).count == 1)
    #expect(
      decoder.decode(raw("\u{1B}[200~d") + [0xFF] + raw("\u{1B}[201~")) == [
        .key(.paste("d\u{FFFD}"))
      ])
  }

  @Test("flush() ends a paste that never got its end marker; later keys arrive")
  func flushEndsPaste() {
    var decoder = InputDecoder()
    #expect(decoder.decode(raw("\u{1B}[200~xy")) == [])
    #expect(decoder.isPasting)
    #expect(decoder.flush() == [.key(.paste("xy"))])
    #expect(!decoder.isPasting)
    #expect(decoder.flush() == [])
    #expect(decoder.decode(raw("q\u{1B}[21~")) == keys("q") + [.key(.function(10))])
  }

  @Test("paste markers start and end a paste, wherever reads cut them")
  func pasteMarkersAsCharacters() {
    let text = "a\u{1B}[200~x\u{1B}[2y\u{1B}[201~b"
    #expect(decode(raw(text)) == keys("a") + [.key(.paste("x[2y"))] + keys("b"))
    var decoder = InputDecoder()
    var decoded: [DecodedInput] = []
    for byte in text.utf8 { decoded += decoder.decode([byte]) }
    #expect(decoded == keys("a") + [.key(.paste("x[2y"))] + keys("b"))
  }

  @Test("flush() with no paste open does nothing")
  func flushWithoutPaste() {
    var decoder = InputDecoder()
    #expect(decoder.flush() == [])
    #expect(decoder.decode(raw("a")) == keys("a"))
  }
}
