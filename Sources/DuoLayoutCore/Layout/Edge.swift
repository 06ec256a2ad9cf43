/// A side of a rectangle. Leading and trailing follow the layout direction.
public enum Edge: String, Hashable, Sendable, Codable {
  case top, bottom, leading, trailing
}
