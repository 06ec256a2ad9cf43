/// The two kinds of reserved region (Apple's `reservedRegions`: division and occlusion).
public enum RegionKind: String, CaseIterable, Hashable, Sendable, Codable {
  /// Content splits into two areas here, as at the fold: arrange content on both sides.
  case division
  /// Something covers content here (status bar, camera): keep content out of it.
  case occlusion
}
