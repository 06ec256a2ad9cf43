import Synchronization

/// The graphemes too long to keep inline in a `Glyph` (more than 15 bytes of
/// UTF-8: family emoji, long runs of combining marks), each stored once and named
/// by its entry. Shared by every thread, behind a lock; entries are never removed,
/// so it holds each distinct long grapheme the program has drawn.
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

  /// The entry of `string`, added when it is new.
  static func entry(for string: String) -> UInt64 {
    entries.withLock { table in
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
