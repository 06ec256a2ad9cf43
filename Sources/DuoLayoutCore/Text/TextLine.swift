/// One line of text fitted to a width in columns: cut with `…` when too long,
/// padded with spaces when short, with an optional part kept flush right.
///
/// ```swift
/// TextLine.fit("Ada Lovelace", trailing: "Mon 09:41", width: 20)  // "Ada Lov…  Mon 09:41"
/// ```
public enum TextLine {
  public static func fit(_ text: String, trailing: String = "", width: Int) -> String {
    guard width > 0 else { return "" }
    let right = TerminalWidth.of(trailing) < width ? trailing : ""
    let room = width - TerminalWidth.of(right) - (right.isEmpty ? 0 : 1)
    let left = truncate(text, to: room)
    let gap = width - TerminalWidth.of(left) - TerminalWidth.of(right)
    return left + String(repeating: " ", count: max(0, gap)) + right
  }

  /// `text` cut to `width` columns, ending in `…` when anything was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if TerminalWidth.of(text) <= width { return text }
    // Printable ASCII is a column a byte: keep the first width - 1 bytes.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) {
      return String(decoding: text.utf8.prefix(width - 1), as: UTF8.self) + "…"
    }
    var result = ""
    var used = 0
    GraphemeScan.forEach(text) { grapheme in
      if used + grapheme.width > width - 1 { return false }
      switch grapheme {
      case .scalar(let scalar): result.unicodeScalars.append(scalar)
      case .character(let character, _): result.append(character)
      }
      used += grapheme.width
      return true
    }
    return result + "…"
  }
}
