import Synchronization

/// The graphemes too long to keep inline in a `Glyph` (more than 15 bytes of
/// UTF-8: family emoji, long runs of combining marks), each stored once and named
/// by its entry. Shared by every thread, behind a lock; entries are never removed,
/// so it holds each distinct long grapheme the program has drawn — cut to its
/// first `maxScalars` scalars, so a pasted run of a thousand combining marks, typed
/// onto one mark at a time, cannot grow it without bound. A terminal cell holds
/// far fewer (ncurses keeps 5 wide characters a cell); nothing drawable is lost.
///
/// ```swift
/// let entry = GlyphTable.entry(for: "👨‍👩‍👧‍👦")
/// GlyphTable.string(at: entry)  // "👨‍👩‍👧‍👦"
/// GlyphTable.entry(for: "👨‍👩‍👧‍👦") == entry  // true
/// ```
enum GlyphTable {
  private struct Entries {
    // Keyed by the bytes: `String` keys would merge canonically equal spellings.
    var numbers: [[UInt8]: UInt64] = [:]
    var strings: [String] = []
  }

  private static let entries = Mutex(Entries())

  /// The most scalars of a grapheme that are kept.
  static let maxScalars = 32

  /// The entry of `string` (cut to `maxScalars`), added when it is new.
  static func entry(for whole: String) -> UInt64 {
    let scalars = whole.unicodeScalars
    let string =
      scalars.count <= maxScalars
      ? whole : String(String.UnicodeScalarView(scalars.prefix(maxScalars)))
    return entries.withLock { table in
      let bytes = Array(string.utf8)
      if let number = table.numbers[bytes] { return number }
      let number = UInt64(table.strings.count)
      table.strings.append(string)
      table.numbers[bytes] = number
      return number
    }
  }

  /// The string of `entry`.
  static func string(at entry: UInt64) -> String {
    entries.withLock { $0.strings[Int(entry)] }
  }
}
