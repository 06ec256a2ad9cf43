extension Cell {
  /// Fills `buffer` (NUL-ended code points) with what to hand curses for this cell
  /// so that curses, which measures with the C library's `wcwidth` (given as
  /// `width`), agrees with the grid's width; returns true when a space must follow
  /// to make up the width. One rule for duoterm's writer and the bench's copy of
  /// it, so both draw the same bytes.
  ///
  /// Most graphemes go as they are. One the C library measures otherwise (an emoji
  /// made wide by VS16, a ZWJ sequence, more code points than `buffer` holds) goes
  /// as its first code point, padded with a space when that is narrower, or as `?`
  /// when even that is unprintable: a stand-in, never a drift.
  ///
  /// ```swift
  /// let pad = cell.cursesText(into: buffer) { wcwidth(wchar_t(bitPattern: $0)) }
  /// ```
  @inlinable
  public func cursesText(
    into buffer: UnsafeMutableBufferPointer<UInt32>, width: (UInt32) -> Int32
  ) -> Bool {
    // Printable ASCII, most cells, is one column wide everywhere.
    if self.width == 1, let ascii = asciiValue, ascii >= 0x20, ascii < 0x7F {
      buffer[0] = UInt32(ascii)
      buffer[1] = 0
      return false
    }
    let target = Int32(self.width)
    // One scalar the C library measures as the grid does goes as it is.
    if target > 0, let scalar, width(scalar.value) == target {
      buffer[0] = scalar.value
      buffer[1] = 0
      return false
    }
    let scalars = Array(character.unicodeScalars)
    if scalars.count < buffer.count {
      var total: Int32 = 0
      var printable = true
      for (index, scalar) in scalars.enumerated() {
        let w = width(scalar.value)
        if w < 0 || (index == 0 && w == 0) { printable = false }
        total += max(0, w)
        buffer[index] = scalar.value
      }
      buffer[scalars.count] = 0
      if printable && total == target { return false }
    }
    let first = scalars.first?.value ?? 0x3F
    let w = width(first)
    buffer[0] = w > 0 && w <= target ? first : 0x3F
    buffer[1] = 0
    return target == 2 && w != 2
  }
}
