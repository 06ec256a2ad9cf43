/// The word-at-a-time test behind `isPrintableASCII`.
enum PrintableASCII {
  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// True when no byte of `bytes` is below 0x20 or at or above 0x7F.
  static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    let raw = UnsafeRawPointer(base)
    while index + 8 <= count {
      if !word(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return false }
      index += 8
    }
    while index < count {
      let byte = base[index]
      if byte < 0x20 || byte >= 0x7F { return false }
      index += 1
    }
    return true
  }

  /// True when every byte of `w` is in 0x20…0x7E: none has its high bit, none is
  /// below 0x20 (subtracting 0x20 borrows into the high bit), none is 0x7F (xor
  /// with 0x7F gives a zero byte).
  @inline(__always)
  static func word(_ w: UInt64) -> Bool {
    if w & highs != 0 { return false }
    let below = (w &- 0x20 &* ones) & ~w & highs
    let x = w ^ (0x7F &* ones)
    let delete = (x &- ones) & ~x & highs
    return below | delete == 0
  }
}
