/// What a key does on the places screen.
public enum DualViewAction: Hashable, Sendable {
  /// A move of the selection in the list (up, down, a page, first, last).
  case move(ListMove)
  case switchView, star, visited
  /// The place with this ID, as a click on its row or its pin picks it.
  case select(String)
}
