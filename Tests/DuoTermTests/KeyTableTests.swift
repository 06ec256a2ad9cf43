import DuoLayoutCore
import Testing

@testable import DuoTermInput

/// The decoder reads every byte the terminal sends, with the terminal's terminfo
/// `key_*` strings as a table: keys only the description names (the linux
/// console's F1, a VT100's F5) decode too. The strings below are terminfo's
/// (`infocmp -1 linux`, `vt100`, `xterm`).
@Suite("KeyTable: the keys a terminal's description lists")
struct KeyTableTests {
  static func table(_ strings: [String: String]) -> KeyTable {
    KeyTable(capabilities: strings.mapValues { Array($0.utf8) })
  }

  /// The linux console: F1–F5 as `ESC [ [ A`–`E`, Home and End as VT220's, back-tab
  /// as ESC Tab.
  static let linux = table([
    "kf1": "\u{1B}[[A", "kf2": "\u{1B}[[B", "kf3": "\u{1B}[[C", "kf4": "\u{1B}[[D",
    "kf5": "\u{1B}[[E", "kf6": "\u{1B}[17~", "kf10": "\u{1B}[21~", "kf13": "\u{1B}[25~",
    "khome": "\u{1B}[1~", "kend": "\u{1B}[4~", "kcbt": "\u{1B}\t", "kcuu1": "\u{1B}[A",
    "kdch1": "\u{1B}[3~", "kbs": "\u{7F}",
  ])

  /// A VT100: the PF keys and the numeric keypad's, as SS3.
  static let vt100 = table([
    "kf1": "\u{1B}OP", "kf2": "\u{1B}OQ", "kf3": "\u{1B}OR", "kf4": "\u{1B}OS",
    "kf5": "\u{1B}Ot", "kf6": "\u{1B}Ou", "kf7": "\u{1B}Ov", "kf8": "\u{1B}Ol",
    "kf9": "\u{1B}Ow", "kf10": "\u{1B}Ox", "kf0": "\u{1B}Oy", "kent": "\u{1B}OM",
    "kcuu1": "\u{1B}OA", "kcud1": "\u{1B}OB", "kbs": "\u{8}",
  ])

  /// xterm: the cursor keys as SS3 (keypad mode), F13 as Shift-F1.
  static let xterm = table([
    "kcuu1": "\u{1B}OA", "kcud1": "\u{1B}OB", "kcub1": "\u{1B}OD", "kcuf1": "\u{1B}OC",
    "khome": "\u{1B}OH", "kend": "\u{1B}OF", "kf1": "\u{1B}OP", "kf5": "\u{1B}[15~",
    "kf13": "\u{1B}[1;2P", "kf15": "\u{1B}[1;2R", "kmous": "\u{1B}[<",
  ])

  static func decode(_ text: String, _ keys: KeyTable) -> [DecodedInput] {
    DecoderInput.decode(Array(text.utf8), keys: keys)
  }

  @Test(
    "the linux console's F1–F5 are function keys, not text",
    arguments: zip(["A", "B", "C", "D", "E"], 1...5))
  func linuxFunctionKeys(letter: String, number: Int) {
    #expect(Self.decode("\u{1B}[[\(letter)", Self.linux) == [.key(.function(number))])
    // Without the table, the grammar reads CSI [ (no key) and types the letter.
    #expect(Self.decode("\u{1B}[[\(letter)", KeyTable()) != [.key(.function(number))])
  }

  @Test(
    "a VT100's PF keys and its F5–F10 (SS3 with a lower-case letter)",
    arguments: [
      ("\u{1B}OP", 1), ("\u{1B}OS", 4), ("\u{1B}Ot", 5), ("\u{1B}Ou", 6), ("\u{1B}Ov", 7),
      ("\u{1B}Ol", 8), ("\u{1B}Ow", 9), ("\u{1B}Ox", 10),
    ])
  func vt100FunctionKeys(sequence: String, number: Int) {
    #expect(Self.decode(sequence, Self.vt100) == [.key(.function(number))])
  }

  @Test(
    "cursor keys as SS3 (keypad mode) and as CSI (normal mode) are the same keys, table or not",
    arguments: [
      ("\u{1B}OA", Key.up), ("\u{1B}[A", .up), ("\u{1B}OB", .down), ("\u{1B}[B", .down),
      ("\u{1B}OC", .right), ("\u{1B}[C", .right), ("\u{1B}OD", .left), ("\u{1B}[D", .left),
      ("\u{1B}OH", .home), ("\u{1B}[H", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home),
      ("\u{1B}OF", .end), ("\u{1B}[F", .end), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
      ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)),
      ("\u{1B}OS", .function(4)),
    ])
  func cursorKeys(sequence: String, key: Key) {
    for keys in [Self.xterm, Self.linux, Self.vt100, KeyTable()] {
      #expect(Self.decode(sequence, keys) == [.key(key)])
    }
  }

  @Test("F13 and up are named as xterm sends them; SS3 with modifiers is named too")
  func shiftedKeys() {
    #expect(Self.decode("\u{1B}[1;2R", Self.xterm) == [.unbound("Shift-F3")])
    #expect(Self.decode("\u{1B}[25~", Self.linux) == [.unbound("Shift-F1")])
    #expect(Self.decode("\u{1B}O5P", KeyTable()) == [.unbound("Ctrl-F1")])
  }

  @Test("ESC Tab is back-tab on the linux console; elsewhere it is dropped")
  func escapeTab() {
    #expect(Self.decode("\u{1B}\t", Self.linux) == [.key(.backTab)])
    #expect(Self.decode("\u{1B}\t", KeyTable()) == [])
  }

  @Test("a sequence that leaves the table partway is read whole by the grammar")
  func leavingTheTable() {
    // ESC [ 1 starts linux's Home (ESC [ 1 ~); ESC [ 1 ; 5 A is Ctrl-Up.
    #expect(
      Self.decode("\u{1B}[1;5Aq", Self.linux) == [.unbound("Ctrl-Up"), .key(.character("q"))])
    // ESC [ [ starts F1; ESC [ [ Z is no key: dropped, and what follows typed.
    #expect(Self.decode("\u{1B}[[Zq", Self.linux) == DecoderInput.keys("Zq"))
    // A mouse report, a paste and Alt and a key go past the table as before.
    #expect(
      Self.decode("\u{1B}[<0;3;4M", Self.xterm)
        == [.mouse(MouseReport(button: 0, column: 2, row: 3, isPress: true))])
    #expect(Self.decode("\u{1B}[200~hi\u{1B}[201~", Self.linux) == [.key(.paste("hi"))])
    #expect(Self.decode("\u{1B}x", Self.vt100) == [.unbound("Alt-X")])
  }

  @Test("a lone Esc is still the Esc key, and Esc Esc two of them")
  func loneEscape() {
    #expect(Self.decode("\u{1B}", Self.linux) == [.key(.escape)])
    #expect(Self.decode("\u{1B}\u{1B}[[A", Self.linux) == [.key(.escape), .key(.function(1))])
  }

  @Test("a table key whose ESC came past the Esc delay is dropped whole, not typed")
  func lateTableKey() {
    var decoder = InputDecoder(keys: Self.linux)
    #expect(decoder.decode([0x1B], at: 10) == [])
    #expect(decoder.flush(at: 10.1) == [.key(.escape)])
    #expect(decoder.decode(Array("[[A".utf8), at: 10.2) == [])
    #expect(decoder.decode(Array("q".utf8), at: 10.3) == DecoderInput.keys("q"))
  }

  @Test(
    "strings that are no escape sequence, hold ESC again, are too long or not ASCII are left out")
  func ignoredStrings() {
    let table = Self.table([
      "kbs": "\u{7F}", "kf1": "\u{1B}", "kf2": "\u{1B}[\u{1B}x", "kf3": "\u{1B}[1;2;3;4;5~",
      "kf4": "\u{1B}[é",
    ])
    #expect(table.isEmpty)
  }
}
