import DuoLayoutCore
import Testing

@testable import DuoTerm
@testable import DuoTermInput

/// The decoder kept no state between reads, so a sequence split
/// across reads (over SSH, across packets; or cut by the 4,096-input bound on one
/// read) was typed into the draft: `ESC [ < 0 ; 10` then `; 10 M` typed `;10M`. Now
/// what a read leaves open is carried to the next one, and the keys decoded do not
/// depend on where the reads split. Each case is decoded whole, then split at every
/// boundary (and into one input a read), and must give the same keys.
@Suite("InputDecoder: the keys do not depend on where reads split")
struct InputDecoderSplitTests {
  private func raw(_ text: String) -> [UInt8] { DecoderInput.raw(text) }
  private func keys(_ text: String) -> [DecodedInput] { DecoderInput.keys(text) }

  /// What `reads` decode to, read after read, then a pause.
  static func decode(_ reads: [[UInt8]], keys: KeyTable = KeyTable()) -> [DecodedInput] {
    var decoder = InputDecoder(keys: keys)
    return reads.flatMap { decoder.decode($0) } + decoder.flush()
  }

  /// Decoded input with typed text joined into runs: a read may cut a character
  /// from its combining marks, which then arrive as keys of their own and join it
  /// again in the draft. Only that may differ between splits.
  enum Token: Equatable {
    case text(String)
    case input(DecodedInput)
  }

  static func tokens(_ inputs: [DecodedInput]) -> [Token] {
    var result: [Token] = []
    var run = ""
    for input in inputs {
      switch input {
      case .key(.character(let c)): run.append(c)
      case .key(.space): run.append(" ")
      default:
        if !run.isEmpty { result.append(.text(run)) }
        run = ""
        result.append(.input(input))
      }
    }
    if !run.isEmpty { result.append(.text(run)) }
    return result
  }

  /// Checks `input` decodes the same whole, split in two at every boundary, and one
  /// input a read; returns what it decodes to whole.
  @discardableResult
  static func expectSplitsAgree(
    _ input: [UInt8], keys: KeyTable = KeyTable(), sourceLocation: SourceLocation = #_sourceLocation
  ) -> [DecodedInput] {
    let whole = decode([input], keys: keys)
    let expected = tokens(whole)
    for cut in 1..<max(1, input.count) {
      let split = tokens(decode([Array(input[..<cut]), Array(input[cut...])], keys: keys))
      #expect(split == expected, "cut at \(cut)", sourceLocation: sourceLocation)
      if split != expected { break }
    }
    #expect(
      tokens(decode(input.map { [$0] }, keys: keys)) == expected, "one input a read",
      sourceLocation: sourceLocation)
    return whole
  }

  /// The issue's sequences, each between two typed markers: none of it is typed;
  /// a key DuoTerm has no binding for is named, for the status line.
  static let issueSequences: [(name: String, text: String, named: String?)] = [
    ("an SGR mouse report", "\u{1B}[<0;10;10M", nil),
    ("an SGR mouse release", "\u{1B}[<0;10;10m", nil),
    ("an OSC colour report ended by ST", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", nil),
    ("an OSC colour report ended by BEL", "\u{1B}]11;rgb:0000/0000/0000\u{7}", nil),
    ("a modified arrow (Ctrl-Up)", "\u{1B}[1;5A", "Ctrl-Up"),
    ("a modified function key (Shift-F5)", "\u{1B}[15;2~", "Shift-F5"),
    ("SS3 with a modifier", "\u{1B}O5P", "Ctrl-F1"),
    ("an old-form mouse report", "\u{1B}[M !!", nil),
    ("a DCS status report", "\u{1B}P1$r0m\u{1B}\\", nil),
    ("an APC string", "\u{1B}_app\u{1B}\\", nil),
    ("an 8-bit CSI", "\u{9B}1;5A", "Ctrl-Up"),
    ("an 8-bit OSC ended by 8-bit ST", "\u{9D}0;title\u{9C}", nil),
    ("an unknown CSI", "\u{1B}[99z", nil),
  ]

  @Test("each issue sequence, split anywhere, types nothing", arguments: issueSequences)
  func issueSequence(name: String, text: String, named: String?) {
    // A mouse report is a click for the loop, never typed.
    let decoded = Self.expectSplitsAgree(raw("<" + text + ">")).filter {
      if case .mouse = $0 { false } else { true }
    }
    let middle: [DecodedInput] = named.map { [.unbound($0)] } ?? []
    #expect(decoded == keys("<") + middle + keys(">"), "\(name)")
  }

  @Test("a mouse report between typed text, split anywhere, is one click")
  func mouseBetweenText() {
    let decoded = Self.expectSplitsAgree(raw("a\u{1B}[<0;10") + raw(";10Mb"))
    let click = MouseReport(button: 0, column: 9, row: 9, isPress: true)
    #expect(decoded == keys("a") + [.mouse(click)] + keys("b"))
  }

  @Test("1,000 wheel reports in one write, cut every 4,096 inputs as one read is: no digits")
  func wheelReports() {
    let reports = raw("<" + String(repeating: "\u{1B}[<64;10;10M", count: 1000) + ">")
    for size in [4096, 4095, 1000, 13, 7] {
      let reads = stride(from: 0, to: reports.count, by: size).map {
        Array(reports[$0..<min($0 + size, reports.count)])
      }
      let decoded = Self.decode(reads)
      let wheel = decoded.filter {
        $0 == .mouse(MouseReport(button: 64, column: 9, row: 9, isPress: true))
      }
      #expect(wheel.count == 1000, "reads of \(size)")
      #expect(
        decoded.filter { if case .mouse = $0 { false } else { true } } == keys("<>"),
        "reads of \(size)")
    }
  }

  @Test("an OSC title of 100,000 characters and a 50 KB DCS, read in pieces, type nothing")
  func longControlStrings() {
    for string in [
      "\u{1B}]2;" + String(repeating: "T", count: 100_000) + "\u{7}",
      "\u{1B}P" + String(repeating: "D", count: 50_000) + "\u{1B}\\",
    ] {
      let input = raw("<" + string + ">")
      for size in [4096, 1001, 64] {
        let reads = stride(from: 0, to: input.count, by: size).map {
          Array(input[$0..<min($0 + size, input.count)])
        }
        #expect(Self.decode(reads) == keys("<>"), "reads of \(size)")
      }
    }
  }

  @Test("a CSI of 10,000 parameter bytes is dropped whole, however it is read")
  func longCSI() {
    let input = raw("<\u{1B}[" + String(repeating: "1;", count: 5000) + "m>")
    for size in [4096, 333, 2] {
      let reads = stride(from: 0, to: input.count, by: size).map {
        Array(input[$0..<min($0 + size, input.count)])
      }
      #expect(Self.decode(reads) == keys("<>"), "reads of \(size)")
    }
  }

  @Test(
    "typing, keys, sequences, pastes and resizes: the same keys however the reads split",
    arguments: [
      "ab\u{1B}[<0;1;1Mcd\u{1B}]2;t\u{7}e",
      "\u{1B}\u{1B}[Ax\u{1B}",
      "e\u{301}\u{1B}O5Pé\u{1B}Oz",
      "\u{1B}]2;t\u{1B}[99zq\u{1B}]2;u\u{1B}\u{1B}x",
      "a\u{1B}[200~pa\r\nste\u{1B}[20x\u{1B}[201~b",
      "\u{1B}[M\u{1B}[M !!q\u{9B}3~\u{8F}P\u{90}1$r\u{7}z",
      "👩\u{200D}💻 \u{1B}a\u{1B}[1;5\u{0F}\u{1B}",
    ])
  func mixed(text: String) {
    Self.expectSplitsAgree(raw(text))
  }

  @Test("the linux console's keys, characters and pastes, cut anywhere")
  func withTheTable() {
    let input =
      raw("a\u{1B}[[Aé\u{1B}[1;5A東\u{1B}[[E\u{1B}[1~\u{1B}]2;title\u{7}\u{1B}[A")
      + raw("\u{1B}[200~x\ry😀\u{1B}[201~z\u{1B}[21~")
    let decoded = Self.expectSplitsAgree(input, keys: KeyTableTests.linux)
    #expect(
      decoded
        == keys("a") + [.key(.function(1))] + keys("é") + [.unbound("Ctrl-Up")] + keys("東")
        + [.key(.function(5)), .key(.home), .key(.up), .key(.paste("x\ny😀"))] + keys("z")
        + [.key(.function(10))])
  }

  @Test("a character cut by a read waits for its other bytes; cut by a pause, it is dropped")
  func cutCharacter() {
    var decoder = InputDecoder()
    let bytes = raw("é")
    #expect(decoder.decode(bytes.prefix(1), at: 10) == [])
    #expect(decoder.deadline == 10 + InputDecoder.escapeDelay)
    #expect(decoder.decode(bytes.dropFirst(), at: 10.001) == keys("é"))
    #expect(decoder.decode(bytes.prefix(1), at: 11) == [])
    #expect(decoder.flush(at: 12) == [])
    #expect(decoder.decode(raw("q"), at: 12) == keys("q"))
  }

  @Test("a lone Esc waits the Esc delay for what may follow, then is the Esc key")
  func loneEscape() {
    var decoder = InputDecoder()
    #expect(decoder.decode(raw("a\u{1B}"), at: 10) == keys("a"))
    #expect(decoder.deadline == 10 + InputDecoder.escapeDelay)
    #expect(decoder.flush(at: 10.01) == [])
    #expect(decoder.flush(at: 10 + InputDecoder.escapeDelay) == [.key(.escape)])
    #expect(decoder.deadline == nil)
    // What follows in time is a sequence, not Esc and text.
    #expect(decoder.decode(raw("\u{1B}"), at: 11) == [])
    #expect(decoder.decode(raw("[1;5A"), at: 11.01) == [.unbound("Ctrl-Up")])
    #expect(decoder.deadline == nil)
  }

  @Test("a sequence cut short by a pause is dropped; what comes after is typed")
  func cutShortByPause() {
    var decoder = InputDecoder()
    #expect(decoder.decode(raw("\u{1B}[<0;10"), at: 0) == [])
    #expect(decoder.flush(at: 1) == [])
    #expect(decoder.decode(raw("ok"), at: 2) == keys("ok"))
  }
}
