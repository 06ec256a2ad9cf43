/// One line of text fitted to a width in columns: cut with `…` when too long,
/// padded with spaces when short, with an optional part kept flush right — unless
/// keeping it would cut the text to less than half the line (a name matters more
/// than its date).
///
/// A row is two labels, each with its own text direction, placed by the layout's
/// direction: the line's parts are marked as isolates (UAX #9's FSI … PDI, which
/// `BidiText` reads) whenever a right-to-left layout or right-to-left text needs
/// it, so the text sits at the leading edge and the trailing part at the trailing
/// one, each read its own way. The marks and indentation the text starts with
/// (`●⚑↩`, spaces: blank-separated tokens with no letter or digit) stay outside, in
/// the layout's order. A left-to-right line with no right-to-left text is unmarked;
/// a line already marked (fitted again) is not marked twice.
///
/// ```swift
/// TextLine.fit("Ada Lovelace", trailing: "Mon 09:41", direction: .leftToRight, width: 20)
/// // "Ada Lovel… Mon 09:41"
/// TextLine.fit("Ada Lovelace", trailing: "Mon 09:41", direction: .leftToRight, width: 12)
/// // "Ada Lovelace"
/// TextLine.fit("● Ada", trailing: "Mon", direction: .rightToLeft, width: 10)
/// // "● \u{2068}Ada\u{2069}  \u{2068}Mon\u{2069}", drawn "Mon  Ada ●"
/// ```
public enum TextLine {
  /// `text` in exactly `width` columns, `trailing` flush right when it fits (see
  /// above), each part at its edge of a layout running in `direction`.
  public static func fit(
    _ text: String, trailing: String = "", direction: LayoutDirection, width: Int
  ) -> String {
    let (left, gap, right) = parts(text, trailing: trailing, width: width)
    guard
      direction == .rightToLeft || BidiText.hasRightToLeft(left) || BidiText.hasRightToLeft(right),
      !BidiText.holdsIsolateMark(left)
    else { return joined(left, gap, right) }
    let marks = leadingMarks(left)
    return joined(
      String(left[..<marks]) + isolated(left[marks...]), gap, isolated(Substring(right)))
  }

  /// The part kept at the leading edge, the spaces between, and the part kept at
  /// the trailing edge, together exactly `width` columns.
  private static func parts(_ text: String, trailing: String, width: Int) -> (
    String, Int, String
  ) {
    guard width > 0 else { return ("", 0, "") }
    let trailingWidth = TerminalWidth.of(trailing)
    let wanted = trailing.isEmpty ? 0 : min(TerminalWidth.of(text), max(1, width / 2))
    let right = trailingWidth < width && width - trailingWidth - 1 >= wanted ? trailing : ""
    let rightWidth = right.isEmpty ? 0 : trailingWidth
    let room = width - rightWidth - (right.isEmpty ? 0 : 1)
    let (left, leftWidth) = truncated(text, to: room)
    return (left, max(0, width - leftWidth - rightWidth), right)
  }

  /// `text` as an isolate of its own, or nothing when it is empty.
  private static func isolated(_ text: Substring) -> String {
    text.isEmpty
      ? "" : String(BidiText.firstStrongIsolate) + text + String(BidiText.popDirectionalIsolate)
  }

  /// Where the marks and indentation `text` starts with end: its first
  /// blank-separated tokens with no strong character (`BidiText.strength`), each
  /// followed by a blank, with the blanks after them.
  static func leadingMarks(_ text: String) -> String.Index {
    var end = text.startIndex
    var index = text.startIndex
    while true {
      while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
      end = index
      var token = index
      while token < text.endIndex, text[token] != " " {
        if BidiText.strength(text[token]) != nil { return end }
        token = text.index(after: token)
      }
      // A last token is the text itself, whatever it holds.
      if token == text.endIndex { return end }
      index = token
    }
  }

  /// The left part, the spaces, the right part: one string, written once.
  private static func joined(_ left: String, _ gap: Int, _ right: String) -> String {
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
    let cut = String(decoding: text.utf8.prefix(kept.bytes), as: UTF8.self) + "…"
    return (closingIsolates(cut), kept.width + 1)
  }

  /// `text` with a PDI for each isolate it leaves open (a marked row cut inside
  /// its name): the `…` stays in the isolate, and the pair is never split.
  static func closingIsolates(_ text: String) -> String {
    var open = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x2066...0x2068: open += 1
      case 0x2069: open = max(0, open - 1)
      default: break
      }
    }
    guard open > 0 else { return text }
    return text + String(repeating: BidiText.popDirectionalIsolate, count: open)
  }
}
