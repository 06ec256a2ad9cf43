/// A small deterministic random source (SplitMix64) kept in a model: the same seed
/// gives the same serves, so games replay exactly in tests and in `duoterm play`.
/// The core has no randomness of its own.
///
/// ```swift
/// var random = SeededRandom(seed: 7)
/// random.unit()  // the same number every run, in 0 ..< 1
/// ```
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable, Codable {
  public private(set) var state: UInt64

  /// The same seed gives the same numbers, in every run and on every platform.
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in 0 ..< 1.
  public mutating func unit() -> Double {
    Double(next() >> 11) / Double(UInt64(1) << 53)
  }
}
