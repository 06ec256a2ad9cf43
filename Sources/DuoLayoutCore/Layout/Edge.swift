/// A side of a rectangle. Leading and trailing follow the layout direction.
public enum Edge: Hashable, Sendable {
  case top, bottom, leading, trailing
}
