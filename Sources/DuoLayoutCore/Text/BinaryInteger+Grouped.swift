extension BinaryInteger {
  /// The number with its thousands grouped by commas, as a person reads a large
  /// count on the status line.
  ///
  /// ```swift
  /// 1_000_018.grouped  // "1,000,018"
  /// (-2500).grouped    // "-2,500"
  /// ```
  public var grouped: String {
    let digits = String(self.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return self < 0 ? "-" + result : result
  }
}
