extension StringProtocol {
  /// True when every byte is printable ASCII (0x20 to 0x7E): a column a byte, a
  /// grapheme a byte, nothing to find by grapheme breaking. Most text on screen is,
  /// and the renderer asks for each string it draws, so the bytes are read in place,
  /// eight at a time.
  ///
  /// ```swift
  /// "Ada Lovelace".isPrintableASCII  // true
  /// "café".isPrintableASCII          // false
  /// "tab\there".isPrintableASCII     // false
  /// ```
  public var isPrintableASCII: Bool {
    utf8.withContiguousStorageIfAvailable(PrintableASCII.check)
      ?? !utf8.contains { $0 < 0x20 || $0 >= 0x7F }
  }
}
