import DuoLayoutCore
import Testing

@testable import DuoTerm
@testable import DuoTermInput

/// `InputDecoder` against what terminals send besides keys: control strings
/// (titles, colour reports), mouse reports, modified SS3 keys and the 8-bit forms
/// of the introducers. None of it may be typed or run as a key (unknown or
/// malformed escape sequences are ignored, never typed as text).
@Suite("InputDecoder: sequences that are not keys")
struct InputDecoderFaultTests {
  private func raw(_ text: String) -> [UInt8] { DecoderInput.raw(text) }
  private func decode(_ batch: [UInt8]) -> [DecodedInput] { DecoderInput.decode(batch) }
  private func keys(_ text: String) -> [DecodedInput] { DecoderInput.keys(text) }

  @Test(
    "a control string is dropped up to its end, BEL or ST; the text after it arrives",
    arguments: [
      "\u{1B}]11;rgb:0000/0000/0000\u{07}",  // an OSC colour report, ended by BEL
      "\u{1B}]2;a title\u{1B}\\",  // an OSC title, ended by ST
      "\u{1B}P1$r0m\u{1B}\\",  // a DCS status report
      "\u{1B}_app\u{1B}\\",  // APC
      "\u{1B}^privacy\u{1B}\\",  // PM
      "\u{1B}Xstring\u{1B}\\",  // SOS
      "\u{9D}0;title\u{9C}",  // OSC and ST in their 8-bit forms
      "\u{90}1$r\u{07}",  // an 8-bit DCS
    ])
  func controlStrings(sequence: String) {
    #expect(decode(raw("a" + sequence + "b")) == keys("ab"))
  }

  @Test("the BEL that ends a control string is not Ctrl-G")
  func belIsNotAKey() {
    #expect(decode(raw("\u{1B}]11;rgb:0/0/0\u{07}")) == [])
  }

  @Test("a control string goes on across reads; with no end, a pause ends it, nothing more")
  func unterminatedControlString() {
    var decoder = InputDecoder()
    #expect(decoder.decode(raw("x\u{1B}]2;half a title"), at: 1) == keys("x"))
    #expect(decoder.decode(raw(" and the rest of it"), at: 1.01) == [])
    #expect(decoder.deadline == 1.01 + InputDecoder.escapeDelay)
    #expect(decoder.flush(at: 1.02) == [], "not yet")
    #expect(decoder.flush(at: 1.04) == [])
    #expect(decoder.deadline == nil)
    #expect(decoder.decode(raw("next"), at: 2) == keys("next"))
  }

  @Test("an ESC inside a control string ends it and starts what follows")
  func escapeEndsControlString() {
    #expect(decode(raw("\u{1B}]2;t\u{1B}[99zq")) == keys("q"))
    #expect(decode(raw("\u{1B}]2;t\u{1B}")) == [.key(.escape)])
  }

  @Test("a key's sequence inside a control string ends it and is the key")
  func keyInsideControlString() {
    #expect(decode(raw("\u{1B}]2;ti\u{1B}OQq")) == [.key(.function(2))] + keys("q"))
  }

  @Test(
    "mouse reports are never typed: a report or nothing",
    arguments: [
      "\u{1B}[<0;12;7M", "\u{1B}[<64;1;1m", "\u{1B}[M !!", "\u{1B}[M\u{7F}\u{7F}\u{7F}",
      "\u{1B}[32;5;9M",
    ])
  func mouseReports(report: String) {
    let typed = decode(raw("a" + report + "b")).filter {
      if case .mouse = $0 { false } else { true }
    }
    #expect(typed == keys("ab"))
  }

  @Test("an old-form mouse report cut short drops only what came")
  func shortMouseReport() {
    #expect(decode(raw("\u{1B}[M ")) == [])
    #expect(decode(raw("\u{1B}[M\u{1B}[A")) == [])
  }

  @Test(
    "SS3 with a modifier is named for the status line; a malformed one is dropped whole",
    arguments: [
      ("\u{1B}O5P", [DecodedInput.unbound("Ctrl-F1")]), ("\u{1B}O2A", [.unbound("Shift-Up")]),
      ("\u{1B}O;5Q", []),
    ])
  func modifiedSS3(sequence: String, meaning: [DecodedInput]) {
    #expect(decode(raw(sequence + "z")) == meaning + keys("z"))
  }

  @Test("SS3 followed by a control character keeps that character")
  func ss3BeforeControl() {
    #expect(decode(raw("\u{1B}O\u{0F}")) == [.key(.control("o"))])
    #expect(decode(raw("\u{1B}O\u{1B}")) == [.key(.escape)])
  }

  @Test(
    "8-bit CSI and SS3 are sequences too",
    arguments: [
      ("\u{9B}3~", [DecodedInput.key(.delete)]), ("\u{9B}1;5A", [.unbound("Ctrl-Up")]),
      ("\u{8F}P", [.key(.function(1))]),
    ])
  func eightBit(sequence: String, meaning: [DecodedInput]) {
    #expect(decode(raw("a" + sequence + "b")) == keys("a") + meaning + keys("b"))
  }

  @Test(
    "other C1 controls are still dropped alone", arguments: [0x80, 0x85, 0x9A, 0x9C] as [UInt32])
  func otherC1(value: UInt32) {
    #expect(decode(raw("a\(Unicode.Scalar(value)!)b")) == keys("ab"))
  }

  @Test("a mouse report read as its start (ESC [ <), then its rest, is one click")
  func mouseStartThenRest() {
    let click = MouseReport(button: 0, column: 0, row: 0, isPress: true)
    #expect(decode(raw("\u{1B}[<") + raw("0;1;1Mok")) == [.mouse(click)] + keys("ok"))
  }
}
