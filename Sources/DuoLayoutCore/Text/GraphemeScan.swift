/// Text walked grapheme by grapheme without finding grapheme boundaries where
/// they cannot be in doubt. A scalar below U+0300 that is not a control, between
/// two others below U+0300 (or the text's ends), is a grapheme of its own one
/// column wide: no rule of Unicode's grapheme breaking joins such scalars, and
/// none of them extends or is extended by a neighbour. The same holds for the
/// punctuation, arrows, box lines, blocks and shapes a screen is drawn with
/// (`isInertSymbol`: one column, grapheme break property Other). Everything else
/// (accents, CJK, emoji, controls and their neighbours) is walked as
/// `Character`s, between boundaries those scalars guarantee. Most text is such
/// scalars, and finding boundaries costs far more than reading scalars.
///
/// ```swift
/// var seen: [GraphemeScan.Grapheme] = []
/// GraphemeScan.forEach("né 漢") { seen.append($0); return true }
/// // seen: scalar("n"), character("é", width: 1), scalar(" "), character("漢", width: 2)
/// ```
public enum GraphemeScan {
  /// One grapheme of the text.
  public enum Grapheme: Equatable, Sendable {
    /// A grapheme of one scalar below U+0300 (not a control) or an inert symbol
    /// (`isInertSymbol`): one column wide.
    case scalar(Unicode.Scalar)
    /// Any other grapheme, with the columns it covers (`TerminalWidth.of`).
    case character(Character, width: Int)

    /// The columns it covers.
    @inlinable
    public var width: Int {
      switch self {
      case .scalar: 1
      case .character(_, let width): width
      }
    }
  }

  /// True for a scalar that can stand alone between low neighbours.
  @inlinable
  static func isPlain(_ value: UInt32) -> Bool {
    value >= 0x20 && value < 0x300 && !(0x7F..<0xA0).contains(value)
  }

  /// True for a scalar from U+2000 to U+2FFF that is one column wide and that no
  /// rule of grapheme breaking joins to a neighbour of the same kind or below
  /// U+0300 (its break property is Other): dashes, quotes, the ellipsis and other
  /// general punctuation, arrows, box lines, blocks and geometric shapes. Left
  /// out: the zero-width and direction marks (U+200B–U+200F, U+2028–U+202F,
  /// U+205F–U+206F) and the two shapes drawn as emoji (U+25FD, U+25FE).
  /// `TextFastPathTests` checks each one against `Character`.
  @inlinable
  static func isInertSymbol(_ value: UInt32) -> Bool {
    switch value {
    case 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FC, 0x25FF: true
    default: false
    }
  }

  /// Calls `body` with each grapheme of `text`, in order, until it returns false.
  @inlinable
  public static func forEach(_ text: some StringProtocol, _ body: (Grapheme) -> Bool) {
    let scanned: Void? = text.utf8.withContiguousStorageIfAvailable {
      forEach(text, utf8: $0, body)
    }
    if scanned == nil { forEachScalar(text, body) }
  }

  /// `forEach` over the text's UTF-8, read in place. A lead byte below 0xCC
  /// starts a scalar below U+0300.
  @inlinable
  static func forEach(
    _ text: some StringProtocol, utf8 bytes: UnsafeBufferPointer<UInt8>,
    _ body: (Grapheme) -> Bool
  ) {
    let count = bytes.count
    var offset = 0
    var previousIsLow = true
    var segment: Int? = nil
    // The graphemes of the pending segment, up to `limit`; false once `body` stops.
    func flush(upTo limit: Int) -> Bool {
      guard let start = segment else { return true }
      segment = nil
      let utf8 = text.utf8
      let from = utf8.index(utf8.startIndex, offsetBy: start)
      let to = utf8.index(utf8.startIndex, offsetBy: limit)
      for character in text[from..<to] {
        guard body(.character(character, width: TerminalWidth.of(character))) else { return false }
      }
      return true
    }
    // The inert symbol (U+2000–U+2FFF: lead byte E2) at `index`, or nil.
    func symbol(at index: Int) -> UInt32? {
      guard index + 2 < count, bytes[index] == 0xE2 else { return nil }
      let value = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
      return isInertSymbol(value) ? value : nil
    }
    while offset < count {
      let lead = bytes[offset]
      let next = offset + (lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4)
      let inertSymbol = lead == 0xE2 ? symbol(at: offset) : nil
      // Low scalars and inert symbols never join one another.
      let isLow = lead < 0xCC || inertSymbol != nil
      let nextIsLow = next >= count || bytes[next] < 0xCC || symbol(at: next) != nil
      // Not a control: C0 and DEL in one byte, C1 (U+0080–U+009F, C2 80–C2 9F) in two.
      let plain =
        lead < 0x80
        ? lead >= 0x20 && lead != 0x7F
        : inertSymbol != nil || (lead < 0xCC && !(lead == 0xC2 && bytes[offset + 1] < 0xA0))
      if previousIsLow && nextIsLow && plain {
        guard flush(upTo: offset) else { return }
        let value =
          inertSymbol
          ?? (lead < 0x80
            ? UInt32(lead) : UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F))
        guard body(.scalar(Unicode.Scalar(value)!)) else { return }
      } else if segment == nil {
        segment = offset
      }
      previousIsLow = isLow
      offset = next
    }
    _ = flush(upTo: count)
  }

  /// `forEach` through the text's scalars, for text whose UTF-8 is not in one
  /// piece of memory.
  @inlinable
  static func forEachScalar(_ text: some StringProtocol, _ body: (Grapheme) -> Bool) {
    let scalars = text.unicodeScalars
    let end = scalars.endIndex
    var index = scalars.startIndex
    var previousIsLow = true
    var segment: String.Index? = nil
    // The graphemes of the pending segment, up to `limit`; false once `body` stops.
    func flush(upTo limit: String.Index) -> Bool {
      guard let start = segment else { return true }
      segment = nil
      for character in text[start..<limit] {
        guard body(.character(character, width: TerminalWidth.of(character))) else { return false }
      }
      return true
    }
    func isLow(_ value: UInt32) -> Bool { value < 0x300 || isInertSymbol(value) }
    while index < end {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      let nextIsLow = next == end || isLow(scalars[next].value)
      if previousIsLow && nextIsLow && (isPlain(scalar.value) || isInertSymbol(scalar.value)) {
        guard flush(upTo: index), body(.scalar(scalar)) else { return }
      } else if segment == nil {
        segment = index
      }
      previousIsLow = isLow(scalar.value)
      index = next
    }
    _ = flush(upTo: end)
  }

  /// The columns of UTF-8 text whose every scalar is a one-column grapheme of its
  /// own (printable ASCII, the other plain scalars below U+0300, inert symbols):
  /// its scalar count. Nil for any other text (controls, accents, CJK, emoji), which
  /// needs `forEach`. The text a screen is drawn with (box lines, `·`, `…`, arrows)
  /// is found so without a grapheme walk.
  ///
  /// ```swift
  /// GraphemeScan.plainColumns(Array("1 · Harbour…".utf8))  // 12
  /// GraphemeScan.plainColumns(Array("café\u{301}".utf8))  // nil
  /// ```
  public static func plainColumns(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = bytes.count
    var offset = 0
    var columns = 0
    while offset < count {
      let length = plainLength(bytes, at: offset)
      guard length > 0 else { return nil }
      offset += length
      columns += 1
    }
    return columns
  }

  /// `plainColumns`, the isolate marks (U+2066–U+2069) taken too, as no columns:
  /// a mark is a grapheme of its own (break property Control) and `TerminalWidth`
  /// gives it none. For a width alone: a row's two parts are marked with them
  /// (`TextLine.fit`), and measuring such a row grapheme by grapheme cost the audit
  /// a tenth of its time.
  ///
  /// ```swift
  /// GraphemeScan.columnsSkippingIsolates(Array("\u{2068}Inbox\u{2069}".utf8))  // 5
  /// ```
  public static func columnsSkippingIsolates(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = bytes.count
    var offset = 0
    var columns = 0
    while offset < count {
      let length = plainLength(bytes, at: offset)
      if length > 0 {
        offset += length
        columns += 1
      } else if bytes[offset] == 0xE2, offset + 2 < count, bytes[offset + 1] == 0x81,
        (0xA6...0xA9).contains(bytes[offset + 2])
      {
        offset += 3
      } else {
        return nil
      }
    }
    return columns
  }

  /// The length in bytes of the scalar at `offset` when it is one column that needs
  /// no grapheme breaking (what `plainColumns` accepts), else 0.
  ///
  /// ```swift
  /// GraphemeScan.plainLength(Array("·x".utf8), at: 0)  // 2
  /// GraphemeScan.plainLength(Array("\t".utf8), at: 0)  // 0
  /// ```
  @inlinable
  public static func plainLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
    let lead = bytes[offset]
    if lead < 0x80 {
      return lead >= 0x20 && lead != 0x7F ? 1 : 0
    } else if lead < 0xCC {
      // Below U+0300; C1 controls are C2 80–C2 9F.
      let fits = offset + 1 < bytes.count && (lead != 0xC2 || bytes[offset + 1] >= 0xA0)
      return fits ? 2 : 0
    } else {
      let fits =
        lead == 0xE2 && offset + 2 < bytes.count && isInertSymbol(scalar(bytes, at: offset).value)
      return fits ? 3 : 0
    }
  }

  /// The scalar whose UTF-8 starts at `offset` (one to four bytes), and its length.
  @inlinable
  public static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
    value: UInt32, length: Int
  ) {
    let lead = UInt32(bytes[offset])
    func next(_ index: Int) -> UInt32 { UInt32(bytes[offset + index] & 0x3F) }
    switch lead {
    case ..<0x80: return (lead, 1)
    case ..<0xE0: return ((lead & 0x1F) << 6 | next(1), 2)
    case ..<0xF0: return ((lead & 0x0F) << 12 | next(1) << 6 | next(2), 3)
    default: return ((lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3), 4)
    }
  }

  /// The columns `text` covers: the sum of its graphemes' widths.
  @inlinable
  public static func width(of text: some StringProtocol) -> Int {
    var total = 0
    forEach(text) {
      total += $0.width
      return true
    }
    return total
  }
}
