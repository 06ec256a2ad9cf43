extension String {
  /// The text as XML character data or an attribute value: `&`, `<`, `>`, `"` and
  /// `'` as entities, and the control characters XML 1.0 cannot hold (all of C0 but
  /// tab, line feed and carriage return) shown as `\u{XX}`, so the file always parses.
  ///
  /// ```swift
  /// "a < b & \"c\"".xmlEscaped  // a &lt; b &amp; &quot;c&quot;
  /// ```
  var xmlEscaped: String {
    var out = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
