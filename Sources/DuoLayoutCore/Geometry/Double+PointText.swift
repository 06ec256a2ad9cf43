extension Double {
  /// Whole points print without a fraction (`455`), others with one digit (`455.5`).
  public var pointText: String {
    if rounded() == self, abs(self) < 1e15 { return String(Int(self)) }
    return String((self * 10).rounded() / 10)
  }
}
