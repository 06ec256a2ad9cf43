extension Int {
  /// The value moved into `range`.
  ///
  /// ```swift
  /// 0.clamped(to: 1...64)  // 1
  /// ```
  func clamped(to range: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
