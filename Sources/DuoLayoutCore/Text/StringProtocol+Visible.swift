extension StringProtocol {
  /// The text with its control characters made visible, for a message that goes to
  /// a terminal: ESC as `\e`, tab, line feed and carriage return as `\t`, `\n`,
  /// `\r`, any other (C0, DEL, C1) as `\xNN`. A file's text can hold anything, and a
  /// raw control character in an error message would act on the terminal.
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
