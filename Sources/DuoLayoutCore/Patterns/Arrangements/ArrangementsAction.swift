/// What a key does on the arrangements screen.
public enum ArrangementsAction: Hashable, Sendable {
  case style, axes, previous, next
}
