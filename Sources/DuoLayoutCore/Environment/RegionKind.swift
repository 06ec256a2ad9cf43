/// The two kinds of reserved region (seed 002, rule 7).
public enum RegionKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// Content splits into two areas here, as at the fold: arrange content on both sides.
  case division
  /// Something covers content here (status bar, camera): keep content out of it.
  case occlusion
}
