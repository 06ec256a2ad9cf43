import DuoLayoutCore
import Testing

@testable import DuoTerm
@testable import DuoTermInput

/// The keys the decoder reads whole from CSI sequences: the kitty keyboard
/// protocol's press, repeat and release, its answer to `CSI ? u`, and the keys
/// DuoTerm has no binding for, named for the status line (`Ctrl-Up`).
@Suite("Key sequences")
struct KeySequenceTests {
  static func decode(_ text: String) -> [DecodedInput] {
    DecoderInput.decode(DecoderInput.raw(text))
  }

  @Test(
    "kitty key events: press, repeat and release",
    arguments: [
      ("\u{1B}[119u", DecodedInput.key(.character("w"))),
      ("\u{1B}[119;1:2u", .key(.character("w"))),
      ("\u{1B}[119;1:3u", .release(.character("w"))),
      ("\u{1B}[119;2;87u", .key(.character("W"))),
      ("\u{1B}[1;1:3A", .release(.up)),
      ("\u{1B}[1;1:2B", .key(.down)),
      ("\u{1B}[13u", .key(.enter)), ("\u{1B}[27u", .key(.escape)),
      ("\u{1B}[127u", .key(.backspace)), ("\u{1B}[9;2u", .key(.backTab)),
      ("\u{1B}[32;1;32u", .key(.space)), ("\u{1B}[99;5u", .key(.control("c"))),
      ("\u{1B}[111;5:3u", .release(.control("o"))),
      ("\u{1B}[233;1;233u", .key(.character("é"))),
      ("\u{1B}[15~", .key(.function(5))), ("\u{1B}[13~", .key(.function(3))),
      ("\u{1B}[3;1:3~", .release(.delete)),
    ])
  func kittyEvents(text: String, expected: DecodedInput) {
    #expect(Self.decode(text) == [expected])
  }

  @Test("a modifier key alone, and a release of an unbound key, give nothing")
  func nothing() {
    #expect(Self.decode("\u{1B}[57441;2u").isEmpty, "Shift alone")
    #expect(Self.decode("\u{1B}[1;5:3A").isEmpty, "Ctrl-Up let go")
  }

  @Test("the terminal's answer to CSI ? u")
  func protocolAnswer() {
    #expect(Self.decode("\u{1B}[?0u") == [.keyboardProtocol(flags: 0)])
    #expect(Self.decode("\u{1B}[?27u") == [.keyboardProtocol(flags: 27)])
  }

  @Test(
    "keys with no binding are named as the help names keys",
    arguments: [
      ("\u{1B}[1;5A", "Ctrl-Up"), ("\u{1B}[1;3D", "Alt-Left"), ("\u{1B}[1;2H", "Shift-Home"),
      ("\u{1B}[5;5~", "Ctrl-PageUp"), ("\u{1B}[15;2~", "Shift-F5"), ("\u{1B}[97;3u", "Alt-A"),
      ("\u{1B}x", "Alt-X"), ("\u{1B}[13;5u", "Ctrl-Enter"),
    ])
  func unboundNames(text: String, name: String) {
    #expect(Self.decode(text) == [.unbound(name)])
  }

  @Test(
    "keys as tmux, screen and the linux console send them (no keypad mode), and SS3",
    arguments: [
      ("\u{1B}[A", DecodedInput.key(.up)), ("\u{1B}[1~", .key(.home)), ("\u{1B}[4~", .key(.end)),
      ("\u{1B}[7~", .key(.home)), ("\u{1B}[8~", .key(.end)), ("\u{1B}[Z", .key(.backTab)),
      ("\u{1B}OA", .key(.up)), ("\u{1B}OP", .key(.function(1))), ("\u{1B}OR", .key(.function(3))),
      ("\u{1B}O5A", .unbound("Ctrl-Up")), ("\u{1B}O2R", .unbound("Shift-F3")),
    ])
  func plainKeys(text: String, expected: DecodedInput) {
    #expect(Self.decode(text) == [expected])
  }

  @Test("CSI R is a cursor position report, not F3; SS3 Z is nothing")
  func notKeys() {
    #expect(Self.decode("\u{1B}[R").isEmpty)
    #expect(Self.decode("\u{1B}OZ").isEmpty)
  }
}
