/// One line of text fitted to a width in columns: cut with `…` when too long,
/// padded with spaces when short, with an optional part kept flush right — unless
/// keeping it would cut the text to less than half the line (a name matters more
/// than its date).
///
/// ```swift
/// TextLine.fit("Ada Lovelace", trailing: "Mon 09:41", width: 20)  // "Ada Lovel… Mon 09:41"
/// TextLine.fit("Ada Lovelace", trailing: "Mon 09:41", width: 12)  // "Ada Lovelace"
/// ```
public enum TextLine {
  /// `text` in exactly `width` columns, `trailing` flush right when it fits (see above).
  public static func fit(_ text: String, trailing: String = "", width: Int) -> String {
    guard width > 0 else { return "" }
    let trailingWidth = TerminalWidth.of(trailing)
    let wanted = trailing.isEmpty ? 0 : min(TerminalWidth.of(text), max(1, width / 2))
    let right = trailingWidth < width && width - trailingWidth - 1 >= wanted ? trailing : ""
    let rightWidth = right.isEmpty ? 0 : trailingWidth
    let room = width - rightWidth - (right.isEmpty ? 0 : 1)
    let (left, leftWidth) = truncated(text, to: room)
    let gap = max(0, width - leftWidth - rightWidth)
    // One string, written once: the left part, the spaces, the right part.
    let count = left.utf8.count + gap + right.utf8.count
    return String(unsafeUninitializedCapacity: count) { buffer in
      var index = 0
      for byte in left.utf8 {
        buffer[index] = byte
        index += 1
      }
      for _ in 0..<gap {
        buffer[index] = 0x20
        index += 1
      }
      for byte in right.utf8 {
        buffer[index] = byte
        index += 1
      }
      return index
    }
  }

  /// `text` cut to `width` columns, ending in `…` when anything was cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    truncated(text, to: width).text
  }

  /// `truncate`, with the columns the result covers.
  static func truncated(_ text: String, to width: Int) -> (text: String, width: Int) {
    guard width > 0 else { return ("", 0) }
    let full = TerminalWidth.of(text)
    if full <= width { return (text, full) }
    // Printable ASCII is a column a byte: keep the first width - 1 bytes.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) {
      return (String(decoding: text.utf8.prefix(width - 1), as: UTF8.self) + "…", width)
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
    return (result + "…", used + 1)
  }
}
