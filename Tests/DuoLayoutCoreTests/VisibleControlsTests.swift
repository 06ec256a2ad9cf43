import Testing

@testable import DuoLayoutCore

/// Text echoed to a terminal shows its control characters, so a
/// file or an argument cannot retitle or clear the terminal through a message.
@Suite("Visible control characters")
struct VisibleControlsTests {
  @Test(
    "each control character is written out; the rest is kept",
    arguments: [
      ("\u{1B}]2;PWNED\u{7}\u{1B}[2J", "\\e]2;PWNED\\x07\\e[2J"),
      ("tab\there", "tab\\there"),
      ("a\u{0}b\u{7F}c", "a\\x00b\\x7Fc"),
      ("8-bit CSI \u{9B}2J, ST \u{9C}", "8-bit CSI \\x9B2J, ST \\x9C"),
      ("line\r\nnext", "line\\r\\nnext"),
      ("é 東京 👩‍💻 \\ plain", "é 東京 👩‍💻 \\ plain"),
    ])
  func shown(text: String, expected: String) {
    #expect(text.visible == expected)
  }

  @Test("what comes out holds no control character at all")
  func noneLeft() {
    let every = String(String.UnicodeScalarView((0..<0xA0).compactMap(Unicode.Scalar.init)))
    let shown = every.visible
    #expect(!shown.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }
}
