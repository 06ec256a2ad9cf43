/// How many columns a grapheme covers in a terminal: 2 for East Asian wide and
/// full-width characters and for emoji shown as emoji (including VS16 and ZWJ
/// sequences, drawn as one glyph), 0 for a control character and for an isolate
/// mark (U+2066–U+2069, which `BidiText` consumes: `TextLine.fit` marks a row's two
/// parts with them), 1 otherwise.
///
/// ```swift
/// TerminalWidth.of("a")    // 1
/// TerminalWidth.of("漢")   // 2
/// TerminalWidth.of("❤️")   // 2 (VS16)
/// ```
public enum TerminalWidth {
  /// The columns `character` covers.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
    if first.value < 0x300 { return 1 }
    if (0x2066...0x2069).contains(first.value) { return 0 }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if first.properties.isEmojiPresentation { return 2 }
    return isWide(first.value) ? 2 : 1
  }

  /// The columns `text` covers: as for any text, read in place once, without
  /// the generic calls across modules a `some StringProtocol` costs (the renderer
  /// measures every string it draws, most of them `String`s).
  public static func of(_ text: String) -> Int {
    let columns = text.utf8.withContiguousStorageIfAvailable { bytes in
      PrintableASCII.check(bytes) ? bytes.count : GraphemeScan.columnsSkippingIsolates(bytes)
    }
    if let columns, let columns { return columns }
    return GraphemeScan.width(of: text)
  }

  /// The columns `text` covers.
  public static func of(_ text: some StringProtocol) -> Int {
    // Printable ASCII, most text: one column a byte, no grapheme breaking needed.
    if text.isPrintableASCII { return text.utf8.count }
    // Box lines, `·`, `…`: a column a scalar, no grapheme walk needed.
    if let columns = text.utf8.withContiguousStorageIfAvailable(
      GraphemeScan.columnsSkippingIsolates),
      let columns
    {
      return columns
    }
    return GraphemeScan.width(of: text)
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15, the ones a
  /// terminal draws two columns wide.
  static func isWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
      0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
      0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F,
      0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
