extension StringProtocol {
  /// The text with its control characters made visible, for a message that goes to
  /// a terminal: ESC as `\e`, tab, line feed and carriage return as `\t`, `\n`,
  /// `\r`, any other (C0, DEL, C1) as `\xNN`, and the invisible marks that reorder
  /// text (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) as `\u{XXXX}`. A
  /// file's text can hold anything, and a raw control character in an error message
  /// would act on the terminal (a direction mark would reorder what follows it).
  ///
  /// ```swift
  /// "a\u{1B}[2Jb".visible   // a\e[2Jb
  /// ```
  public var visible: String {
    var out = ""
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x1B: out += "\\e"
      case 0x09: out += "\\t"
      case 0x0A: out += "\\n"
      case 0x0D: out += "\\r"
      case 0..<0x20, 0x7F..<0xA0:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\x" + (hex.count < 2 ? "0" : "") + hex
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The text visible, and cut to its first 40 characters with `…` when longer, to
  /// show a value in a message.
  var shortened: String {
    let limit = 40
    guard unicodeScalars.count > limit else { return visible }
    var cut = String.UnicodeScalarView()
    cut.append(contentsOf: unicodeScalars.prefix(limit))
    return String(cut).visible + "…"
  }

  /// `shortened`, in double quotes: a string value or a key named in a message.
  var quoted: String { "\"\(shortened)\"" }
}
