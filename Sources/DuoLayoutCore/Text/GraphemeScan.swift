/// Text walked grapheme by grapheme without finding grapheme boundaries where
/// they cannot be in doubt. A scalar below U+0300 that is not a control, between
/// two others below U+0300 (or the text's ends), is a grapheme of its own one
/// column wide: no rule of Unicode's grapheme breaking joins such scalars, and
/// none of them extends or is extended by a neighbour. Everything else (accents,
/// CJK, emoji, controls and their neighbours) is walked as `Character`s, between
/// boundaries those scalars guarantee. Most text is such scalars, and finding
/// boundaries costs far more than reading scalars.
///
/// ```swift
/// var seen: [GraphemeScan.Grapheme] = []
/// GraphemeScan.forEach("né 漢") { seen.append($0); return true }
/// // seen: scalar("n"), character("é", width: 1), scalar(" "), character("漢", width: 2)
/// ```
public enum GraphemeScan {
  /// One grapheme of the text.
  public enum Grapheme: Equatable, Sendable {
    /// A grapheme of one scalar below U+0300, not a control: one column wide.
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
    while offset < count {
      let lead = bytes[offset]
      let next = offset + (lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4)
      let isLow = lead < 0xCC
      let nextIsLow = next >= count || bytes[next] < 0xCC
      // Not a control: C0 and DEL in one byte, C1 (U+0080–U+009F, C2 80–C2 9F) in two.
      let plain =
        lead < 0x80
        ? lead >= 0x20 && lead != 0x7F : isLow && !(lead == 0xC2 && bytes[offset + 1] < 0xA0)
      if previousIsLow && nextIsLow && plain {
        guard flush(upTo: offset) else { return }
        let value =
          lead < 0x80 ? UInt32(lead) : UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
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
    while index < end {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      let nextIsLow = next == end || scalars[next].value < 0x300
      if previousIsLow && nextIsLow && isPlain(scalar.value) {
        guard flush(upTo: index), body(.scalar(scalar)) else { return }
      } else if segment == nil {
        segment = index
      }
      previousIsLow = scalar.value < 0x300
      index = next
    }
    _ = flush(upTo: end)
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
