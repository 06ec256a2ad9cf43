/// How a display is held: wider than tall, or taller than wide. A quarter turn
/// swaps them.
public enum Hold: String, CaseIterable, Hashable, Sendable, Codable, CodingKeyRepresentable {
  case tall
  case wide

  /// The other hold: what a quarter turn gives.
  public var turned: Hold { self == .tall ? .wide : .tall }
}
