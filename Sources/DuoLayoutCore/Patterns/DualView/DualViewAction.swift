/// What a key does on the places screen.
public enum DualViewAction: Hashable, Sendable {
  case previous, next, pageUp, pageDown, first, last
  case switchView, star, visited
  /// The place with this ID, as a click on its row or its pin picks it.
  case select(String)
}
