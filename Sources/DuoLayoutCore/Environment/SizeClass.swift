/// A coarse description of the space in one axis (HIG, Device poses; Tech Talk 111461 and 111466). The outer
/// display is compact wide; the inner display is regular both ways.
public enum SizeClass: String, CaseIterable, Hashable, Sendable, Codable {
  case compact
  case regular
}
