/// A hash that is the same in every run and on every machine (Swift's `Hasher` is
/// seeded per process): FNV-1a, 64 bits, over the text's UTF-8. It shards an audit
/// and names a file's session after the file's path.
///
/// ```swift
/// StableHash.fnv1a("a")  // 0xaf63dc4c8601ec8c
/// ```
public enum StableHash {
  public static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
