extension StringProtocol {
  /// The text with every control character written out, for anything that echoes
  /// text it did not write itself (a config line, a tour line, an argument) to a
  /// terminal: standard error and the status line. Written raw, `ESC ] 2 ; … BEL`
  /// in a file would retitle the terminal and `ESC [ 2 J` clear it. Escape is `\e`,
  /// the other C0 and C1 controls and DEL are `\xNN`; the rest is kept as it is.
  ///
  ///     "title\u{1B}]2;X\u{7}".visibleControls  // "title\\e]2;X\\x07"
  public var visibleControls: String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x1B:
        result += "\\e"
      case 0x00..<0x20, 0x7F...0x9F:
        let hex = String(scalar.value, radix: 16, uppercase: false)
        result += "\\x" + (hex.count < 2 ? "0" + hex : hex)
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
