/// Eight bytes at a time: the runs the reader crosses most (the plain text of a
/// string, the spaces that indent a line, the bytes counted for a column) are
/// tested a word at a time, each test exact, and only the word where a run ends
/// is looked at byte by byte. A start-up reads about 35 kB of JSON (a device
/// profile, sample content), most of it in such runs.
extension JSONReader {
  /// Every byte of a word: 0x0101…01.
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  /// The top bit of every byte of a word.
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes at `offset`, the first in the lowest byte; nil when fewer
  /// than eight are left.
  func eightBytes(at offset: Int) -> UInt64? {
    guard offset + 8 <= bytes.count, let base = bytes.baseAddress else { return nil }
    return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
  }

  /// Whether any byte of `word` is zero (exact, not per byte).
  private static func hasZero(_ word: UInt64) -> Bool {
    (word &- ones) & ~word & highs != 0
  }

  /// Whether every byte of `word` is plain string text: printable ASCII, not a
  /// quote or a backslash.
  static func isPlainText(_ word: UInt64) -> Bool {
    let control = (word &- ones &* 0x20) & ~word & highs  // a byte below 0x20
    return word & highs == 0 && control == 0
      && !hasZero(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
      && !hasZero(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
  }

  /// How many bytes of `word`, from its first, are spaces.
  static func leadingSpaces(_ word: UInt64) -> Int {
    (word ^ (ones &* UInt64(UInt8(ascii: " ")))).trailingZeroBitCount / 8
  }

  /// How many bytes of `word` start a character (are not UTF-8 continuation
  /// bytes, `10xxxxxx`).
  static func characterStarts(_ word: UInt64) -> Int {
    8 - (word & ~(word << 1) & highs).nonzeroBitCount
  }
}
