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
    // No grapheme is wider than its UTF-8: few enough bytes always fit.
    if width > 0 && text.utf8.count <= width { return text }
    return truncated(text, to: width).text
  }

  /// `truncate`, with the columns the result covers. What is kept is always the
  /// text's first bytes, up to a grapheme's end, so it is cut as bytes.
  static func truncated(_ text: String, to width: Int) -> (text: String, width: Int) {
    guard width > 0 else { return ("", 0) }
    // Printable ASCII is a column a byte: keep the first width - 1 bytes.
    if text.isPrintableASCII {
      let count = text.utf8.count
      if count <= width { return (text, count) }
      return (String(decoding: text.utf8.prefix(width - 1), as: UTF8.self) + "…", width)
    }
    // A column a scalar (box lines, `·`, `…`): keep the first width - 1 scalars.
    var text = text
    let plain = text.withUTF8 { bytes -> (String, Int)? in
      guard let columns = GraphemeScan.plainColumns(bytes) else { return nil }
      if columns <= width { return (String(decoding: bytes, as: UTF8.self), columns) }
      var offset = 0
      for _ in 0..<(width - 1) { offset += GraphemeScan.scalar(bytes, at: offset).length }
      return (
        String(decoding: UnsafeBufferPointer(rebasing: bytes[..<offset]), as: UTF8.self) + "…",
        width
      )
    }
    if let plain { return plain }
    // One walk: the bytes that fit in width - 1 columns, and the whole width.
    var total = 0
    var kept = (bytes: 0, width: 0)
    GraphemeScan.forEach(text) { grapheme in
      let bytes: Int
      switch grapheme {
      case .scalar(let scalar): bytes = scalar.utf8.count
      case .character(let character, _): bytes = character.utf8.count
      }
      if total == kept.width && total + grapheme.width <= width - 1 {
        kept.bytes += bytes
        kept.width += grapheme.width
      }
      total += grapheme.width
      return total <= width
    }
    if total <= width { return (text, total) }
    return (String(decoding: text.utf8.prefix(kept.bytes), as: UTF8.self) + "…", kept.width + 1)
  }
}
