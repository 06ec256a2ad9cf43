/// A coarse description of the space in one axis (seed 002, rule 3). The outer
/// display is compact wide; the inner display is regular both ways.
public enum SizeClass: String, CaseIterable, Hashable, Sendable, Codable {
  case compact
  case regular
}
